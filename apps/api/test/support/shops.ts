/** The shops every test database starts with. */
export const SHOPS = {
  demo: { slug: 'demo', name: 'Demo Shop', adminEmail: 'admin@demo.shop', adminPassword: 'demo12345', host: 'localhost' },
  other: { slug: 'other', name: 'Other Shop', adminEmail: 'owner@other.shop', adminPassword: 'other12345', host: 'other.localhost' },
} as const;

export type ShopKey = keyof typeof SHOPS;

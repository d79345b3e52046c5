import type { ApiRecord } from '@oim/shared/api/records';
import { DEFAULT_SHOP_TIME_ZONE, isTimeZoneName, type CompanyProfileKey } from '@oim/shared/schemas/company-profile';

/** The zones a shop may pick (blank is the default, Asia/Manila); every screen and document shows times in it. */
function timeZoneOptions(): { value: string; label: string }[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const names = [...new Set([...known, 'UTC'])].filter((name) => name !== DEFAULT_SHOP_TIME_ZONE && isTimeZoneName(name));
  return [
    { value: '', label: `${DEFAULT_SHOP_TIME_ZONE} (default)` },
    ...names.sort().map((name) => ({ value: name, label: name.replaceAll('_', ' ') })),
  ];
}

/** The company profile fields in form order, with their labels. */
export const COMPANY_PROFILE_FIELDS: readonly {
  key: CompanyProfileKey;
  label: string;
  multiline?: boolean;
  /** A choice rather than text: each value with its label ('' is the default, or the shop's value on a channel). */
  options?: readonly { value: string; label: string }[];
  /** The shop's alone: a channel cannot override it. */
  shopOnly?: boolean;
}[] = [
  { key: 'company_name', label: 'Company Name' },
  { key: 'registered_name', label: 'Registered Name (BIR)' },
  { key: 'email', label: 'Email' },
  { key: 'address', label: 'Address', multiline: true },
  { key: 'tin', label: 'TIN' },
  {
    key: 'tax_profile',
    label: 'Tax Profile',
    options: [
      { value: 'NON_VAT', label: 'NON-VAT (no VAT on receipts)' },
      { value: 'VAT', label: 'VAT-registered (12%, prices include VAT)' },
    ],
  },
  { key: 'phone', label: 'Phone' },
  { key: 'time_zone', label: 'Time Zone', options: timeZoneOptions(), shopOnly: true },
  {
    key: 'receipt_wording',
    label: 'Receipt Wording',
    options: [
      { value: '', label: 'None' },
      { value: 'OFFICIAL_RECEIPT', label: 'THIS SERVES AS AN OFFICIAL RECEIPT' },
      { value: 'SALES_INVOICE', label: 'SALES INVOICE' },
    ],
  },
  { key: 'receipt_header', label: 'Receipt Header', multiline: true },
  { key: 'receipt_footer', label: 'Receipt Footer', multiline: true },
  { key: 'service_terms', label: 'Job Order Terms', multiline: true },
];

export type CompanyProfileSettings = Record<CompanyProfileKey, string | null>;

export type FeatureFlagRecord = ApiRecord<'featureFlags'>;

export type PrinterSettings = { receiptWidth: 58 | 80; copies: number; printAutomatically: boolean; showLogo: boolean };

/** setting/inventory-settings: negative stock, and how far suggested purchase orders fill (reorder point × factor). */
export type InventorySettings = { allowNegativeStock: boolean; reorderFactor: number };

/** The shop's selling rules at the counter (setting/sales-settings). */
export type SalesSettings = { requirePriceOverride: boolean; maxDiscountPercent: number | null };

import type { FeatureFlag } from '@oim/shared/feature-flags';

/** What each flag of spec 6 turns on, in the shop's words. */
export const FEATURE_FLAG_DESCRIPTIONS: Record<FeatureFlag, { label: string; description: string }> = {
  picklist_module: { label: 'Picklists', description: 'Picking lists for sales orders (Sales › Picklists).' },
  rma_warranty_module: {
    label: 'RMA & Warranty',
    description: 'Returns and warranty claims (RMA & Warranty) and warranty templates (Masterfile › Warranty Templates).',
  },
  commission_module: {
    label: 'Commissions',
    description: 'Commission templates (Masterfile › Commission Templates) and commission per sales channel on services.',
  },
  pricing_schedule_module: {
    label: 'Pricing Schedules',
    description: 'Quantity-break price templates for products (Masterfile › Pricing Schedule Templates).',
  },
  pricing_groups_module: {
    label: 'Pricing Groups',
    description: 'Products whose quantities count together for a price break (Masterfile › Product Pricing Groups).',
  },
};

/** Feature flags of spec 6; each is on for a new shop. */
export const FEATURE_FLAGS = [
  'picklist_module',
  'rma_warranty_module',
  'commission_module',
  'pricing_schedule_module',
  'pricing_groups_module',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const FEATURE_FLAG_DEFAULTS: Readonly<Record<FeatureFlag, boolean>> = {
  picklist_module: true,
  rma_warranty_module: true,
  commission_module: true,
  pricing_schedule_module: true,
  pricing_groups_module: true,
};

export function isFeatureFlag(value: string): value is FeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(value);
}

import { z } from 'zod';
import { decimal, optionalEmail, text, optionalText, requiredId, requiredText, updateBody } from './fields';

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export const DISCOUNT_SCOPES = ['sales_order', 'sales_order_item'] as const;
export const COMMISSION_TYPES = ['percentage', 'fixed_per_unit'] as const;
export const PRICING_SCHEDULE_TYPES = ['unit_price', 'percentage_off'] as const;
export const WARRANTY_DURATION_UNITS = ['days', 'months'] as const;

/** Money and quantities: one schema for both, in fields.ts. */
export { decimal };

export const productCategoryBody = z.object({
  categoryName: requiredText('category name', 150),
  description: optionalText('description', 1000),
});
export const productBrandBody = z.object({
  brandName: requiredText('brand name', 150),
  description: optionalText('description', 1000),
});

export const unitBody = z.object({
  id: z.number().int().positive().optional(),
  unit: requiredText('unit', 50),
  factor: decimal('factor', { min: 0.0001, max: 99_999_999, places: 4 }),
});
export const unitClassBody = z.object({
  name: requiredText('name', 100),
  description: optionalText('description', 1000),
  /** The class's units; exactly one has factor 1 (the base unit). Sent in full: missing units are removed. */
  units: z.array(unitBody, { error: 'The units must be a list.' }).min(1, { error: 'A unit class needs at least one unit.' }).max(50),
});
export const unitClassUpdateBody = updateBody(unitClassBody);

export const discountBody = z
  .object({
    name: requiredText('name', 150),
    code: requiredText('code', 50),
    type: z.enum(DISCOUNT_TYPES, { error: 'The type must be percentage or fixed.' }),
    scope: z.enum(DISCOUNT_SCOPES, { error: 'The scope must be sales_order or sales_order_item.' }),
    value: decimal('value'),
    isActive: z.boolean({ error: 'The active field must be true or false.' }).optional().default(true),
  })
  .refine((d) => d.type !== 'percentage' || Number(d.value) <= 100, { error: 'A percentage may not be more than 100.', path: ['value'] });
export const discountUpdateBody = z.object({
  name: requiredText('name', 150).optional(),
  code: requiredText('code', 50).optional(),
  type: z.enum(DISCOUNT_TYPES, { error: 'The type must be percentage or fixed.' }).optional(),
  scope: z.enum(DISCOUNT_SCOPES, { error: 'The scope must be sales_order or sales_order_item.' }).optional(),
  value: decimal('value').optional(),
  isActive: z.boolean({ error: 'The active field must be true or false.' }).optional(),
});

export const supplierBody = z.object({
  supplierName: requiredText('supplier name'),
  contactPerson: optionalText('contact person'),
  contactNumber: optionalText('contact number', 50),
  email: optionalEmail(),
  address: optionalText('address', 500),
  paymentTermsDays: z.coerce
    .number({ error: 'The payment terms must be a number of days.' })
    .int({ error: 'The payment terms must be a whole number of days.' })
    .min(0, { error: 'The payment terms must be between 0 and 365 days.' })
    .max(365, { error: 'The payment terms must be between 0 and 365 days.' })
    .optional()
    .default(0),
});
export const supplierUpdateBody = updateBody(supplierBody);

export const commissionTemplateBody = z
  .object({
    name: requiredText('name', 150),
    type: z.enum(COMMISSION_TYPES, { error: 'The type must be percentage or fixed_per_unit.' }),
    value: decimal('value'),
    isActive: z.boolean().optional().default(true),
  })
  .refine((d) => d.type !== 'percentage' || Number(d.value) <= 100, { error: 'A percentage may not be more than 100.', path: ['value'] });
export const commissionTemplateUpdateBody = z.object({
  name: requiredText('name', 150).optional(),
  type: z.enum(COMMISSION_TYPES, { error: 'The type must be percentage or fixed_per_unit.' }).optional(),
  value: decimal('value').optional(),
  isActive: z.boolean().optional(),
});

export const pricingBreakBody = z.object({
  minQuantity: decimal('minimum quantity', { min: 0.0001, places: 4 }),
  value: decimal('value'),
});
export const pricingScheduleTemplateBody = z
  .object({
    name: requiredText('name', 150),
    description: optionalText('description', 1000),
    type: z.enum(PRICING_SCHEDULE_TYPES, { error: 'The type must be unit_price or percentage_off.' }),
    breaks: z.array(pricingBreakBody).min(1, { error: 'A pricing schedule needs at least one quantity break.' }).max(50),
  })
  .superRefine((d, ctx) => {
    const seen = new Set<number>();
    d.breaks.forEach((b, i) => {
      if (seen.has(Number(b.minQuantity)))
        ctx.addIssue({
          code: 'custom',
          message: 'Each quantity break must start at a different quantity.',
          path: ['breaks', i, 'minQuantity'],
        });
      seen.add(Number(b.minQuantity));
      if (d.type === 'percentage_off' && Number(b.value) > 100)
        ctx.addIssue({ code: 'custom', message: 'A percentage may not be more than 100.', path: ['breaks', i, 'value'] });
    });
  });
export const pricingScheduleTemplateUpdateBody = z.object({
  name: requiredText('name', 150).optional(),
  description: optionalText('description', 1000),
  type: z.enum(PRICING_SCHEDULE_TYPES).optional(),
  breaks: z.array(pricingBreakBody).min(1).max(50).optional(),
});

export const pricingGroupBody = z.object({
  name: requiredText('name', 150),
  description: optionalText('description', 1000),
});

export const warrantyTemplateBody = z.object({
  name: requiredText('name', 150),
  duration: z.coerce
    .number({ error: 'The duration field is required.' })
    .int({ error: 'The duration must be a whole number.' })
    .min(1, { error: 'The duration must be at least 1.' })
    .max(3650, { error: 'The duration may not be greater than 3650.' }),
  durationUnit: z.enum(WARRANTY_DURATION_UNITS, { error: 'The duration unit must be days or months.' }),
  terms: optionalText('terms', 5000),
});

export const commissionSettingBody = z.object({
  sales_channel_id: requiredId('sales channel'),
  is_enabled: z.boolean({ error: 'The is enabled field must be true or false.' }),
});

export const MENU_SECTIONS = ['sales', 'inventory', 'masterfile', 'purchasing', 'financials', 'reports', 'settings'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];
/** A visible flag per menu label per section (spec 3: Menu setting). */
export const menuSettingsBody = z.object({
  settings: z.partialRecord(
    z.enum(MENU_SECTIONS, { error: 'Unknown menu section.' }),
    z.record(text('menu item').min(1).max(100), z.boolean({ error: 'Each menu item is shown (true) or hidden (false).' })),
  ),
});

export const RECEIPT_WIDTHS = [58, 80] as const;
export const printerSettingsBody = z.object({
  receiptWidth: z.union([z.literal(58), z.literal(80)], { error: 'The receipt width must be 58 or 80 mm.' }),
  copies: z.coerce.number().int().min(1, { error: 'Print at least 1 copy.' }).max(5, { error: 'Print at most 5 copies.' }),
  printAutomatically: z.boolean(),
  showLogo: z.boolean(),
});
export type PrinterSettings = z.infer<typeof printerSettingsBody>;
export const PRINTER_DEFAULTS: PrinterSettings = { receiptWidth: 58, copies: 1, printAutomatically: false, showLogo: true };

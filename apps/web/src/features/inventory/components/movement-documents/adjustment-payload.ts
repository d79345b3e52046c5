import { z } from 'zod';
import { adjustmentBody } from '@oim/shared/schemas/inventory';
import { linesSchema, quantityOf, type MovementLineInput } from '@/components/movement-lines/movement-line';

/** The adjustment form as typed. */
export type AdjustmentFormInput = { locationId: number | ''; reason: string; notes: string; items: MovementLineInput[] };

/** Common reasons offered by the Reason field (any other may be typed). */
export const ADJUSTMENT_REASONS = [
  'Stock count',
  'Initial stock',
  'Damaged',
  'Expired',
  'Lost or stolen',
  'Found',
  'Internal use',
  'Correction',
];

export const adjustmentFormSchema = z.object({
  locationId: z.preprocess((v) => (v === '' || v === null ? undefined : v), adjustmentBody.shape.locationId),
  reason: adjustmentBody.shape.reason,
  notes: adjustmentBody.shape.notes,
  items: linesSchema('An adjustment needs at least one item.'),
});
export type AdjustmentFormValues = z.output<typeof adjustmentFormSchema>;

/** POST inventory/adjustments, as the form sends it. */
export type AdjustmentBodyOut = {
  locationId: number;
  reason: string;
  notes: string | null;
  items: { productId: number; uomId: number; mode: 'delta' | 'count'; quantity: string; serialNumbers: string[] }[];
};

/**
 * The adjustment body: a Stock In line is a positive delta, a Stock Out line a negative one, and a
 * Counted line sends what was counted (the server posts the difference). Serial numbers go only
 * with serial-tracked products.
 */
export function buildAdjustmentBody(values: AdjustmentFormValues): AdjustmentBodyOut {
  return {
    locationId: values.locationId,
    reason: values.reason,
    notes: values.notes,
    items: values.items.map((line) => {
      const quantity = quantityOf(line);
      return {
        productId: line.product!.id,
        uomId: line.unit!.id,
        mode: line.mode === 'count' ? 'count' : 'delta',
        quantity: line.mode === 'out' ? `-${quantity}` : quantity,
        serialNumbers: line.product!.isSerialized ? line.serialNumbers : [],
      };
    }),
  };
}

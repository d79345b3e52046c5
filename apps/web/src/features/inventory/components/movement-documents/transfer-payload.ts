import { z } from 'zod';
import { transferBody } from '@oim/shared/schemas/inventory';
import { linesSchema, quantityOf, type MovementLineInput } from '@/components/movement-lines/movement-line';

/** The transfer form as typed. */
export type TransferFormInput = {
  sourceWarehouseId: number | '';
  destinationWarehouseId: number | '';
  notes: string;
  items: MovementLineInput[];
};

const chosen = (v: unknown) => (v === '' || v === null ? undefined : v);

export const transferFormSchema = z
  .object({
    sourceWarehouseId: z.preprocess(chosen, transferBody.shape.sourceWarehouseId),
    destinationWarehouseId: z.preprocess(chosen, transferBody.shape.destinationWarehouseId),
    notes: transferBody.shape.notes,
    items: linesSchema('A transfer needs at least one item.'),
  })
  .refine((t) => t.sourceWarehouseId !== t.destinationWarehouseId, {
    path: ['destinationWarehouseId'],
    error: 'The destination must be another location than the source.',
  });
export type TransferFormValues = z.output<typeof transferFormSchema>;

/** POST inventory/stock-transfers, as the form sends it. */
export type TransferBodyOut = {
  sourceWarehouseId: number;
  destinationWarehouseId: number;
  notes: string | null;
  items: { productId: number; uomId: number; quantity: string; serialNumbers: string[] }[];
};

export function buildTransferBody(values: TransferFormValues): TransferBodyOut {
  return {
    sourceWarehouseId: values.sourceWarehouseId,
    destinationWarehouseId: values.destinationWarehouseId,
    notes: values.notes,
    items: values.items.map((line) => ({
      productId: line.product!.id,
      uomId: line.unit!.id,
      quantity: quantityOf(line),
      serialNumbers: line.product!.isSerialized ? line.serialNumbers : [],
    })),
  };
}

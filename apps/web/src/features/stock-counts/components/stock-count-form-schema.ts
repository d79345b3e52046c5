import { z } from 'zod';
import { stockCountBody, STOCK_COUNT_SCOPES, type StockCountBody, type StockCountScope } from '@oim/shared/schemas/stock-counts';
import type { StockCount } from '../types';

export type { StockCountBody };

/** What the stock count form holds: the location an id or '', the scope's filters by id, the supplier as picked. */
export type StockCountFormValues = {
  locationId: number | '';
  name: string;
  scope: StockCountScope;
  categoryIds: number[];
  brandIds: number[];
  supplier: { id: number; supplierName: string } | null;
  productIds: number[];
  blind: boolean;
  notes: string;
};

export function stockCountFormDefaults(record: StockCount | null | undefined): StockCountFormValues {
  return {
    locationId: record?.locationId ?? '',
    name: record?.name ?? '',
    scope: record?.scope ?? 'ALL',
    categoryIds: record?.categoryIds ?? [],
    brandIds: record?.brandIds ?? [],
    supplier: record?.supplierId
      ? { id: record.supplierId, supplierName: record.supplier?.supplierName ?? `Supplier #${record.supplierId}` }
      : null,
    productIds: record?.productIds ?? [],
    blind: record?.blind ?? false,
    notes: record?.notes ?? '',
  };
}

/**
 * The form's values as the API's body, checked by the server's own schema (its words, its rules):
 * a count of every product sends no filter, whatever was picked before ALL was chosen again.
 */
export const stockCountFormSchema = z
  .object({
    locationId: z.union([z.number(), z.literal('')]),
    name: z.string(),
    scope: z.enum(STOCK_COUNT_SCOPES),
    categoryIds: z.array(z.number()),
    brandIds: z.array(z.number()),
    supplier: z.object({ id: z.number(), supplierName: z.string() }).nullable(),
    productIds: z.array(z.number()),
    blind: z.boolean(),
    notes: z.string(),
  })
  .transform((values): z.input<typeof stockCountBody> => {
    const filtered = values.scope === 'FILTER';
    return {
      locationId: values.locationId === '' ? undefined : values.locationId,
      name: values.name,
      scope: values.scope,
      categoryIds: filtered ? values.categoryIds : [],
      brandIds: filtered ? values.brandIds : [],
      supplierId: filtered && values.supplier ? values.supplier.id : null,
      productIds: filtered ? values.productIds : [],
      blind: values.blind,
      notes: values.notes,
    };
  })
  .pipe(stockCountBody);

import { and, eq, sql } from 'drizzle-orm';
import type { StockCountBody, StockCountStatus } from '@oim/shared/schemas/stock-counts';
import type { Tx } from '../../db/client';
import { stockCounts } from '../../db/schema/stock-counts';
import { conflict, invalid, notFound, type FieldErrors } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';

/** The rows of `table` among `ids` that are this shop's, as a set. */
async function found(tx: Tx, tenantId: number, table: string, ids: number[], extra = sql``): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.execute<{ id: number | string }>(sql`
    select t.id from ${sql.identifier(table)} t
     where t.tenant_id = ${tenantId} and t.id in (select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::bigint) ${extra}`);
  return new Set(rows.rows.map((r) => Number(r.id)));
}

/**
 * The count's location, categories, brands, supplier and products must be this shop's (and the
 * products stocked ones): otherwise 422 naming the field. The location and the supplier are
 * checked by registerCrud's references too; the lists here.
 */
export async function checkCountReferences(tx: Tx, tenantId: number, body: StockCountBody): Promise<void> {
  const errors: FieldErrors = {};
  const check = async (field: string, table: string, ids: number[], label: string, extra = sql``) => {
    const unique = [...new Set(ids)];
    const ok = await found(tx, tenantId, table, unique, extra);
    const missing = unique.filter((id) => !ok.has(id));
    if (missing.length > 0) errors[field] = [`The selected ${label} ${missing.slice(0, 20).join(', ')} is invalid.`];
  };
  await check('locationId', 'stock_locations', [body.locationId], 'location');
  await check('categoryIds', 'product_categories', body.categoryIds, 'category');
  await check('brandIds', 'product_brands', body.brandIds, 'brand');
  if (body.supplierId != null) await check('supplierId', 'suppliers', [body.supplierId], 'supplier');
  await check('productIds', 'products', body.productIds, 'product (a stocked product of this shop)', sql`and t.type = 'PRODUCT'`);
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

export type LockedCount = {
  id: number;
  stockCountNumber: string;
  locationId: number;
  status: StockCountStatus;
  blind: boolean;
};

/** The count row locked FOR UPDATE (404 for another shop's id); 409 unless its status is one of `allowed`. */
export async function lockCount(tx: Tx, id: number, allowed: StockCountStatus[], action: string): Promise<LockedCount> {
  const [row] = await tx
    .select({
      id: stockCounts.id,
      stockCountNumber: stockCounts.stockCountNumber,
      locationId: stockCounts.locationId,
      status: stockCounts.status,
      blind: stockCounts.blind,
    })
    .from(stockCounts)
    .where(shopWhere(tx, stockCounts, and(eq(stockCounts.id, id))))
    .for('update');
  if (!row) throw notFound('stock count');
  if (!allowed.includes(row.status)) {
    throw conflict(`The stock count ${row.stockCountNumber} is ${row.status.toLowerCase()}: it cannot be ${action}.`);
  }
  return row;
}

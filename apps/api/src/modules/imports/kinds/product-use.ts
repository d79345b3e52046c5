import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { postMovements, type Movement } from '../../inventory';
import type { ImportContext } from './kind-handler';

const idList = (ids: readonly number[]) => sql`(select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::bigint)`;

const MOVED: Record<string, string> = {
  SALE: 'has been sold since',
  SALE_VOID: 'has had a sale voided since',
  PURCHASE_RECEIPT: 'has been received since',
  PURCHASE_RECEIPT_VOID: 'has had a receipt voided since',
  ADJUSTMENT: 'has been counted or adjusted since',
  TRANSFER_OUT: 'has been transferred since',
  TRANSFER_IN: 'has been transferred since',
  RETURN: 'has been returned since',
  RMA: 'has been returned since',
  SUPPLIER_RETURN: 'has been returned to its supplier since',
  OPENING_STOCK: 'has had opening stock from another import since',
};

/** When the import was committed (what "since" means for its products). */
async function committedAt(tx: Tx, tenantId: number, importId: number): Promise<string | null> {
  const result = await tx.execute<{ at: string | null }>(
    sql`select committed_at::text as at from imports where tenant_id = ${tenantId} and id = ${importId}`,
  );
  return result.rows[0]?.at ?? null;
}

/**
 * Why an import's stock cannot come out: the first of its products that anything else moved at
 * any location since the import (other than the import's own ledger rows), or, with `lines`, that
 * a sales order, quotation or purchase order made since lists; named for the user, or null.
 */
export async function firstUseSince(
  tx: Tx,
  tenantId: number,
  importId: number,
  productIds: number[],
  options: { lines: boolean },
): Promise<string | null> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return null;
  const since = await committedAt(tx, tenantId, importId);
  if (since === null) return null;
  const moved = await tx.execute<{ source_type: string; source_number: string | null; sku: string; product_name: string }>(sql`
    select m.source_type, m.source_number, p.sku, p.product_name
      from stock_movements m join products p on p.tenant_id = m.tenant_id and p.id = m.product_id
     where m.tenant_id = ${tenantId} and m.product_id in ${idList(ids)} and m.created_at >= ${since}::timestamptz
       and m.import_id is distinct from ${importId}
     order by m.id limit 1`);
  const move = moved.rows[0];
  if (move) {
    const what = MOVED[move.source_type] ?? 'has moved since';
    return `${move.sku} ${move.product_name} ${what}${move.source_number ? ` (${move.source_number})` : ''}.`;
  }
  if (!options.lines) return null;
  const listed = await tx.execute<{ number: string; what: string; sku: string; product_name: string }>(sql`
    select * from (
      (select o.sales_order_number as number, 'a sales order' as what, p.sku, p.product_name
         from sales_order_items i join sales_orders o on o.tenant_id = i.tenant_id and o.id = i.sales_order_id
         join products p on p.tenant_id = i.tenant_id and p.id = i.product_id
        where i.tenant_id = ${tenantId} and i.product_id in ${idList(ids)} and o.created_at >= ${since}::timestamptz limit 1)
      union all
      (select q.quotation_number, 'a quotation', p.sku, p.product_name
         from quotation_items i join quotations q on q.tenant_id = i.tenant_id and q.id = i.quotation_id
         join products p on p.tenant_id = i.tenant_id and p.id = i.product_id
        where i.tenant_id = ${tenantId} and i.product_id in ${idList(ids)} and q.created_at >= ${since}::timestamptz limit 1)
      union all
      (select o.purchase_order_number, 'a purchase order', p.sku, p.product_name
         from purchase_order_items i join purchase_orders o on o.tenant_id = i.tenant_id and o.id = i.purchase_order_id
         join products p on p.tenant_id = i.tenant_id and p.id = i.product_id
        where i.tenant_id = ${tenantId} and i.product_id in ${idList(ids)} and o.created_at >= ${since}::timestamptz limit 1)
    ) u limit 1`);
  const line = listed.rows[0];
  return line ? `${line.sku} ${line.product_name} is on ${line.what} since (${line.number}).` : null;
}

/** The import's own stock per product and location (what its undo takes out), with the cost it came at. */
export async function importStock(
  tx: Tx,
  tenantId: number,
  importId: number,
  productIds?: number[],
): Promise<{ productId: number; locationId: number; quantity: string; unitCost: string | null }[]> {
  const result = await tx.execute<{ product_id: number; location_id: number; quantity: string; unit_cost: string | null }>(sql`
    select product_id, location_id, sum(quantity)::text as quantity,
           (sum(quantity * coalesce(unit_cost, 0)) / nullif(sum(quantity), 0))::numeric(18, 6)::text as unit_cost
      from stock_movements
     where tenant_id = ${tenantId} and import_id = ${importId} and source_type = 'OPENING_STOCK'
       ${productIds ? sql`and product_id in ${idList(productIds)}` : sql``}
     group by product_id, location_id
    having sum(quantity) <> 0
     order by location_id, product_id`);
  return result.rows.map((r) => ({
    productId: Number(r.product_id),
    locationId: Number(r.location_id),
    quantity: r.quantity,
    unitCost: r.unit_cost,
  }));
}

/** Ledger rows posted per statement. */
const MOVE_BATCH = 5000;

/**
 * Posts an import's opening stock (or, with a negative quantity and a note, takes it back out on
 * undo) through the ledger: source OPENING_STOCK, the import's number, each row carrying its id.
 */
export async function postOpeningStock(ctx: ImportContext, movements: Movement[], note?: string): Promise<void> {
  for (let i = 0; i < movements.length; i += MOVE_BATCH) {
    await postMovements(
      ctx.tx,
      ctx.tenantId,
      ctx.userId,
      { type: 'OPENING_STOCK', id: ctx.importId, number: ctx.importNumber },
      movements.slice(i, i + MOVE_BATCH).map((m) => ({ ...m, importId: ctx.importId, ...(note ? { note } : {}) })),
    );
  }
}

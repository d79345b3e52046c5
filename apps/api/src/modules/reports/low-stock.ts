import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { tenantOf, type Tx } from '../../db/client';
import { fieldErrors } from '@oim/shared/field-errors';
import type { ListQuery } from '@oim/shared/list-query';
import { badQuery, invalid } from '../../platform/errors';
import { readListQuery } from '../../platform/resource/list';
import { containsPattern, n, pageMeta, productLocationFields, productLocationOrder } from './report-rows';

export const lowStockRow = z.object({
  /** productId-locationId: one row per product per location. */
  id: z.string(),
  productId: z.number(),
  sku: z.string(),
  productName: z.string(),
  locationId: z.number(),
  locationName: z.string(),
  baseUnit: z.string().nullable(),
  onHand: z.number(),
  reorderPoint: z.number(),
  /** Reorder point × the shop's reorder factor − on hand (what a suggested purchase order orders), never below 0. */
  suggestedQuantity: z.number(),
  preferredSupplierId: z.number().nullable(),
  preferredSupplierName: z.string().nullable(),
  /** The last purchase cost per base unit, else the product's cost. */
  lastCost: z.number(),
  /** suggestedQuantity × lastCost, to the centavo. */
  suggestedCost: z.number(),
  /** Below zero because a sale made offline took more than was there ("sold offline while short"; see stock_shortages). */
  soldOfflineWhileShort: z.boolean(),
});
export type LowStockRow = z.infer<typeof lowStockRow>;

const ID_FILTERS = ['locationId', 'preferredSupplierId', 'productCategoryId', 'productBrandId', 'productId'] as const;
const COLUMN_OF_FILTER: Record<(typeof ID_FILTERS)[number], string> = {
  locationId: 's.location_id',
  preferredSupplierId: 'p.preferred_supplier_id',
  productCategoryId: 'p.category_id',
  productBrandId: 'p.brand_id',
  productId: 's.product_id',
};
const SORTS: Record<string, string> = {
  productName: 'product_name',
  sku: 'sku',
  locationName: 'location_name',
  onHand: 'on_hand',
  reorderPoint: 'reorder_point',
  suggestedQuantity: 'suggested_quantity',
  preferredSupplierName: 'preferred_supplier_name',
  lastCost: 'last_cost',
  suggestedCost: 'suggested_cost',
};

export type LowStockQuery = { list: ListQuery; ids: Partial<Record<(typeof ID_FILTERS)[number], number>> };

/**
 * Reads the low stock list's query: `locationId`, `preferredSupplierId`, `productCategoryId`,
 * `productBrandId`, `productId` (eq), `globalFilter` (SKU, name or supplier), `sort`, `page`,
 * `pageSize`. Anything else is a 400.
 */
export function readLowStockQuery(params: unknown): LowStockQuery {
  const list = readListQuery(params);
  const errors = fieldErrors();
  const wrong = fieldErrors();
  const ids: LowStockQuery['ids'] = {};
  for (const f of list.filters) {
    const key = f.comparison === 'eq' ? f.column : `${f.column}[${f.comparison}]`;
    if (f.value.trim() === '') continue;
    if (!(ID_FILTERS as readonly string[]).includes(f.column) || f.comparison !== 'eq') {
      (errors[key] ??= []).push(`Unknown filter column '${f.column}'.`);
    } else if (!/^\d{1,15}$/.test(f.value.trim())) {
      (wrong[key] ??= []).push(`'${f.value}' is not a whole number.`);
    } else ids[f.column as (typeof ID_FILTERS)[number]] = Number(f.value.trim());
  }
  for (const s of list.sorts)
    if (!Object.hasOwn(SORTS, s.column)) (errors.sort ??= []).push(`The low stock report cannot be sorted by '${s.column}'.`);
  if (Object.keys(errors).length > 0) throw badQuery(errors);
  if (Object.keys(wrong).length > 0) throw invalid(wrong);
  return { list, ids };
}

/** The stock row went below zero through a sale made offline (stock_shortages). */
const shortOffline = sql`exists (select 1 from stock_shortages x where x.tenant_id = s.tenant_id and x.product_id = s.product_id and x.location_id = s.location_id)`;

/**
 * What is at or below its reorder point where the shop carries it (as the stock list's "below
 * reorder point" counts): active stocked products with a reorder point, per location.
 */
function lowStockRows(q: LowStockQuery, shop: number | null, highestReorderPoint: string): SQL {
  const filters: SQL[] = [
    sql`s.tenant_id = ${shop}`,
    sql`s.carried`,
    // Only stock rows up to the highest reorder point reach the join with products (a filter on the scan, exact).
    sql`s.on_hand <= ${highestReorderPoint}::numeric`,
    sql`p.type = 'PRODUCT'`,
    sql`p.is_active`,
    // At or below the reorder point, or below zero after a sale made offline (with or without a reorder point).
    sql`((p.reorder_point is not null and s.on_hand <= p.reorder_point) or (s.on_hand < 0 and ${shortOffline}))`,
  ];
  for (const [name, value] of Object.entries(q.ids))
    filters.push(sql`${sql.raw(COLUMN_OF_FILTER[name as keyof typeof COLUMN_OF_FILTER])} = ${value}`);
  const search = q.list.globalFilter?.trim();
  if (search) {
    const like = containsPattern(search);
    filters.push(sql`(p.sku ilike ${like} or p.product_name ilike ${like} or sup.supplier_name ilike ${like})`);
  }
  return sql`
    with factor as (select coalesce((select reorder_factor from inventory_settings where tenant_id = ${shop} limit 1), 2) as f),
    low as (
      select s.product_id, p.sku, p.product_name, s.location_id, l.name as location_name, u.unit as base_unit,
             s.on_hand, coalesce(p.reorder_point, 0) as reorder_point,
             greatest(round(coalesce(p.reorder_point, 0) * factor.f - s.on_hand, 4), 0) as suggested_quantity,
             (s.on_hand < 0 and ${shortOffline}) as sold_offline_short,
             p.preferred_supplier_id, sup.supplier_name as preferred_supplier_name,
             coalesce(p.last_purchase_cost, p.cost, 0) as last_cost,
             round(greatest(round(coalesce(p.reorder_point, 0) * factor.f - s.on_hand, 4), 0) * coalesce(p.last_purchase_cost, p.cost, 0), 2) as suggested_cost
        from stock_levels s
        cross join factor
        join products p on p.tenant_id = s.tenant_id and p.id = s.product_id
        join stock_locations l on l.tenant_id = s.tenant_id and l.id = s.location_id
        left join suppliers sup on sup.tenant_id = p.tenant_id and sup.id = p.preferred_supplier_id
        left join units_of_measure u on u.tenant_id = p.tenant_id and u.unit_class_id = p.unit_class_id and u.is_base
       where ${sql.join(filters, sql` and `)}
    )`;
}

export function toLowStockRow(r: Record<string, unknown>): LowStockRow {
  return {
    ...productLocationFields(r),
    onHand: n(r.on_hand),
    reorderPoint: n(r.reorder_point),
    suggestedQuantity: n(r.suggested_quantity),
    preferredSupplierId: r.preferred_supplier_id === null ? null : n(r.preferred_supplier_id),
    preferredSupplierName: (r.preferred_supplier_name as string | null) ?? null,
    lastCost: n(r.last_cost),
    suggestedCost: n(r.suggested_cost),
    soldOfflineWhileShort: r.sold_offline_short === true,
  };
}

const orderBy = (q: LowStockQuery): SQL => productLocationOrder(q.list.sorts, SORTS);

/**
 * The highest reorder point of the shop's products (products_reorder_point_idx's last entry), or -1
 * when none has one: no stock row above it can be low.
 */
async function highestReorderPoint(tx: Tx): Promise<string> {
  const result = await tx.execute<{ highest: string | null }>(
    sql`select max(reorder_point)::text as highest from products where tenant_id = ${tenantOf(tx)}`,
  );
  return result.rows[0]?.highest ?? '-1';
}

/** How many product × location rows the low stock report lists (Store Insights' card). */
export async function lowStockCount(tx: Tx): Promise<number> {
  const q = readLowStockQuery({});
  const result = await tx.execute<{ rows: number }>(
    sql`${lowStockRows(q, tenantOf(tx), await highestReorderPoint(tx))} select count(*)::int as rows from low`,
  );
  return n(result.rows[0]?.rows);
}

/** One page of the low stock list, with the count and the cost of ordering all it suggests. */
export async function lowStockReport(tx: Tx, q: LowStockQuery) {
  const body = lowStockRows(q, tenantOf(tx), await highestReorderPoint(tx));
  const { page, pageSize } = q.list;
  const [rows, totals] = await Promise.all([
    tx.execute<Record<string, unknown>>(
      sql`${body} select * from low order by ${orderBy(q)} limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    tx.execute<Record<string, unknown>>(
      sql`${body} select count(*)::int as rows, coalesce(sum(suggested_cost), 0) as suggested_cost,
                 count(*) filter (where preferred_supplier_id is null)::int as without_supplier from low`,
    ),
  ]);
  const total = totals.rows[0]!;
  const count = n(total.rows);
  return {
    data: rows.rows.map(toLowStockRow),
    totals: { rows: count, suggestedCost: n(total.suggested_cost), withoutSupplier: n(total.without_supplier) },
    meta: pageMeta(page, pageSize, count),
  };
}

/** Every row the filters keep (an export), in the list's order. */
export async function allLowStockRows(tx: Tx, q: LowStockQuery, limit: number): Promise<LowStockRow[]> {
  const result = await tx.execute<Record<string, unknown>>(await allLowStockStatement(tx, q, limit));
  return result.rows.map(toLowStockRow);
}

/** The statement allLowStockRows runs, for an export that reads it page by page. */
export const allLowStockStatement = async (tx: Tx, q: LowStockQuery, limit: number): Promise<SQL> =>
  sql`${lowStockRows(q, tenantOf(tx), await highestReorderPoint(tx))} select * from low order by ${orderBy(q)} limit ${limit}`;

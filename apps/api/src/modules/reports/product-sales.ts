import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { tenantOf, type Tx } from '../../db/client';
import { n, pageMeta } from './report-rows';
import { topProductsByNet } from './rollup-top';
import { productCountStatement, productRows, type ProductPage } from './product-sales.statements';
import { periodInstants } from './report-period';
import {
  fromHours,
  largeGrouping,
  narrowed,
  orderBy,
  pageOf,
  productFilter,
  SALES_FIGURE_SORTS,
  salesFigureFields,
  sortsOrNet,
  type ReportSorts,
  type SalesReportQuery,
} from './sales-report';

// The sales report per product: a page of every product's figures, every row for an export, and the best sellers.

export const productSalesRow = z.object({
  id: z.number(),
  productId: z.number(),
  sku: z.string(),
  productName: z.string(),
  baseUnit: z.string().nullable(),
  /** Sold, in the product's base unit. */
  quantity: z.number(),
  ...salesFigureFields,
  /** Returned in the period (RMAs dated in it that were not rejected), in base units. */
  returnedQuantity: z.number(),
});
export type ProductSalesRow = z.infer<typeof productSalesRow>;

export const PRODUCT_SORTS: Record<string, string> = {
  sku: 'sku',
  productName: 'product_name',
  baseUnit: 'base_unit',
  quantity: 'quantity',
  ...SALES_FIGURE_SORTS,
  returnedQuantity: 'returned',
};

/**
 * A page sorted by one figure (net sales, quantity, …) and not searched is found among the figures
 * before any product is read: only the rows up to the page's last one, and those tied with it, are
 * joined to their products and ordered in full (name and id break ties). Otherwise every row is.
 */
function pageFirst(sorts: ReportSorts, q: SalesReportQuery, rows: number): ProductPage | undefined {
  const column = sorts.length === 1 ? PRODUCT_SORTS[sorts[0]!.column] : undefined;
  if (column === undefined || !FIGURE_COLUMNS.has(column) || q.rest.globalFilter?.trim() || rows > PAGE_FIRST_ROWS) return undefined;
  return { column, desc: sorts[0]!.direction === 'desc', rows };
}

/** Deeper than this (an export reads every row), finding the page's edge first would only sort the figures twice. */
const PAGE_FIRST_ROWS = 10_000;

const FIGURE_COLUMNS = new Set(['quantity', 'gross', 'discount', 'net', 'cost', 'gross_profit', 'margin', 'returned']);

export function toProductRow(r: Record<string, unknown>): ProductSalesRow {
  return {
    id: n(r.product_id),
    productId: n(r.product_id),
    sku: String(r.sku),
    productName: String(r.product_name),
    baseUnit: (r.base_unit as string | null) ?? null,
    quantity: n(r.quantity),
    grossTotal: n(r.gross),
    discountTotal: n(r.discount),
    netTotal: n(r.net),
    costTotal: n(r.cost),
    grossProfit: n(r.gross_profit),
    margin: n(r.margin),
    returnedQuantity: n(r.returned),
  };
}

/** The caller's sorts, then name and id. */
const productOrder = (sorts: ReportSorts) => orderBy(sorts, PRODUCT_SORTS, [sql`product_name asc`, sql`product_id asc`]);

/** One page of the per-product report, sorted by any column (default net sales, highest first). */
export async function productSales(tx: Tx, q: SalesReportQuery) {
  await largeGrouping(tx);
  const sorts = sortsOrNet(q);
  const offset = (q.rest.page - 1) * q.rest.pageSize;
  const best = await bestSellers(tx, q, sorts, offset + q.rest.pageSize);
  if (best) {
    const rows = await tx.execute<Record<string, unknown>>(
      sql`${productRows(q, tenantOf(tx), undefined, best)} select * from per_product
          order by ${productOrder(sorts)} limit ${q.rest.pageSize} offset ${offset}`,
    );
    return { data: rows.rows.map(toProductRow), meta: pageMeta(q.rest.page, q.rest.pageSize, await productCount(tx, q)) };
  }
  const page = pageFirst(sorts, q, offset + q.rest.pageSize);
  // Narrowed to the page's edge, per_product no longer holds every row: figures does.
  const count = page ? sql`(select count(*) from figures)` : undefined;
  const { rows, meta } = await pageOf(tx, q, productRows(q, tenantOf(tx), page), 'per_product', productOrder(sorts), count);
  return { data: rows.map(toProductRow), meta };
}

/** Every product row (an export), in the list's order. */
export async function allProductSales(tx: Tx, q: SalesReportQuery, limit: number): Promise<ProductSalesRow[]> {
  await largeGrouping(tx);
  const sorts = sortsOrNet(q);
  const best = await bestSellers(tx, q, sorts, limit);
  const rows = await tx.execute<Record<string, unknown>>(
    best
      ? sql`${productRows(q, tenantOf(tx), undefined, best)} select * from per_product order by ${productOrder(sorts)} limit ${limit}`
      : allProductSalesStatement(tx, q, limit),
  );
  return rows.rows.map(toProductRow);
}

/** Deeper than this, the best sellers are found by summing every product (rollup-top.ts reads K rows of each piece). */
const BEST_SELLER_ROWS = 1000;

/**
 * The products of the first `rows` by net sales, highest first, and those tied with the last, found
 * from the tops of the rollups' pieces (rollup-top.ts); `undefined` where that does not apply (another
 * order, a search, a customer or a zone the rollups cannot answer) or cannot tell.
 */
async function bestSellers(tx: Tx, q: SalesReportQuery, sorts: ReportSorts, rows: number) {
  const only = sorts.length === 1 ? sorts[0]! : undefined;
  if (only?.column !== 'netTotal' || only.direction !== 'desc' || rows > BEST_SELLER_ROWS || q.rest.globalFilter?.trim() || !fromHours(q))
    return undefined;
  return topProductsByNet(tx, {
    shop: tenantOf(tx),
    ...periodInstants(q),
    salesChannelId: q.salesChannelId,
    productFilter: narrowed(q) ? productFilter(q) : undefined,
    rows,
  });
}

/** How many products the per-product report lists (sold, with a line left, or returned in the period), from the rollups. */
async function productCount(tx: Tx, q: SalesReportQuery): Promise<number> {
  const result = await tx.execute<{ total: number }>(productCountStatement(q, tenantOf(tx)));
  return n(result.rows[0]?.total);
}

/** The statement allProductSales runs, for an export that reads it page by page. */
export function allProductSalesStatement(tx: Tx, q: SalesReportQuery, limit: number): SQL {
  const sorts = sortsOrNet(q);
  return sql`${productRows(q, tenantOf(tx), pageFirst(sorts, q, limit))} select * from per_product order by ${productOrder(sorts)} limit ${limit}`;
}

/** The best-selling products (net) in the period. */
export const topProducts = (tx: Tx, q: SalesReportQuery, limit: number) =>
  allProductSales(tx, { ...q, rest: { ...q.rest, sorts: [{ column: 'netTotal', direction: 'desc' }] } }, limit);

import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { badQuery, invalid } from '../../platform/errors';
import { readListQuery } from '../../platform/resource/list';
import { periodInstants, periodOfWholeHours, readReportPeriod, type ReportPeriod } from './report-period';
import { n, pageMeta, withoutJit } from './report-rows';
import { rollupRows } from './rollup-spans';

// The sales report's query, from the caller's filters to the SQL every view of the report is built
// on. The views: sales-totals.ts (totals and the series per day, week or month), customer-sales.ts,
// product-sales.ts with product-sales.statements.ts and product-sales-totals.ts, and sales-export.ts.

/**
 * The sales report's query: the period (`salesOrderDate[between]=from,to`, default this month, in the
 * caller's `timezone`/`timezoneOffset`), and the sales channel, customer, product brand and product
 * category it is narrowed to.
 */
export type SalesReportQuery = ReportPeriod & {
  salesChannelId?: number;
  customerId?: number;
  productBrandId?: number;
  productCategoryId?: number;
};

export const SALES_REPORT_FILTERS = ['salesChannelId', 'customerId', 'productBrandId', 'productCategoryId'] as const;

/**
 * Reads the sales report's query. With `sorts` (the paged reports) a sort must name one of its
 * columns (400 otherwise); with `keepOtherFilters` (the order list) other filters stay in `rest`.
 */
export function readSalesReportQuery(
  params: unknown,
  options: { keepOtherFilters?: boolean; sorts?: Record<string, string>; now?: Date } = {},
): SalesReportQuery {
  const { sorts, ...rest } = options;
  const period = readReportPeriod(readListQuery(params), { dateColumn: 'salesOrderDate', idFilters: SALES_REPORT_FILTERS, ...rest });
  if (sorts) {
    const unknown = period.rest.sorts.filter((s) => !Object.hasOwn(sorts, s.column));
    if (unknown.length > 0) throw badQuery({ sort: unknown.map((s) => `This report cannot be sorted by '${s.column}'.`) });
  }
  return { ...period, ...period.ids };
}

/** The `limit` of a top list: 1–100, default 10. */
function readLimit(params: unknown): number {
  const raw = (params as Record<string, unknown> | undefined)?.limit;
  if (raw === undefined || raw === '') return 10;
  const text = String(raw).trim();
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > 100)
    throw invalid({ limit: ['The limit must be a whole number from 1 to 100.'] });
  return Number(text);
}

/** A top list's query: its `limit` (read first, so a bad limit is the answer whatever else is wrong) and the rest. */
export function readTopListQuery(params: unknown): { q: SalesReportQuery; limit: number } {
  const limit = readLimit(params);
  const { limit: _limit, ...rest } = params as Record<string, unknown>;
  return { q: readSalesReportQuery(rest), limit };
}

/** The figures every row and total of the report per customer or product answers, in this order. */
export const salesFigureFields = {
  grossTotal: z.number(),
  discountTotal: z.number(),
  /** Per product: the lines' shares of their sales' net totals. */
  netTotal: z.number(),
  costTotal: z.number(),
  grossProfit: z.number(),
  margin: z.number(),
};

/** The statement column each of those figures sorts by. */
export const SALES_FIGURE_SORTS = {
  grossTotal: 'gross',
  discountTotal: 'discount',
  netTotal: 'net',
  costTotal: 'cost',
  grossProfit: 'gross_profit',
  margin: 'margin',
};

/** Narrowed to a brand or category: only the lines of such products count. */
export const narrowed = (q: SalesReportQuery) => q.productBrandId !== undefined || q.productCategoryId !== undefined;

/** The products a brand/category filter keeps (p is the products row). */
export function productFilter(q: SalesReportQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (q.productBrandId !== undefined) conditions.push(sql`p.brand_id = ${q.productBrandId}`);
  if (q.productCategoryId !== undefined) conditions.push(sql`p.category_id = ${q.productCategoryId}`);
  return sql.join(conditions, sql` and `);
}

/**
 * The shop a statement reads (`tenantOf(tx)`): each shop table of a report's statement is pinned to
 * it (`tenant_id = <shop>`, or joined on tenant_id to a pinned one) so that it routes to one node.
 */
export type Shop = number | null;

/** The rollup rows (h) of the products a brand/category filter keeps: a join to products, or nothing. */
export const brandOrCategoryJoin = (q: SalesReportQuery, shop: Shop) =>
  narrowed(q)
    ? sql`join products p on p.tenant_id = ${shop} and p.tenant_id = h.tenant_id and p.id = h.product_id and ${productFilter(q)}`
    : sql``;

/** The conditions on a rollup or counted-sale row (alias a) of the shop, period, channel and customer asked. */
export function within(q: SalesReportQuery, shop: Shop, a: string, dateColumn: string): SQL {
  const { start, end } = periodInstants(q);
  const column = sql.raw(`${a}.${dateColumn}`);
  const conditions: SQL[] = [
    sql`${sql.raw(a)}.tenant_id = ${shop}`,
    sql`${column} >= ${start.toISOString()}::timestamptz`,
    sql`${column} <= ${end.toISOString()}::timestamptz`,
  ];
  if (q.salesChannelId !== undefined) conditions.push(sql`${sql.raw(a)}.sales_channel_id = ${q.salesChannelId}`);
  if (q.customerId !== undefined) conditions.push(sql`${sql.raw(a)}.customer_id = ${q.customerId}`);
  return sql.join(conditions, sql` and `);
}

/**
 * Where the figures come from. `hours`: the hourly rollups (sales_by_hour, sales_cost_by_hour,
 * sales_by_customer_hour, sales_by_product_hour; per customer and product with their month and year
 * spans, rollup-spans.ts), when no customer is asked and every day of the period starts on a whole
 * UTC hour in the caller's zone. Otherwise the sales as counted
 * (sales_report_orders / sales_report_lines, one row per completed sale / top-level line, kept by
 * the same trigger): exact for any zone, and read by customer through an index when one is asked.
 */
export const fromHours = (q: SalesReportQuery) => q.customerId === undefined && periodOfWholeHours(q);

/** The hourly rollup rows (alias h) of the shop, period and channel asked. */
export function hourRange(q: SalesReportQuery, shop: Shop, a = 'h'): SQL {
  const { start, end } = periodInstants(q);
  const conditions: SQL[] = [
    sql`${sql.raw(a)}.tenant_id = ${shop}`,
    sql`${sql.raw(a)}.sales_hour >= ${start.toISOString()}::timestamptz`,
    sql`${sql.raw(a)}.sales_hour <= ${end.toISOString()}::timestamptz`,
  ];
  if (q.salesChannelId !== undefined) conditions.push(sql`${sql.raw(a)}.sales_channel_id = ${q.salesChannelId}`);
  return sql.join(conditions, sql` and `);
}

/** Per product over a year, up to ~200,000 groups: hashed in memory instead of sorted on disk. */
const LARGE_GROUPING = '64MB';

/** Before a statement that groups per product or customer over the rollups (withoutJit, report-rows.ts). */
export const largeGrouping = (tx: Tx) => withoutJit(tx, { workMem: LARGE_GROUPING, sortedGrouping: true });

/** What the sales report sums of each rollup. */
const ROLLUP_COLUMNS = {
  customer: ['order_count', 'gross_total', 'discount_total', 'net_total', 'cost'],
  product: ['line_count', 'quantity', 'gross_amount', 'net', 'cost'],
} as const;

/** The period's rollup rows (hours and spans, signed) per customer or product, of the shop and channel asked. */
export const rollupOf = (which: keyof typeof ROLLUP_COLUMNS, q: SalesReportQuery, shop: Shop) =>
  rollupRows(which, ROLLUP_COLUMNS[which], { shop, ...periodInstants(q), salesChannelId: q.salesChannelId });

/**
 * The statement's common part, over the sales as counted by the rollups' trigger:
 * - `line`: the period's completed sales' top-level lines (a bundle's components count in its line's
 *   cost) of the channel, customer, brand and category asked, each with its share of the sale's net
 *   total (order discounts spread pro rata to the line totals, as returns value them) and its cost as
 *   stored at the sale (base quantity × unit cost);
 * - `order_fig`: per sale, gross, discount, net and cost: the sale's own totals, or, narrowed to a
 *   brand or category, the sums of those lines only.
 */
export function salesCtes(q: SalesReportQuery, shop: Shop): SQL {
  const orderFig = narrowed(q)
    ? sql`select l.tenant_id, l.sales_order_id as id, min(l.customer_id) as customer_id, min(l.sales_order_date) as sales_order_date,
                 sum(l.gross_amount) as gross, sum(l.gross_amount) - sum(l.net) as discount, sum(l.net) as net, sum(l.cost) as cost
            from line l group by l.tenant_id, l.sales_order_id`
    : sql`select r.tenant_id, r.sales_order_id as id, r.customer_id, r.sales_order_date, r.gross_total as gross, r.discount_total as discount,
                 r.net_total as net, r.cost
            from sales_report_orders r
           where ${within(q, shop, 'r', 'sales_order_date')}`;
  return sql`
    with line as (
      select l.tenant_id, l.sales_order_id, l.sales_order_item_id, l.product_id, l.quantity as base_quantity, l.gross_amount, l.line_total, l.net, l.cost,
             l.customer_id, l.sales_order_date
        from sales_report_lines l
        join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
       where ${within(q, shop, 'l', 'sales_order_date')} and ${productFilter(q)}
    ),
    order_fig as (${orderFig})`;
}

/** Sorts of a report's columns (names already checked against its map of statement columns). */
export type ReportSorts = readonly { column: string; direction: string }[];

/** The caller's sorts, or net sales, highest first. */
export const sortsOrNet = (q: SalesReportQuery): ReportSorts =>
  q.rest.sorts.length > 0 ? q.rest.sorts : [{ column: 'netTotal', direction: 'desc' as const }];

/** ORDER BY the caller's sorts (columns mapped to the statement's, names already checked), then the fallback. */
export const orderBy = (sorts: ReportSorts, columns: Record<string, string>, fallback: SQL[]): SQL =>
  sql.join(
    [
      ...sorts.map(
        (s) => sql`${sql.identifier(columns[s.column]!)} ${sql.raw(s.direction === 'desc' ? 'desc nulls last' : 'asc nulls first')}`,
      ),
      ...fallback,
    ],
    sql`, `,
  );

/**
 * One page of the view `from` of `body`, in `order`, and the number of rows it has: counted in the
 * same pass over the period (`count`, by default a window over the view), apart only past the last page.
 */
export async function pageOf(tx: Tx, q: SalesReportQuery, body: SQL, from: 'per_customer' | 'per_product', order: SQL, count?: SQL) {
  const view = sql.raw(from);
  const rows = await tx.execute<Record<string, unknown>>(
    sql`${body} select *, ${count ?? sql`count(*) over ()`} as total_rows from ${view}
        order by ${order} limit ${q.rest.pageSize} offset ${(q.rest.page - 1) * q.rest.pageSize}`,
  );
  const total =
    rows.rows.length > 0
      ? n(rows.rows[0]!.total_rows)
      : n((await tx.execute<{ total: number }>(sql`${body} select count(*)::int as total from ${view}`)).rows[0]?.total);
  return { rows: rows.rows, meta: pageMeta(q.rest.page, q.rest.pageSize, total) };
}

/** The conditions the order list adds: the period, channel, customer, and (brand/category) a line of such a product. */
export function salesOrderListWhere(q: SalesReportQuery): SQL[] {
  const { start, end } = periodInstants(q);
  const where: SQL[] = [
    sql`sales_orders.status = 'COMPLETED'`,
    sql`sales_orders.sales_order_date >= ${start.toISOString()}::timestamptz`,
    sql`sales_orders.sales_order_date <= ${end.toISOString()}::timestamptz`,
  ];
  if (q.salesChannelId !== undefined) where.push(sql`sales_orders.sales_channel_id = ${q.salesChannelId}`);
  if (q.customerId !== undefined) where.push(sql`sales_orders.customer_id = ${q.customerId}`);
  if (narrowed(q))
    where.push(sql`exists (select 1 from sales_order_items i join products p on p.tenant_id = i.tenant_id and p.id = i.product_id
      where i.tenant_id = sales_orders.tenant_id and i.sales_order_id = sales_orders.id and i.bundle_parent_id is null and ${productFilter(q)})`);
  return where;
}

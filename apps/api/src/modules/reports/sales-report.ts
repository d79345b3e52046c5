import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { tenantOf, type Tx } from '../../db/client';
import { badQuery, invalid } from '../../platform/errors';
import { readListQuery } from '../../platform/resource/list';
import { nextPeriod, periodStart, type SeriesUnit } from './expense-report';
import { periodInstants, periodOfWholeHours, readReportPeriod, zoneLiteral, type ReportPeriod } from './report-period';
import { idArray, n, withoutJit } from './report-rows';
import { rollupRows } from './rollup-spans';
import { topProductsByNet } from './rollup-top';

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
export function readLimit(params: unknown): number {
  const raw = (params as Record<string, unknown> | undefined)?.limit;
  if (raw === undefined || raw === '') return 10;
  const text = String(raw).trim();
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > 100)
    throw invalid({ limit: ['The limit must be a whole number from 1 to 100.'] });
  return Number(text);
}

const narrowed = (q: SalesReportQuery) => q.productBrandId !== undefined || q.productCategoryId !== undefined;

/** The products a brand/category filter keeps (p is the products row). */
function productFilter(q: SalesReportQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (q.productBrandId !== undefined) conditions.push(sql`p.brand_id = ${q.productBrandId}`);
  if (q.productCategoryId !== undefined) conditions.push(sql`p.category_id = ${q.productCategoryId}`);
  return sql.join(conditions, sql` and `);
}

/**
 * The shop a statement reads (`tenantOf(tx)`): each shop table of a report's statement is pinned to
 * it (`tenant_id = <shop>`, or joined on tenant_id to a pinned one) so that it routes to one node.
 */
type Shop = number | null;

/** The rollup rows (h) of the products a brand/category filter keeps: a join to products, or nothing. */
const brandOrCategoryJoin = (q: SalesReportQuery, shop: Shop) =>
  narrowed(q)
    ? sql`join products p on p.tenant_id = ${shop} and p.tenant_id = h.tenant_id and p.id = h.product_id and ${productFilter(q)}`
    : sql``;

/** The conditions on a rollup or counted-sale row (alias a) of the shop, period, channel and customer asked. */
function within(q: SalesReportQuery, shop: Shop, a: string, dateColumn: string): SQL {
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
const fromHours = (q: SalesReportQuery) => q.customerId === undefined && periodOfWholeHours(q);

/** The hourly rollup rows (alias h) of the shop, period and channel asked. */
function hourRange(q: SalesReportQuery, shop: Shop, a = 'h'): SQL {
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

/** What the sales report sums of each rollup. */
const ROLLUP_COLUMNS = {
  customer: ['order_count', 'gross_total', 'discount_total', 'net_total', 'cost'],
  product: ['line_count', 'quantity', 'gross_amount', 'net', 'cost'],
} as const;

/** The period's rollup rows (hours and spans, signed) per customer or product, of the shop and channel asked. */
const rollupOf = (which: keyof typeof ROLLUP_COLUMNS, q: SalesReportQuery, shop: Shop) =>
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
function salesCtes(q: SalesReportQuery, shop: Shop): SQL {
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

/**
 * Refunds paid out for returns (posted REFUND payments) whose payment date is in the period, of
 * sales of the channel and the customer asked. Narrowed to a brand or category, each refund counts
 * the share of it that the RMA's refunded lines of such products hold (by their value).
 */
async function refundTotal(tx: Tx, q: SalesReportQuery): Promise<string> {
  const rows = await refundRows(tx, q);
  return rows[0]?.total ?? '0';
}

/** The same refunds per day, week (from Monday) or month of their payment dates (`period` YYYY-MM-DD); one row `total` without a unit. */
async function refundRows(tx: Tx, q: SalesReportQuery, unit?: SeriesUnit): Promise<{ period: string; total: string }[]> {
  const filters: SQL[] = [
    sql`pay.tenant_id = ${tenantOf(tx)}`,
    sql`pay.kind = 'REFUND'`,
    sql`pay.status = 'POSTED'`,
    sql`pay.payment_date >= ${q.from}::date`,
    sql`pay.payment_date <= ${q.to}::date`,
  ];
  if (q.salesChannelId !== undefined)
    filters.push(
      sql`exists (select 1 from sales_orders o where o.tenant_id = pay.tenant_id and o.id = pay.sales_order_id and o.sales_channel_id = ${q.salesChannelId})`,
    );
  if (q.customerId !== undefined) filters.push(sql`pay.customer_id = ${q.customerId}`);
  const amount = narrowed(q)
    ? sql`coalesce(sum(case when shares.all_lines = 0 then 0 else round(pay.amount * shares.these / shares.all_lines, 2) end), 0)`
    : sql`coalesce(sum(pay.amount), 0)`;
  const shares = narrowed(q)
    ? sql`cross join lateral (
          select coalesce(sum(ri.amount), 0) as all_lines,
                 coalesce(sum(ri.amount) filter (where ${productFilter(q)}), 0) as these
            from rma_items ri join products p on p.tenant_id = ri.tenant_id and p.id = ri.product_id
           where ri.tenant_id = pay.tenant_id and ri.rma_id = pay.rma_id and ri.resolution = 'REFUND') shares`
    : sql``;
  const period = unit ? sql`date_trunc(${sql.raw(`'${unit}'`)}, pay.payment_date::timestamp)::date::text` : sql`''`;
  const result = await tx.execute<{ period: string; total: string }>(
    sql`select ${period} as period, ${amount}::text as total from payments pay ${shares} where ${sql.join(filters, sql` and `)}${unit ? sql` group by 1` : sql``}`,
  );
  return result.rows;
}

export const salesTotals = z.object({
  orderCount: z.number(),
  grossTotal: z.number(),
  discountTotal: z.number(),
  /** Refunds paid out for returns in the period (by payment date). */
  refundTotal: z.number(),
  /** Gross − discounts: what the period's sales came to, before refunds. */
  netTotal: z.number(),
  /** Net sales: netTotal − refundTotal (the one "Net Sales" of every report and export). */
  netSales: z.number(),
  /** The goods' cost as stored on the sale lines when sold. */
  costTotal: z.number(),
  /** Of discountTotal: the senior citizen / PWD 20% (FULL lines; the VAT removed before it not included). */
  specialDiscount20: z.number(),
  /** Of discountTotal: the senior citizen / PWD 5% on basic necessities and prime commodities (BASIC_NECESSITY lines). */
  specialDiscount5: z.number(),
  /** netSales − costTotal. */
  grossProfit: z.number(),
  /** grossProfit ÷ netSales, in percent (2 decimals); 0 without net sales. */
  margin: z.number(),
  /** netTotal ÷ orderCount. */
  averageBasket: z.number(),
});
export type SalesTotals = z.infer<typeof salesTotals>;

const marginOf = (profitCents: number, netCents: number) => (netCents === 0 ? 0 : Math.round((profitCents * 10_000) / netCents) / 100);

/**
 * The period's senior citizen / PWD discounts, the 20% and the 5% apart, of the sales as counted
 * (completed; a voided sale leaves sales_report_orders): the sale's own figures, or, narrowed to a
 * brand or category, those lines' special_discount_amount by the class they were sold under.
 */
async function specialDiscountTotals(tx: Tx, q: SalesReportQuery, shop: Shop): Promise<{ sc20: string; sc5: string }> {
  const result = await tx.execute<{ sc20: string; sc5: string }>(
    narrowed(q)
      ? sql`select coalesce(sum(i.special_discount_amount) filter (where i.special_discount_class = 'FULL'), 0)::text as sc20,
                   coalesce(sum(i.special_discount_amount) filter (where i.special_discount_class = 'BASIC_NECESSITY'), 0)::text as sc5
              from sales_report_lines l
              join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
              join sales_order_items i on i.tenant_id = l.tenant_id and i.id = l.sales_order_item_id
             where ${within(q, shop, 'l', 'sales_order_date')} and ${productFilter(q)} and i.special_discount_amount <> 0`
      : sql`select coalesce(sum(o.special_discount_total - o.basic_necessity_discount_total), 0)::text as sc20,
                   coalesce(sum(o.basic_necessity_discount_total), 0)::text as sc5
              from sales_report_orders r
              join sales_orders o on o.tenant_id = r.tenant_id and o.id = r.sales_order_id
             where ${within(q, shop, 'r', 'sales_order_date')} and o.special_discount_kind is not null`,
  );
  return result.rows[0] ?? { sc20: '0', sc5: '0' };
}

/** The period's totals (sales-totals). */
export async function salesReportTotals(tx: Tx, q: SalesReportQuery): Promise<SalesTotals> {
  const shop = tenantOf(tx);
  const [result, refunds, special] = await Promise.all([
    tx.execute<Record<string, unknown>>(
      fromHours(q) && !narrowed(q)
        ? sql`select coalesce(sum(h.order_count), 0)::int as orders, coalesce(sum(h.gross_total), 0)::text as gross,
                     coalesce(sum(h.discount_total), 0)::text as discount, coalesce(sum(h.net_total), 0)::text as net,
                     (select round(coalesce(sum(c.cost), 0), 2) from sales_cost_by_hour c where ${hourRange(q, shop, 'c')})::text as cost
                from sales_by_hour h where ${hourRange(q, shop)}`
        : sql`${salesCtes(q, shop)} select count(*)::int as orders, coalesce(sum(gross), 0)::text as gross, coalesce(sum(discount), 0)::text as discount,
                 coalesce(sum(net), 0)::text as net, round(coalesce(sum(cost), 0), 2)::text as cost from order_fig`,
    ),
    refundTotal(tx, q),
    specialDiscountTotals(tx, q, shop),
  ]);
  const r = result.rows[0]!;
  const orders = n(r.orders);
  const net = toCentavos(String(r.net));
  const cost = toCentavos(String(r.cost));
  const refund = toCentavos(refunds);
  return {
    orderCount: orders,
    grossTotal: toPesos(toCentavos(String(r.gross))),
    discountTotal: toPesos(toCentavos(String(r.discount))),
    refundTotal: toPesos(refund),
    netTotal: toPesos(net),
    netSales: toPesos(net - refund),
    costTotal: toPesos(cost),
    specialDiscount20: toPesos(toCentavos(String(special.sc20))),
    specialDiscount5: toPesos(toCentavos(String(special.sc5))),
    grossProfit: toPesos(net - refund - cost),
    margin: marginOf(net - refund - cost, net - refund),
    averageBasket: orders === 0 ? 0 : toPesos(Math.round(net / orders)),
  };
}

export const salesSeriesRow = z.object({
  /** The day, the week's Monday or the month's first day (YYYY-MM-DD). */
  period: z.string(),
  orderCount: z.number(),
  /** The sales' own net (before refunds). */
  netTotal: z.number(),
  /** Refunds paid out in the period (by payment date). */
  refundTotal: z.number(),
  /** netTotal − refundTotal. */
  netSales: z.number(),
  /** netSales − cost. */
  grossProfit: z.number(),
});
export type SalesSeriesRow = z.infer<typeof salesSeriesRow>;

/** Net sales, orders and gross profit per day, week (from Monday) or month of the caller's calendar; every period listed. */
export async function salesReportSeries(tx: Tx, q: SalesReportQuery, unit: SeriesUnit): Promise<SalesSeriesRow[]> {
  const bucketOf = (instant: SQL) => sql`date_trunc(${sql.raw(`'${unit}'`)}, ${instant} at time zone ${zoneLiteral(q.timeZone)})::date`;
  const bucket = bucketOf(sql`f.sales_order_date`);
  const hourBucket = bucketOf(sql`f.sales_hour`);
  const shop = tenantOf(tx);
  const refunds = new Map((await refundRows(tx, q, unit)).map((r) => [r.period, toCentavos(r.total)]));
  const result = await tx.execute<Record<string, unknown>>(
    fromHours(q) && !narrowed(q)
      ? sql`select ${hourBucket}::text as period, sum(f.orders)::int as orders, sum(f.net)::text as net, round(sum(f.cost), 2)::text as cost
              from (select h.sales_hour, h.order_count as orders, h.net_total as net, 0 as cost from sales_by_hour h where ${hourRange(q, shop)}
                    union all
                    select h.sales_hour, 0, 0, h.cost from sales_cost_by_hour h where ${hourRange(q, shop)}) f
             group by ${hourBucket}`
      : sql`${salesCtes(q, shop)} select ${bucket}::text as period, count(*)::int as orders, sum(f.net)::text as net, round(sum(f.cost), 2)::text as cost
          from order_fig f group by ${bucket}`,
  );
  const byPeriod = new Map(result.rows.map((r) => [String(r.period), r]));
  const series: SalesSeriesRow[] = [];
  for (let p = periodStart(q.from, unit); p <= q.to; p = nextPeriod(p, unit)) {
    const r = byPeriod.get(p);
    const net = r ? toCentavos(String(r.net)) : 0;
    const cost = r ? toCentavos(String(r.cost)) : 0;
    const refund = refunds.get(p) ?? 0;
    series.push({
      period: p,
      orderCount: r ? n(r.orders) : 0,
      netTotal: toPesos(net),
      refundTotal: toPesos(refund),
      netSales: toPesos(net - refund),
      grossProfit: toPesos(net - refund - cost),
    });
  }
  return series;
}

export const customerSalesRow = z.object({
  id: z.number(),
  customerId: z.number(),
  customerName: z.string(),
  orderCount: z.number(),
  grossTotal: z.number(),
  discountTotal: z.number(),
  netTotal: z.number(),
  costTotal: z.number(),
  grossProfit: z.number(),
  margin: z.number(),
  averageBasket: z.number(),
});
export type CustomerSalesRow = z.infer<typeof customerSalesRow>;

export const CUSTOMER_SORTS: Record<string, string> = {
  customerName: 'customer_name',
  orderCount: 'orders',
  grossTotal: 'gross',
  discountTotal: 'discount',
  netTotal: 'net',
  costTotal: 'cost',
  grossProfit: 'gross_profit',
  margin: 'margin',
  averageBasket: 'average_basket',
};

const orderBy = (sorts: readonly { column: string; direction: string }[], columns: Record<string, string>, fallback: SQL[]): SQL =>
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
 * From the rollups, a year's customers (50,000 on the benchmark shop) are grouped by merging the spans'
 * index reads in customer order (sales_by_customer_span_customer_idx), as the per-product statements
 * are: hashing them, PostgreSQL misjudged the group count and spilled to disk.
 */
const customerGrouping = (tx: Tx, q: SalesReportQuery) =>
  fromHours(q) && !narrowed(q) ? withoutJit(tx, { workMem: LARGE_GROUPING, sortedGrouping: true }) : withoutJit(tx);

function customerRows(q: SalesReportQuery, shop: Shop): SQL {
  if (fromHours(q) && !narrowed(q))
    return sql`with per_customer as (
      select h.customer_id, c.customer_name, h.orders, h.gross, h.discount, h.net, h.cost, h.net - h.cost as gross_profit,
             case when h.net = 0 then 0 else round((h.net - h.cost) * 100 / h.net, 2) end as margin,
             round(h.net / h.orders, 2) as average_basket
        from (select h.tenant_id, h.customer_id, sum(h.order_count)::int as orders, sum(h.gross_total) as gross, sum(h.discount_total) as discount,
                     sum(h.net_total) as net, round(sum(h.cost), 2) as cost
                from (${rollupOf('customer', q, shop)}) h
               group by h.tenant_id, h.customer_id having sum(h.order_count) > 0) h
        join customers c on c.tenant_id = ${shop} and c.tenant_id = h.tenant_id and c.id = h.customer_id
    )`;
  return sql`${salesCtes(q, shop)},
    per_customer as (
      select f.customer_id, c.customer_name, count(*)::int as orders, sum(f.gross) as gross, sum(f.discount) as discount,
             sum(f.net) as net, round(sum(f.cost), 2) as cost, sum(f.net) - round(sum(f.cost), 2) as gross_profit,
             case when sum(f.net) = 0 then 0 else round((sum(f.net) - round(sum(f.cost), 2)) * 100 / sum(f.net), 2) end as margin,
             round(sum(f.net) / count(*), 2) as average_basket
        from order_fig f join customers c on c.tenant_id = ${shop} and c.tenant_id = f.tenant_id and c.id = f.customer_id
       group by f.customer_id, c.customer_name
    )`;
}

function toCustomerRow(r: Record<string, unknown>): CustomerSalesRow {
  return {
    id: n(r.customer_id),
    customerId: n(r.customer_id),
    customerName: String(r.customer_name),
    orderCount: n(r.orders),
    grossTotal: n(r.gross),
    discountTotal: n(r.discount),
    netTotal: n(r.net),
    costTotal: n(r.cost),
    grossProfit: n(r.gross_profit),
    margin: n(r.margin),
    averageBasket: n(r.average_basket),
  };
}

const pageMeta = (page: number, pageSize: number, total: number) => ({
  current_page: page,
  per_page: pageSize,
  total,
  last_page: Math.max(1, Math.ceil(total / pageSize)),
});

/** Per customer: orders, gross, discounts, net, cost, gross profit, margin, average basket; a page, sortable by any column. */
export async function customerSales(tx: Tx, q: SalesReportQuery) {
  await customerGrouping(tx, q);
  const sorts = q.rest.sorts.length > 0 ? q.rest.sorts : [{ column: 'netTotal', direction: 'desc' as const }];
  const offset = (q.rest.page - 1) * q.rest.pageSize;
  const body = customerRows(q, tenantOf(tx));
  // The page and the number of rows in one pass over the period (counted apart only past the last page).
  const rows = await tx.execute<Record<string, unknown>>(
    sql`${body} select *, count(*) over () as total_rows from per_customer
        order by ${orderBy(sorts, CUSTOMER_SORTS, [sql`customer_name asc`, sql`customer_id asc`])}
        limit ${q.rest.pageSize} offset ${offset}`,
  );
  const total =
    rows.rows.length > 0
      ? n(rows.rows[0]!.total_rows)
      : n((await tx.execute<{ total: number }>(sql`${body} select count(*)::int as total from per_customer`)).rows[0]?.total);
  return { data: rows.rows.map(toCustomerRow), meta: pageMeta(q.rest.page, q.rest.pageSize, total) };
}

/** The customers who bought the most (net) in the period. */
export async function topCustomers(tx: Tx, q: SalesReportQuery, limit: number): Promise<CustomerSalesRow[]> {
  await customerGrouping(tx, q);
  const rows = await tx.execute<Record<string, unknown>>(
    sql`${customerRows(q, tenantOf(tx))} select * from per_customer order by net desc, customer_name asc, customer_id asc limit ${limit}`,
  );
  return rows.rows.map(toCustomerRow);
}

export const productSalesRow = z.object({
  id: z.number(),
  productId: z.number(),
  sku: z.string(),
  productName: z.string(),
  baseUnit: z.string().nullable(),
  /** Sold, in the product's base unit. */
  quantity: z.number(),
  grossTotal: z.number(),
  discountTotal: z.number(),
  /** The lines' shares of their sales' net totals. */
  netTotal: z.number(),
  costTotal: z.number(),
  grossProfit: z.number(),
  margin: z.number(),
  /** Returned in the period (RMAs dated in it that were not rejected), in base units. */
  returnedQuantity: z.number(),
});
export type ProductSalesRow = z.infer<typeof productSalesRow>;

export const PRODUCT_SORTS: Record<string, string> = {
  sku: 'sku',
  productName: 'product_name',
  baseUnit: 'base_unit',
  quantity: 'quantity',
  grossTotal: 'gross',
  discountTotal: 'discount',
  netTotal: 'net',
  costTotal: 'cost',
  grossProfit: 'gross_profit',
  margin: 'margin',
  returnedQuantity: 'returned',
};

/** Per product returned in the period (RMAs dated in it that were not rejected), of the filters asked; `only` those products. */
function returnedRows(q: SalesReportQuery, shop: Shop, only?: readonly number[]): SQL {
  const returnFilters: SQL[] = [
    sql`ri.tenant_id = ${shop}`,
    sql`r.status <> 'REJECTED'`,
    sql`r.rma_date >= ${q.from}::date`,
    sql`r.rma_date <= ${q.to}::date`,
    productFilter(q),
  ];
  if (q.salesChannelId !== undefined)
    returnFilters.push(
      sql`exists (select 1 from sales_orders o where o.tenant_id = r.tenant_id and o.id = r.sales_order_id and o.sales_channel_id = ${q.salesChannelId})`,
    );
  if (q.customerId !== undefined) returnFilters.push(sql`r.customer_id = ${q.customerId}`);
  if (only) returnFilters.push(sql`ri.product_id = any(${idArray(only)})`);
  return sql`select ri.tenant_id, ri.product_id, sum(ri.base_quantity) as returned
        from rma_items ri
        join rmas r on r.tenant_id = ri.tenant_id and r.id = ri.rma_id
        join products p on p.tenant_id = ri.tenant_id and p.id = ri.product_id
       where ${sql.join(returnFilters, sql` and `)}
       group by ri.tenant_id, ri.product_id`;
}

/**
 * Per product sold or returned in the period: `figures` (per product id, every row the filters keep,
 * or `only` the products given) and `per_product` (with SKU, name and base unit; narrowed to the rows
 * up to `page` when given).
 */
function productRows(
  q: SalesReportQuery,
  shop: Shop,
  page?: { column: string; desc: boolean; rows: number },
  only?: readonly number[],
): SQL {
  const search = q.rest.globalFilter?.trim();
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const sold = fromHours(q)
    ? sql`select h.tenant_id, h.product_id, sum(h.quantity) as quantity, sum(h.gross_amount) as gross, sum(h.gross_amount) - sum(h.net) as discount,
                 sum(h.net) as net, round(sum(h.cost), 2) as cost
            from (${rollupOf('product', q, shop)}) h
            ${brandOrCategoryJoin(q, shop)}
           ${only ? sql`where h.product_id = any(${idArray(only)})` : sql``}
           group by h.tenant_id, h.product_id having sum(h.line_count) > 0`
    : sql`select l.tenant_id, l.product_id, sum(l.base_quantity) as quantity, sum(l.gross_amount) as gross, sum(l.gross_amount) - sum(l.net) as discount,
                 sum(l.net) as net, round(sum(l.cost), 2) as cost
            from line l ${only ? sql`where l.product_id = any(${idArray(only)})` : sql``} group by l.tenant_id, l.product_id`;
  // A search, or the page's edge (pageFirst, which a search never has).
  const narrowing = like
    ? sql`where p.sku ilike ${like} or p.product_name ilike ${like}`
    : page
      ? sql`where f.${sql.identifier(page.column)} ${sql.raw(page.desc ? '>=' : '<=')} coalesce((select value from boundary), f.${sql.identifier(page.column)})`
      : sql``;
  return sql`${salesCtes(q, shop)},
    sold as (${sold}),
    returned as (${returnedRows(q, shop, only)}),
    figures as (
      select coalesce(s.tenant_id, rt.tenant_id) as tenant_id, coalesce(s.product_id, rt.product_id) as product_id,
             coalesce(s.quantity, 0) as quantity, coalesce(s.gross, 0) as gross, coalesce(s.discount, 0) as discount,
             coalesce(s.net, 0) as net, coalesce(s.cost, 0) as cost, coalesce(s.net, 0) - coalesce(s.cost, 0) as gross_profit,
             case when coalesce(s.net, 0) = 0 then 0 else round((s.net - s.cost) * 100 / s.net, 2) end as margin,
             coalesce(rt.returned, 0) as returned
        from sold s
        full join returned rt on rt.tenant_id = s.tenant_id and rt.product_id = s.product_id
    ),${
      page
        ? sql`
    boundary as (
      select ${sql.identifier(page.column)} as value from figures
       order by ${sql.identifier(page.column)} ${sql.raw(page.desc ? 'desc' : 'asc')} limit 1 offset ${page.rows - 1}
    ),`
        : sql``
    }
    per_product as (
      select p.id as product_id, p.sku, p.product_name, u.unit as base_unit, f.quantity, f.gross, f.discount, f.net, f.cost,
             f.gross_profit, f.margin, f.returned
        from figures f
        join products p on p.tenant_id = ${shop} and p.tenant_id = f.tenant_id and p.id = f.product_id
        left join units_of_measure u on u.tenant_id = p.tenant_id and u.unit_class_id = p.unit_class_id and u.is_base
       ${narrowing}
    )`;
}

/**
 * A page sorted by one figure (net sales, quantity, …) and not searched is found among the figures
 * before any product is read: only the rows up to the page's last one, and those tied with it, are
 * joined to their products and ordered in full (name and id break ties). Otherwise every row is.
 */
function pageFirst(sorts: readonly { column: string; direction: string }[], q: SalesReportQuery, rows: number) {
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

export const productSalesTotals = z.object({
  productCount: z.number(),
  quantity: z.number(),
  grossTotal: z.number(),
  discountTotal: z.number(),
  netTotal: z.number(),
  costTotal: z.number(),
  grossProfit: z.number(),
  margin: z.number(),
  returnedQuantity: z.number(),
});

const productFallbackOrder = [sql`product_name asc`, sql`product_id asc`];

/** One page of the per-product report, sorted by any column (default net sales, highest first). */
export async function productSales(tx: Tx, q: SalesReportQuery) {
  await withoutJit(tx, { workMem: LARGE_GROUPING, sortedGrouping: true });
  const sorts = q.rest.sorts.length > 0 ? q.rest.sorts : [{ column: 'netTotal', direction: 'desc' as const }];
  const offset = (q.rest.page - 1) * q.rest.pageSize;
  const best = await bestSellers(tx, q, sorts, offset + q.rest.pageSize);
  if (best) {
    const rows = await tx.execute<Record<string, unknown>>(
      sql`${productRows(q, tenantOf(tx), undefined, best)} select * from per_product
          order by ${orderBy(sorts, PRODUCT_SORTS, productFallbackOrder)} limit ${q.rest.pageSize} offset ${offset}`,
    );
    return { data: rows.rows.map(toProductRow), meta: pageMeta(q.rest.page, q.rest.pageSize, await productCount(tx, q)) };
  }
  const page = pageFirst(sorts, q, offset + q.rest.pageSize);
  const body = productRows(q, tenantOf(tx), page);
  // The page and the number of rows in one pass over the period (counted apart only past the last page).
  const rows = await tx.execute<Record<string, unknown>>(
    sql`${body} select *, ${page ? sql`(select count(*) from figures)` : sql`count(*) over ()`} as total_rows from per_product
        order by ${orderBy(sorts, PRODUCT_SORTS, productFallbackOrder)} limit ${q.rest.pageSize} offset ${offset}`,
  );
  const total =
    rows.rows.length > 0
      ? n(rows.rows[0]!.total_rows)
      : n((await tx.execute<{ total: number }>(sql`${body} select count(*)::int as total from per_product`)).rows[0]?.total);
  return { data: rows.rows.map(toProductRow), meta: pageMeta(q.rest.page, q.rest.pageSize, total) };
}

/** Every product row (an export), in the list's order. */
export async function allProductSales(tx: Tx, q: SalesReportQuery, limit: number): Promise<ProductSalesRow[]> {
  await withoutJit(tx, { workMem: LARGE_GROUPING, sortedGrouping: true });
  const sorts = q.rest.sorts.length > 0 ? q.rest.sorts : [{ column: 'netTotal', direction: 'desc' as const }];
  const best = await bestSellers(tx, q, sorts, limit);
  const rows = await tx.execute<Record<string, unknown>>(
    best
      ? sql`${productRows(q, tenantOf(tx), undefined, best)} select * from per_product order by ${orderBy(sorts, PRODUCT_SORTS, productFallbackOrder)} limit ${limit}`
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
async function bestSellers(tx: Tx, q: SalesReportQuery, sorts: readonly { column: string; direction: string }[], rows: number) {
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
  const shop = tenantOf(tx);
  const result = await tx.execute<{ total: number }>(sql`
    with sold as (
      select h.tenant_id, h.product_id
        from (${rollupRows('product', ['line_count'], { shop, ...periodInstants(q), salesChannelId: q.salesChannelId })}) h
        ${brandOrCategoryJoin(q, shop)}
       group by h.tenant_id, h.product_id having sum(h.line_count) > 0
    ), returned as (${returnedRows(q, shop)})
    select count(*)::int as total from sold s full join returned rt on rt.tenant_id = s.tenant_id and rt.product_id = s.product_id`);
  return n(result.rows[0]?.total);
}

/** The statement allProductSales runs, for an export that reads it page by page. */
export function allProductSalesStatement(tx: Tx, q: SalesReportQuery, limit: number): SQL {
  const sorts = q.rest.sorts.length > 0 ? q.rest.sorts : [{ column: 'netTotal', direction: 'desc' as const }];
  return sql`${productRows(q, tenantOf(tx), pageFirst(sorts, q, limit))} select * from per_product order by ${orderBy(sorts, PRODUCT_SORTS, productFallbackOrder)} limit ${limit}`;
}

/** The best-selling products (net) in the period. */
export const topProducts = (tx: Tx, q: SalesReportQuery, limit: number) =>
  allProductSales(tx, { ...q, rest: { ...q.rest, sorts: [{ column: 'netTotal', direction: 'desc' }] } }, limit);

/** The per-product report's totals over every row the filters keep. */
export async function productSalesTotalsOf(tx: Tx, q: SalesReportQuery): Promise<z.infer<typeof productSalesTotals>> {
  await withoutJit(tx, { workMem: LARGE_GROUPING, sortedGrouping: true });
  const search = q.rest.globalFilter?.trim();
  const result = await tx.execute<Record<string, unknown>>(
    !search && fromHours(q)
      ? productTotalsFromRollups(q, tenantOf(tx))
      : sql`${productRows(q, tenantOf(tx))} select count(*)::int as products, coalesce(sum(quantity), 0) as quantity, coalesce(sum(gross), 0) as gross,
          coalesce(sum(discount), 0) as discount, coalesce(sum(net), 0) as net, coalesce(sum(cost), 0) as cost,
          coalesce(sum(returned), 0) as returned from ${search ? sql`per_product` : sql`figures`}`,
  );
  const r = result.rows[0]!;
  const net = toCentavos(String(r.net));
  const cost = toCentavos(String(r.cost));
  return {
    productCount: n(r.products),
    quantity: n(r.quantity),
    grossTotal: n(r.gross),
    discountTotal: n(r.discount),
    netTotal: toPesos(net),
    costTotal: toPesos(cost),
    grossProfit: toPesos(net - cost),
    margin: marginOf(net - cost, net),
    returnedQuantity: n(r.returned),
  };
}

/**
 * The per-product totals from the rollups without summing each figure per product: the count and
 * the cost (each product's rounded to the centavo, as its row shows it) are grouped per product, the
 * other figures are plain sums of the period's rollup rows — the same, since a product whose lines
 * were all taken back has rows of nothing but zeros.
 */
function productTotalsFromRollups(q: SalesReportQuery, shop: Shop): SQL {
  const rows = (
    columns: string[],
  ) => sql`(${rollupRows('product', columns, { shop, ...periodInstants(q), salesChannelId: q.salesChannelId })}) h
        ${brandOrCategoryJoin(q, shop)}`;
  return sql`
    with sold as (
      select h.product_id, round(sum(h.cost), 2) as cost from ${rows(['line_count', 'cost'])}
       group by h.product_id having sum(h.line_count) > 0
    ), returned as (${returnedRows(q, shop)}),
    flows as (
      select coalesce(sum(h.quantity), 0) as quantity, coalesce(sum(h.gross_amount), 0) as gross, coalesce(sum(h.net), 0) as net
        from ${rows(['quantity', 'gross_amount', 'net'])}
    )
    select (select count(*)::int from sold s full join returned rt on rt.product_id = s.product_id) as products,
           f.quantity, f.gross, f.gross - f.net as discount, f.net, (select coalesce(sum(cost), 0) from sold) as cost,
           (select coalesce(sum(returned), 0) from returned) as returned
      from flows f`;
}

export const exportedSale = z.object({
  salesOrderNumber: z.string(),
  localDate: z.date(),
  customerName: z.string(),
  salesChannel: z.string(),
  gross: z.number(),
  discount: z.number(),
  /** Of discount: the senior citizen / PWD 20% and the 5% on basic necessities (narrowed: those lines'). */
  specialDiscount20: z.number(),
  specialDiscount5: z.number(),
  net: z.number(),
  cost: z.number(),
});
export type ExportedSale = z.infer<typeof exportedSale>;

/** The period's sales as the exports list them, oldest first (local date and time as a wall-clock Date), read page by page. */
export function exportedSalesStatement(tx: Tx, q: SalesReportQuery, limit: number): SQL {
  const shop = tenantOf(tx);
  const special = narrowed(q)
    ? sql`(select coalesce(sum(i.special_discount_amount) filter (where i.special_discount_class = 'FULL'), 0)
             from line l join sales_order_items i on i.tenant_id = l.tenant_id and i.id = l.sales_order_item_id
            where l.tenant_id = f.tenant_id and l.sales_order_id = f.id) as sc20,
          (select coalesce(sum(i.special_discount_amount) filter (where i.special_discount_class = 'BASIC_NECESSITY'), 0)
             from line l join sales_order_items i on i.tenant_id = l.tenant_id and i.id = l.sales_order_item_id
            where l.tenant_id = f.tenant_id and l.sales_order_id = f.id) as sc5`
    : sql`o.special_discount_total - o.basic_necessity_discount_total as sc20, o.basic_necessity_discount_total as sc5`;
  return sql`${salesCtes(q, shop)} select o.sales_order_number, to_char(f.sales_order_date at time zone ${zoneLiteral(q.timeZone)}, 'YYYY-MM-DD"T"HH24:MI:SS') as local_date,
          c.customer_name, ch.name as channel, f.gross, f.discount, ${special}, f.net, round(f.cost, 2) as cost
          from order_fig f
          join sales_orders o on o.tenant_id = ${shop} and o.tenant_id = f.tenant_id and o.id = f.id
          join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
          join sales_channels ch on ch.tenant_id = o.tenant_id and ch.id = o.sales_channel_id
         order by f.sales_order_date, f.id limit ${limit}`;
}

export function toExportedSale(r: Record<string, unknown>): ExportedSale {
  return {
    salesOrderNumber: String(r.sales_order_number),
    localDate: new Date(`${String(r.local_date)}Z`),
    customerName: String(r.customer_name),
    salesChannel: String(r.channel),
    gross: n(r.gross),
    discount: n(r.discount),
    specialDiscount20: n(r.sc20),
    specialDiscount5: n(r.sc5),
    net: n(r.net),
    cost: n(r.cost),
  };
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

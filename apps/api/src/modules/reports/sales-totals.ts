import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { toCentavos, toPesos, type Centavos } from '@oim/shared/pos/money';
import { tenantOf, type Tx } from '../../db/client';
import { nextPeriod, periodStart, type SeriesUnit } from './expense-report';
import { zoneLiteral } from './report-period';
import { n, percentShare } from './report-rows';
import { fromHours, hourRange, narrowed, productFilter, salesCtes, within, type SalesReportQuery, type Shop } from './sales-report';

// The sales report's totals over the period and its series per day, week or month.

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

/**
 * What every sales view derives from the number of sales, their net (before refunds), the refunds
 * paid and the cost, all in centavos: net sales, gross profit, its margin and the average basket.
 */
export function salesFigures(orders: number, net: Centavos, refund: Centavos, cost: Centavos) {
  return {
    netSales: toPesos(net - refund),
    grossProfit: toPesos(net - refund - cost),
    margin: percentShare(net - refund - cost, net - refund),
    averageBasket: orders === 0 ? 0 : toPesos(Math.round(net / orders)),
  };
}

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
  const figures = salesFigures(orders, net, refund, cost);
  return {
    orderCount: orders,
    grossTotal: toPesos(toCentavos(String(r.gross))),
    discountTotal: toPesos(toCentavos(String(r.discount))),
    refundTotal: toPesos(refund),
    netTotal: toPesos(net),
    netSales: figures.netSales,
    costTotal: toPesos(cost),
    specialDiscount20: toPesos(toCentavos(String(special.sc20))),
    specialDiscount5: toPesos(toCentavos(String(special.sc5))),
    grossProfit: figures.grossProfit,
    margin: figures.margin,
    averageBasket: figures.averageBasket,
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
    const orders = r ? n(r.orders) : 0;
    const { netSales, grossProfit } = salesFigures(orders, net, refund, cost);
    series.push({ period: p, orderCount: orders, netTotal: toPesos(net), refundTotal: toPesos(refund), netSales, grossProfit });
  }
  return series;
}

import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { hasPermission, type Permission } from '@oim/shared/permissions';
import { toPesos } from '@oim/shared/pos/money';
import { tenantOf, type Tx } from '../../db/client';
import { readListQuery } from '../../platform/resource/list';
import { addDays, dayRange, todayIn } from '../../platform/time-zone';
import { dailyRefunds, dailyTotalsFromHours, dailyTotalsFromOrders, everyDay, type DailySalesQuery, type DayTotals } from './daily-sales';
import { lowStockCount } from './low-stock';
import { periodOfWholeHours, readReportPeriod, utcDay, zoneLiteral, zoneNamed } from './report-period';
import { topProducts as topProductsByNetSales } from './product-sales';
import { centavosOf, n, withoutJit } from './report-rows';
import { salesFigures } from './sales-totals';

/** A figure of the chosen period beside the same figure of the period of equal length just before it. */
const compared = z.object({ current: z.number(), previous: z.number() });

export const dashboardAnswer = z.object({
  period: z.object({
    from: z.string(),
    to: z.string(),
    previousFrom: z.string(),
    previousTo: z.string(),
    today: z.string(),
    timezone: z.string(),
    salesChannelId: z.number().nullable(),
  }),
  /** View Sales Reports. */
  sales: z
    .object({
      /** Completed sales' net total less the refunds paid out for returns in the period. */
      netSales: compared,
      orders: compared,
      /** Completed sales' net total ÷ their number (refunds not taken off). */
      averageBasket: compared,
      /** Net sales (after refunds) less the cost the sales' lines stored when sold, as the sales report's. */
      grossProfit: compared,
      refunds: compared,
    })
    .optional(),
  salesByHour: z.array(z.object({ hour: z.number(), orderCount: z.number(), netTotal: z.number() })).optional(),
  /** netTotal: the day's sales (before refunds); netSales: less the refunds paid that day, as the daily sales report's. */
  salesByDay: z.array(z.object({ date: z.string(), orderCount: z.number(), netTotal: z.number(), netSales: z.number() })).optional(),
  topProducts: z
    .array(z.object({ productId: z.number(), sku: z.string(), productName: z.string(), quantity: z.number(), netSales: z.number() }))
    .optional(),
  paymentMix: z
    .array(z.object({ paymentTypeName: z.string(), category: z.string(), orderCount: z.number(), total: z.number() }))
    .optional(),
  /** View Low Stock Report. */
  lowStock: z.object({ count: z.number() }).optional(),
  /** View Receivables. */
  receivables: z
    .object({ overdueCount: z.number(), overdueTotal: z.number(), dueThisWeekCount: z.number(), dueThisWeekTotal: z.number() })
    .optional(),
  /** View Payables. */
  payables: z
    .object({ overdueCount: z.number(), overdueTotal: z.number(), dueThisWeekCount: z.number(), dueThisWeekTotal: z.number() })
    .optional(),
  /** View Job Order: job orders neither released nor cancelled, per status. */
  jobOrders: z.object({ open: z.number(), byStatus: z.array(z.object({ status: z.string(), count: z.number() })) }).optional(),
  /** View Sales Orders: the 10 latest completed sales. */
  recentSales: z
    .array(
      z.object({
        id: z.number(),
        salesOrderNumber: z.string(),
        salesOrderDate: z.string(),
        customerName: z.string(),
        netTotal: z.number(),
      }),
    )
    .optional(),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;

export type DashboardQuery = DailySalesQuery & { previousFrom: string; previousTo: string; today: string };

/**
 * Reads the dashboard's query: `salesOrderDate[between]=from,to` (or gte/lte/one day; default this
 * month), `salesChannelId`, `timezone`/`timezoneOffset` (default Manila). The previous period is
 * the one of as many days ending the day before `from`. Unknown filters 400, bad values 422.
 */
export function readDashboardQuery(params: unknown, now = new Date()): DashboardQuery {
  const period = readReportPeriod(readListQuery(params), { dateColumn: 'salesOrderDate', idFilters: ['salesChannelId'], now });
  const days = Math.round((utcDay(period.to) - utcDay(period.from)) / 86_400_000) + 1;
  const previousTo = addDays(period.from, -1);
  const salesChannelId = period.ids.salesChannelId;
  const zone = zoneNamed(period.timeZone);
  const today = 'name' in zone ? todayIn(zone.name, now) : new Date(now.getTime() + zone.offsetMinutes * 60_000).toISOString().slice(0, 10);
  return {
    from: period.from,
    to: period.to,
    timeZone: period.timeZone,
    previousFrom: addDays(previousTo, -(days - 1)),
    previousTo,
    today,
    ...(salesChannelId !== undefined ? { salesChannelId } : {}),
  };
}

/** The instants of a run of the query's calendar days. */
function instants(q: DashboardQuery, from: string, to: string) {
  const zone = zoneNamed(q.timeZone);
  return { start: dayRange(zone, from).from, end: dayRange(zone, to).to };
}

const channelOf = (q: DashboardQuery, column: SQL): SQL =>
  q.salesChannelId === undefined ? sql`true` : sql`${column} = ${q.salesChannelId}`;

async function dayTotals(tx: Tx, q: DashboardQuery, from: string, to: string): Promise<DayTotals[]> {
  const range: DailySalesQuery = { ...q, from, to };
  return (await dailyTotalsFromHours(tx, range)) ?? (await dailyTotalsFromOrders(tx, range));
}

const sum = (rows: DayTotals[], pick: (r: DayTotals) => unknown) => rows.reduce((total, r) => total + centavosOf(pick(r)), 0);

/** Refunds paid out and the cost of the completed sales' lines, in the period and the previous one (one statement each). */
async function refundsAndCost(tx: Tx, q: DashboardQuery) {
  const now = instants(q, q.from, q.to);
  const before = instants(q, q.previousFrom, q.previousTo);
  const shop = tenantOf(tx);
  const refunds = await tx.execute<Record<string, unknown>>(sql`
    select coalesce(sum(p.amount) filter (where p.payment_date between ${q.from}::date and ${q.to}::date), 0) as current,
           coalesce(sum(p.amount) filter (where p.payment_date between ${q.previousFrom}::date and ${q.previousTo}::date), 0) as previous
      from payments p
      ${q.salesChannelId === undefined ? sql`` : sql`join sales_orders o on o.tenant_id = p.tenant_id and o.id = p.sales_order_id`}
     where p.tenant_id = ${shop} and p.kind = 'REFUND' and p.status = 'POSTED'
       and p.payment_date between ${q.previousFrom}::date and ${q.to}::date
       and ${channelOf(q, sql`o.sales_channel_id`)}`);
  // A bundle's own line stores no cost; its components do. Each line's cost rounded to the centavo,
  // summed per hour by the rollup (sales_cost_by_hour.rounded_cost) when the zone's days are whole hours.
  const cost = periodOfWholeHours({ from: q.previousFrom, to: q.to, timeZone: q.timeZone })
    ? await tx.execute<Record<string, unknown>>(sql`
    select coalesce(sum(h.rounded_cost) filter (where h.sales_hour >= ${now.start}), 0) as current,
           coalesce(sum(h.rounded_cost) filter (where h.sales_hour < ${now.start}), 0) as previous
      from sales_cost_by_hour h
     where h.tenant_id = ${shop} and h.sales_hour >= ${before.start} and h.sales_hour <= ${now.end} and ${channelOf(q, sql`h.sales_channel_id`)}`)
    : await tx.execute<Record<string, unknown>>(sql`
    select coalesce(sum(round(i.base_quantity * i.unit_cost, 2)) filter (where o.sales_order_date >= ${now.start}), 0) as current,
           coalesce(sum(round(i.base_quantity * i.unit_cost, 2)) filter (where o.sales_order_date < ${now.start}), 0) as previous
      from sales_orders o
      join sales_order_items i on i.tenant_id = o.tenant_id and i.sales_order_id = o.id
     where o.tenant_id = ${shop} and o.status = 'COMPLETED' and o.sales_order_date >= ${before.start} and o.sales_order_date <= ${now.end}
       and i.unit_cost is not null and ${channelOf(q, sql`o.sales_channel_id`)}`);
  return { refunds: refunds.rows[0]!, cost: cost.rows[0]! };
}

/** Completed sales of today per hour of the zone's clock (hours without sales as zeros). */
async function salesByHour(tx: Tx, q: DashboardQuery) {
  const today = instants(q, q.today, q.today);
  const tz = zoneLiteral(q.timeZone);
  const shop = tenantOf(tx);
  const fromRollup = await tx.execute<Record<string, unknown>>(sql`
    select extract(hour from (h.sales_hour at time zone ${tz}))::int as hour, sum(h.order_count)::int as orders, sum(h.net_total) as net,
           bool_and(date_trunc('hour', h.sales_hour at time zone ${tz}) = (h.sales_hour at time zone ${tz})) as whole
      from sales_by_hour h
     where h.tenant_id = ${shop} and h.sales_hour >= ${new Date(Math.floor(today.start.getTime() / 3_600_000) * 3_600_000)} and h.sales_hour <= ${today.end}
       and ${channelOf(q, sql`h.sales_channel_id`)}
     group by 1`);
  // A zone whose hours are not the rollup's (+05:30) is read from the orders themselves.
  const rows = fromRollup.rows.every((r) => r.whole)
    ? fromRollup.rows
    : (
        await tx.execute<Record<string, unknown>>(sql`
          select extract(hour from (o.sales_order_date at time zone ${tz}))::int as hour, count(*)::int as orders, sum(o.net_total) as net
            from sales_orders o
           where o.tenant_id = ${shop} and o.status = 'COMPLETED' and o.sales_order_date >= ${today.start} and o.sales_order_date <= ${today.end}
             and ${channelOf(q, sql`o.sales_channel_id`)}
           group by 1`)
      ).rows;
  const byHour = new Map(rows.map((r) => [n(r.hour), r]));
  return Array.from({ length: 24 }, (_, hour) => ({ hour, orderCount: n(byHour.get(hour)?.orders), netTotal: n(byHour.get(hour)?.net) }));
}

/**
 * The 5 products with the highest net sales in the period, ranked as the sales report's top products
 * (each line's share of its sale's net, after order discounts; a bundle as itself).
 */
async function topProducts(tx: Tx, q: DashboardQuery) {
  const rows = await topProductsByNetSales(
    tx,
    { from: q.from, to: q.to, timeZone: q.timeZone, ids: {}, rest: readListQuery({}), salesChannelId: q.salesChannelId },
    5,
  );
  // The sales report also lists products only returned in the period; the card shows what sold.
  return rows
    .filter((r) => r.quantity !== 0 || r.netTotal !== 0)
    .map((r) => ({ productId: r.productId, sku: r.sku, productName: r.productName, quantity: r.quantity, netSales: r.netTotal }));
}

/** What the period's completed sales were paid with, per payment type, largest first. */
async function paymentMix(tx: Tx, q: DashboardQuery) {
  const now = instants(q, q.from, q.to);
  const shop = tenantOf(tx);
  // The rollup counts a sale once per payment type it was paid with.
  const result = periodOfWholeHours(q)
    ? await tx.execute<Record<string, unknown>>(sql`
    select t.name, t.category, sum(h.order_count)::int as orders, sum(h.total) as total
      from sales_by_payment_hour h
      join payment_types t on t.tenant_id = h.tenant_id and t.id = h.payment_type_id
     where h.tenant_id = ${shop} and h.sales_hour >= ${now.start} and h.sales_hour <= ${now.end} and ${channelOf(q, sql`h.sales_channel_id`)}
     group by t.name, t.category
    having sum(h.order_count) > 0
     order by total desc, t.name`)
    : await tx.execute<Record<string, unknown>>(sql`
    select t.name, t.category, count(distinct p.sales_order_id)::int as orders, sum(p.paid_amount) as total
      from sales_orders o
      join sales_order_payments p on p.tenant_id = o.tenant_id and p.sales_order_id = o.id
      join payment_types t on t.tenant_id = p.tenant_id and t.id = p.payment_type_id
     where o.tenant_id = ${shop} and o.status = 'COMPLETED' and o.sales_order_date >= ${now.start} and o.sales_order_date <= ${now.end}
       and ${channelOf(q, sql`o.sales_channel_id`)}
     group by t.name, t.category
     order by total desc, t.name`);
  return result.rows.map((r) => ({
    paymentTypeName: r.name as string,
    category: r.category as string,
    orderCount: n(r.orders),
    total: n(r.total),
  }));
}

/** Open documents overdue (due before today) and due from today to six days on, of receivables or payables. */
async function dues(tx: Tx, table: 'receivables' | 'payables', today: string) {
  const weekEnd = addDays(today, 6);
  const result = await tx.execute<Record<string, unknown>>(sql`
    select count(*) filter (where due_date < ${today}::date)::int as overdue_count,
           coalesce(sum(balance) filter (where due_date < ${today}::date), 0) as overdue_total,
           count(*) filter (where due_date between ${today}::date and ${weekEnd}::date)::int as week_count,
           coalesce(sum(balance) filter (where due_date between ${today}::date and ${weekEnd}::date), 0) as week_total
      from ${sql.identifier(table)}
     where tenant_id = ${tenantOf(tx)} and status in ('OPEN', 'PARTIAL') and balance > 0 and due_date <= ${weekEnd}::date`);
  const r = result.rows[0]!;
  return {
    overdueCount: n(r.overdue_count),
    overdueTotal: n(r.overdue_total),
    dueThisWeekCount: n(r.week_count),
    dueThisWeekTotal: n(r.week_total),
  };
}

async function openJobOrders(tx: Tx) {
  const result = await tx.execute<Record<string, unknown>>(sql`
    select status, count(*)::int as count from service_orders where tenant_id = ${tenantOf(tx)} and status not in ('RELEASED', 'CANCELLED') group by status`);
  const byStatus = result.rows.map((r) => ({ status: r.status as string, count: n(r.count) }));
  return { open: byStatus.reduce((total, s) => total + s.count, 0), byStatus };
}

async function recentSales(tx: Tx, q: DashboardQuery) {
  const result = await tx.execute<Record<string, unknown>>(sql`
    select o.id, o.sales_order_number, o.sales_order_date, c.customer_name, o.net_total
      from sales_orders o
      join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
     where o.tenant_id = ${tenantOf(tx)} and o.status = 'COMPLETED' and ${channelOf(q, sql`o.sales_channel_id`)}
     order by o.sales_order_date desc, o.id desc
     limit 10`);
  return result.rows.map((r) => ({
    id: n(r.id),
    salesOrderNumber: r.sales_order_number as string,
    salesOrderDate: new Date(r.sales_order_date as string | Date).toISOString(),
    customerName: r.customer_name as string,
    netTotal: n(r.net_total),
  }));
}

/**
 * Store Insights: every card the caller may see, each only with the permission of the report it
 * comes from (the others are left out of the answer). Sales totals come from the hourly rollup.
 */
export async function storeInsights(tx: Tx, q: DashboardQuery, permissions: ReadonlySet<string>): Promise<DashboardAnswer> {
  const may = (p: Permission) => hasPermission(permissions, p);
  await withoutJit(tx);
  const answer: DashboardAnswer = {
    period: {
      from: q.from,
      to: q.to,
      previousFrom: q.previousFrom,
      previousTo: q.previousTo,
      today: q.today,
      timezone: q.timeZone,
      salesChannelId: q.salesChannelId ?? null,
    },
  };
  if (may('View Sales Reports')) {
    const current = await dayTotals(tx, q, q.from, q.to);
    const previous = await dayTotals(tx, q, q.previousFrom, q.previousTo);
    const { refunds, cost } = await refundsAndCost(tx, q);
    const figures = (rows: DayTotals[], refunded: unknown, costed: unknown) => {
      const orders = rows.reduce((total, r) => total + n(r.orders), 0);
      const refund = centavosOf(refunded);
      const { netSales, averageBasket, grossProfit } = salesFigures(
        orders,
        sum(rows, (r) => r.net),
        refund,
        centavosOf(costed),
      );
      return { orders, netSales, averageBasket, grossProfit, refunds: toPesos(refund) };
    };
    const now = figures(current, refunds.current, cost.current);
    const then = figures(previous, refunds.previous, cost.previous);
    const pair = (key: keyof typeof now) => ({ current: now[key], previous: then[key] });
    answer.sales = {
      netSales: pair('netSales'),
      orders: pair('orders'),
      averageBasket: pair('averageBasket'),
      grossProfit: pair('grossProfit'),
      refunds: pair('refunds'),
    };
    answer.salesByDay = everyDay(q, current, new Map(), await dailyRefunds(tx, q)).map((d) => ({
      date: d.date,
      orderCount: d.orderCount,
      netTotal: d.netTotal,
      netSales: d.netSales,
    }));
    answer.salesByHour = await salesByHour(tx, q);
    answer.topProducts = await topProducts(tx, q);
    answer.paymentMix = await paymentMix(tx, q);
  }
  if (may('View Low Stock Report')) answer.lowStock = { count: await lowStockCount(tx) };
  if (may('View Receivables')) answer.receivables = await dues(tx, 'receivables', q.today);
  if (may('View Payables')) answer.payables = await dues(tx, 'payables', q.today);
  if (may('View Job Order')) answer.jobOrders = await openJobOrders(tx);
  if (may('View Sales Orders')) answer.recentSales = await recentSales(tx, q);
  return answer;
}

import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { toPesos } from '@oim/shared/pos/money';
import type { Tx } from '../../db/client';
import { paymentAllocations, payments } from '../../db/schema/finance';
import { receivables, salesByHour, salesOrders } from '../../db/schema/sales-documents';
import { readListQuery } from '../../platform/resource/list';
import { shopWhere } from '../../platform/resource/rows';
import { dayRange } from '../../platform/time-zone';
import { readReportPeriod, utcDay, ymdOf, zoneLiteral, zoneNamed } from './report-period';
import { centavosOf } from './report-rows';

export const dayRow = z.object({
  date: z.string(),
  orderCount: z.number(),
  grossTotal: z.number(),
  discountTotal: z.number(),
  netTotal: z.number(),
  paidTotal: z.number(),
  /** Collected from customers that day on earlier credit sales (posted collections by payment date): not part of paidTotal. */
  collectedTotal: z.number(),
  /** Paid back to customers that day for returns (posted RMA refunds by payment date). */
  refundTotal: z.number(),
  /** netTotal − refundTotal: the day's net sales, as the sales report and Store Insights count them. */
  netSales: z.number(),
  /** paidTotal + collectedTotal − refundTotal: the money the day kept. */
  netOfRefunds: z.number(),
});

export type DailySalesRow = z.infer<typeof dayRow>;

/** timeZone: an IANA name, or a fixed offset east of UTC written as ±HH:MM. */
export type DailySalesQuery = { from: string; to: string; salesChannelId?: number; timeZone: string };

/**
 * Reads the report's query: salesOrderDate as the list protocol writes a period
 * (`salesOrderDate[between]=from,to`, `[gte]`, `[lte]`, or one day), salesChannelId, and the
 * zone whose calendar days are counted (`timezone` or `timezoneOffset` as in every list, default
 * Manila). The default period is the current month in that zone. Unknown filters are a 400; a bad
 * range or zone a 422.
 */
export function readDailySalesQuery(params: unknown, now = new Date()): DailySalesQuery {
  const period = readReportPeriod(readListQuery(params), { dateColumn: 'salesOrderDate', idFilters: ['salesChannelId'], now });
  const salesChannelId = period.ids.salesChannelId;
  return { from: period.from, to: period.to, timeZone: period.timeZone, ...(salesChannelId !== undefined ? { salesChannelId } : {}) };
}

export type DayTotals = { date: string; orders: number; gross: string; discount: string; net: string; paid: string };

const HOUR_MS = 3_600_000;

/**
 * The day totals from the hourly rollup (sales_by_hour): at most 24 rows a day per channel,
 * whatever the number of orders. Each hour counts on the local day it starts in, which is exact
 * when every hour with sales is one whole hour of the zone's clock; if one is not (a zone of
 * +05:30, an offset change inside the hour) the answer is undefined and the orders are read.
 */
export async function dailyTotalsFromHours(tx: Tx, q: DailySalesQuery): Promise<DayTotals[] | undefined> {
  const zone = zoneNamed(q.timeZone);
  const start = dayRange(zone, q.from).from;
  const end = dayRange(zone, q.to).to;
  const tz = zoneLiteral(q.timeZone);
  const local = sql`(${salesByHour.salesHour} at time zone ${tz})`;
  // The hour's last microsecond, so an offset change inside the hour shows.
  const localLast = sql`((${salesByHour.salesHour} + interval '1 hour' - interval '1 microsecond') at time zone ${tz})`;
  const rows = await tx
    .select({
      date: sql<string>`${local}::date::text`,
      orders: sql<number>`sum(${salesByHour.orderCount})::int`,
      gross: sql<string>`sum(${salesByHour.grossTotal})`,
      discount: sql<string>`sum(${salesByHour.discountTotal})`,
      net: sql<string>`sum(${salesByHour.netTotal})`,
      paid: sql<string>`sum(${salesByHour.paidTotal})`,
      wholeHours: sql<boolean>`bool_and(date_trunc('hour', ${local}) = ${local} and ${localLast} - ${local} = interval '1 hour' - interval '1 microsecond')`,
    })
    .from(salesByHour)
    .where(
      shopWhere(
        tx,
        salesByHour,
        and(
          // From the hour the first instant falls in: a zone whose day starts inside an hour shows as not whole.
          gte(salesByHour.salesHour, new Date(Math.floor(start.getTime() / HOUR_MS) * HOUR_MS)),
          lte(salesByHour.salesHour, end),
          q.salesChannelId === undefined ? undefined : eq(salesByHour.salesChannelId, q.salesChannelId),
        ),
      ),
    )
    .groupBy(sql`${local}::date`);
  if (rows.some((r) => !r.wholeHours)) return undefined;
  return rows;
}

/** The day totals read from the orders themselves (sales_orders_daily_report_idx holds every column read). */
export async function dailyTotalsFromOrders(tx: Tx, q: DailySalesQuery): Promise<DayTotals[]> {
  const zone = zoneNamed(q.timeZone);
  const start = dayRange(zone, q.from).from;
  const end = dayRange(zone, q.to).to;
  const day = sql`(${salesOrders.salesOrderDate} at time zone ${zoneLiteral(q.timeZone)})::date`;
  return tx
    .select({
      date: sql<string>`${day}::text`,
      orders: sql<number>`count(*)::int`,
      gross: sql<string>`sum(${salesOrders.grossTotal})`,
      discount: sql<string>`sum(${salesOrders.discountTotal})`,
      net: sql<string>`sum(${salesOrders.netTotal})`,
      paid: sql<string>`sum(${salesOrders.paidAmountTotal})`,
    })
    .from(salesOrders)
    .where(
      shopWhere(
        tx,
        salesOrders,
        and(
          // A literal, so the planner can use the partial index of completed orders.
          sql`${salesOrders.status} = 'COMPLETED'`,
          gte(salesOrders.salesOrderDate, start),
          lte(salesOrders.salesOrderDate, end),
          q.salesChannelId === undefined ? undefined : eq(salesOrders.salesChannelId, q.salesChannelId),
        ),
      ),
    )
    .groupBy(day);
}

/** What was collected from customers per day (YYYY-MM-DD → pesos as text). */
export type DayCollections = Map<string, string>;

/**
 * Posted collections per payment date in the range (voided ones left out). A payment date is a
 * calendar day as entered, so it counts on that day whatever zone the report is read in. With a
 * sales channel, only what the collections paid on that channel's sales counts (their allocations).
 * There are far fewer collections than sales, so they are summed from the payments themselves.
 */
export async function dailyCollections(tx: Tx, q: DailySalesQuery): Promise<DayCollections> {
  const posted = shopWhere(
    tx,
    payments,
    and(eq(payments.kind, 'COLLECTION'), eq(payments.status, 'POSTED'), gte(payments.paymentDate, q.from), lte(payments.paymentDate, q.to)),
  );
  const day = sql<string>`${payments.paymentDate}::text`;
  const rows =
    q.salesChannelId === undefined
      ? await tx
          .select({ date: day, total: sql<string>`sum(${payments.amount})` })
          .from(payments)
          .where(posted)
          .groupBy(payments.paymentDate)
      : await tx
          .select({ date: day, total: sql<string>`sum(${paymentAllocations.amount})` })
          .from(payments)
          .innerJoin(
            paymentAllocations,
            and(eq(paymentAllocations.tenantId, payments.tenantId), eq(paymentAllocations.paymentId, payments.id)),
          )
          .innerJoin(receivables, and(eq(receivables.tenantId, payments.tenantId), eq(receivables.id, paymentAllocations.receivableId)))
          .innerJoin(salesOrders, and(eq(salesOrders.tenantId, payments.tenantId), eq(salesOrders.id, receivables.salesOrderId)))
          .where(and(posted, eq(salesOrders.salesChannelId, q.salesChannelId)))
          .groupBy(payments.paymentDate);
  return new Map(rows.map((r) => [r.date, r.total]));
}

/**
 * Refunds paid out for returns (RMA) per payment date in the range (voided ones left out); with a
 * sales channel, refunds of that channel's sales.
 */
export async function dailyRefunds(tx: Tx, q: DailySalesQuery): Promise<DayCollections> {
  const posted = shopWhere(
    tx,
    payments,
    and(eq(payments.kind, 'REFUND'), eq(payments.status, 'POSTED'), gte(payments.paymentDate, q.from), lte(payments.paymentDate, q.to)),
  );
  const day = sql<string>`${payments.paymentDate}::text`;
  const rows =
    q.salesChannelId === undefined
      ? await tx
          .select({ date: day, total: sql<string>`sum(${payments.amount})` })
          .from(payments)
          .where(posted)
          .groupBy(payments.paymentDate)
      : await tx
          .select({ date: day, total: sql<string>`sum(${payments.amount})` })
          .from(payments)
          .innerJoin(salesOrders, and(eq(salesOrders.tenantId, payments.tenantId), eq(salesOrders.id, payments.salesOrderId)))
          .where(and(posted, eq(salesOrders.salesChannelId, q.salesChannelId)))
          .groupBy(payments.paymentDate);
  return new Map(rows.map((r) => [r.date, r.total]));
}

/** Every day of the query's range with its totals, days without sales or collections as zeros. */
export function everyDay(
  q: DailySalesQuery,
  rows: DayTotals[],
  collected: DayCollections = new Map(),
  refunded: DayCollections = new Map(),
): DailySalesRow[] {
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const days: DailySalesRow[] = [];
  for (let ms = utcDay(q.from); ms <= utcDay(q.to); ms += 86_400_000) {
    const date = ymdOf(ms);
    const r = byDate.get(date);
    days.push({
      date,
      orderCount: Number(r?.orders ?? 0),
      grossTotal: Number(r?.gross ?? 0),
      discountTotal: Number(r?.discount ?? 0),
      netTotal: Number(r?.net ?? 0),
      paidTotal: Number(r?.paid ?? 0),
      collectedTotal: Number(collected.get(date) ?? 0),
      refundTotal: Number(refunded.get(date) ?? 0),
      netSales: toPesos(centavosOf(r?.net) - centavosOf(refunded.get(date))),
      netOfRefunds: toPesos(centavosOf(r?.paid) + centavosOf(collected.get(date)) - centavosOf(refunded.get(date))),
    });
  }
  return days;
}

/**
 * Completed sales per day of the shop's calendar (voided orders left out), every day of the range
 * listed: from the hourly rollup, or from the orders when the zone's hours are not whole; and,
 * apart from them, what was collected from customers each day.
 */
export async function dailySales(tx: Tx, q: DailySalesQuery): Promise<DailySalesRow[]> {
  const sales = (await dailyTotalsFromHours(tx, q)) ?? (await dailyTotalsFromOrders(tx, q));
  return everyDay(q, sales, await dailyCollections(tx, q), await dailyRefunds(tx, q));
}

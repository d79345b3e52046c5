import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { paymentAllocations, payments } from '../../db/schema/finance';
import { receivables, salesByHour, salesOrders } from '../../db/schema/sales-documents';
import { fieldErrors } from '@oim/shared/field-errors';
import { badQuery, invalid, type FieldErrors } from '../../platform/errors';
import { readListQuery } from '../../platform/resource/list';
import { dayRange, isValidDate, zoneOf, type Zone } from '../../platform/time-zone';

/** The longest range the report answers: two calendar years of days. */
const MAX_YEARS = 2;

export const dayRow = z.object({
  date: z.string(),
  orderCount: z.number(),
  grossTotal: z.number(),
  discountTotal: z.number(),
  netTotal: z.number(),
  paidTotal: z.number(),
  /** Collected from customers that day on earlier credit sales (posted collections by payment date): not part of paidTotal. */
  collectedTotal: z.number(),
});

export type DailySalesRow = z.infer<typeof dayRow>;

/** timeZone: an IANA name, or a fixed offset east of UTC written as ±HH:MM. */
export type DailySalesQuery = { from: string; to: string; salesChannelId?: number; timeZone: string };

const utcDay = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`);
const ymdOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/** The zone a DailySalesQuery names. */
function zoneNamed(timeZone: string): Zone {
  const m = OFFSET.exec(timeZone);
  return m ? { offsetMinutes: (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) } : { name: timeZone };
}

/** A zone as the query's timeZone: its name, or its offset as ±HH:MM. */
function zoneText(zone: Zone): string {
  if ('name' in zone) return zone.name;
  const minutes = Math.abs(zone.offsetMinutes);
  return `${zone.offsetMinutes < 0 ? '-' : '+'}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** YYYY-MM-DD of an instant in a zone. */
function localDate(instant: Date, zone: Zone): string {
  if ('offsetMinutes' in zone) return ymdOf(instant.getTime() + zone.offsetMinutes * 60_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone.name, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

function addYears(ymd: string, years: number): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  // 29 February plus a year is 28 February, never 1 March.
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * Reads the report's query: salesOrderDate as the list protocol writes a period
 * (`salesOrderDate[between]=from,to`, `[gte]`, `[lte]`, or one day), salesChannelId, and the
 * zone whose calendar days are counted (`timezone` or `timezoneOffset` as in every list, default
 * Manila). The default period is the current month in that zone. Unknown filters are a 400; a bad
 * range or zone a 422.
 */
export function readDailySalesQuery(params: unknown, now = new Date()): DailySalesQuery {
  const list = readListQuery(params);
  const unknown: FieldErrors = fieldErrors();
  const errors: FieldErrors = fieldErrors();
  const named = zoneOf(list.timezone, list.timezoneOffset);
  if ('error' in named) throw invalid({ [list.timezone !== undefined ? 'timezone' : 'timezoneOffset']: [named.error] });
  const timeZone = zoneText(named);
  const today = localDate(now, named);
  let from = `${today.slice(0, 8)}01`;
  let to = ymdOf(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0));
  let salesChannelId: number | undefined;
  const date = (key: string, raw: string) => {
    const value = raw.trim();
    if (!isValidDate(value)) (errors[key] ??= []).push(`'${raw}' is not a date (YYYY-MM-DD).`);
    return value;
  };

  for (const filter of list.filters) {
    const key = filter.comparison === 'eq' ? filter.column : `${filter.column}[${filter.comparison}]`;
    if (filter.value.trim() === '') continue;
    if (filter.column === 'salesOrderDate') {
      if (filter.comparison === 'between') {
        const parts = filter.value.split(',');
        if (parts.length !== 2) (errors[key] ??= []).push('The between filter needs two comma-separated dates.');
        else [from, to] = [date(key, parts[0]!), date(key, parts[1]!)];
      } else if (filter.comparison === 'gte') from = date(key, filter.value);
      else if (filter.comparison === 'lte') to = date(key, filter.value);
      else if (filter.comparison === 'eq') from = to = date(key, filter.value);
      else (unknown[key] ??= []).push(`The salesOrderDate of this report is filtered with between, gte, lte or one date.`);
    } else if (filter.column === 'salesChannelId' && filter.comparison === 'eq') {
      if (/^\d{1,15}$/.test(filter.value.trim())) salesChannelId = Number(filter.value.trim());
      else (errors[key] ??= []).push(`'${filter.value}' is not a whole number.`);
    } else {
      (unknown[key] ??= []).push(`Unknown filter column '${filter.column}'.`);
    }
  }
  if (Object.keys(unknown).length > 0) throw badQuery(unknown);
  if (Object.keys(errors).length === 0) {
    if (from > to) errors.salesOrderDate = ['The start of the period must not be after its end.'];
    else if (to >= addYears(from, MAX_YEARS)) errors.salesOrderDate = [`The period may be at most ${MAX_YEARS} years long.`];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { from, to, timeZone, ...(salesChannelId !== undefined ? { salesChannelId } : {}) };
}

export type DayTotals = { date: string; orders: number; gross: string; discount: string; net: string; paid: string };

/**
 * The zone as an SQL literal, written into the statement so the grouped and the selected expression
 * are one; an offset is an interval, since PostgreSQL reads a bare '+08:00' zone as POSIX (west positive).
 */
const zoneLiteral = (timeZone: string) => {
  const zone = zoneNamed(timeZone);
  return 'name' in zone ? sql.raw(`'${zone.name.replaceAll("'", "''")}'`) : sql.raw(`interval '${zone.offsetMinutes} minutes'`);
};

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
      and(
        // From the hour the first instant falls in: a zone whose day starts inside an hour shows as not whole.
        gte(salesByHour.salesHour, new Date(Math.floor(start.getTime() / HOUR_MS) * HOUR_MS)),
        lte(salesByHour.salesHour, end),
        q.salesChannelId === undefined ? undefined : eq(salesByHour.salesChannelId, q.salesChannelId),
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
      and(
        // A literal, so the planner can use the partial index of completed orders.
        sql`${salesOrders.status} = 'COMPLETED'`,
        gte(salesOrders.salesOrderDate, start),
        lte(salesOrders.salesOrderDate, end),
        q.salesChannelId === undefined ? undefined : eq(salesOrders.salesChannelId, q.salesChannelId),
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
  const posted = and(
    eq(payments.direction, 'IN'),
    eq(payments.status, 'POSTED'),
    gte(payments.paymentDate, q.from),
    lte(payments.paymentDate, q.to),
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

/** Every day of the query's range with its totals, days without sales or collections as zeros. */
export function everyDay(q: DailySalesQuery, rows: DayTotals[], collected: DayCollections = new Map()): DailySalesRow[] {
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
  return everyDay(q, sales, await dailyCollections(tx, q));
}

import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import type { Tx } from '../../db/client';
import { expenseCategories, expenses } from '../../db/schema/expenses';
import { paymentTypes } from '../../db/schema/masterfile';
import { salesChannels } from '../../db/schema/sales';
import type { SheetColumn } from '../../platform/export/xlsx';
import { readListQuery } from '../../platform/resource/list';
import { shopWhere } from '../../platform/resource/rows';
import { MONEY_FORMAT } from './export-formats';
import { periodInstants, readReportPeriod, utcDay, ymdOf, zoneLiteral, type ReportPeriod } from './report-period';
import { percentShare } from './report-rows';

/** The expenses report's query: its period in the caller's zone, and the category and channel it is narrowed to. */
export type ExpenseReportQuery = ReportPeriod & { expenseCategoryId?: number; salesChannelId?: number };

/**
 * Reads `expenseDate[between]=from,to` (default: this month), `expenseCategoryId`, `salesChannelId`
 * and `timezone`/`timezoneOffset`. With `keepOtherFilters` (the lists) the other filters, paging,
 * sorting and relations stay for the list protocol to judge.
 */
export function readExpenseReportQuery(params: unknown, options: { keepOtherFilters?: boolean; now?: Date } = {}): ExpenseReportQuery {
  const period = readReportPeriod(readListQuery(params), {
    dateColumn: 'expenseDate',
    idFilters: ['expenseCategoryId', 'salesChannelId'],
    ...options,
  });
  return { ...period, expenseCategoryId: period.ids.expenseCategoryId, salesChannelId: period.ids.salesChannelId };
}

/** The expenses a report counts: posted (never voided) ones dated inside the period, of the category and channel asked. */
export function expenseReportWhere(q: ExpenseReportQuery): SQL[] {
  const { start, end } = periodInstants(q);
  return [
    eq(expenses.status, 'POSTED'),
    gte(expenses.expenseDate, start),
    lte(expenses.expenseDate, end),
    ...(q.expenseCategoryId !== undefined ? [eq(expenses.expenseCategoryId, q.expenseCategoryId)] : []),
    ...(q.salesChannelId !== undefined ? [eq(expenses.salesChannelId, q.salesChannelId)] : []),
  ];
}

export const categoryTotalRow = z.object({
  expenseCategoryId: z.number(),
  expenseName: z.string(),
  totalAmount: z.number(),
  expenseCount: z.number(),
  /** Share of the period's total, in percent (2 decimals). */
  percentage: z.number(),
});
export type CategoryTotal = z.infer<typeof categoryTotalRow>;

/** Totals per category, largest first, with each one's share of the whole. */
export async function expenseTotalsByCategory(tx: Tx, q: ExpenseReportQuery): Promise<{ data: CategoryTotal[]; total: number }> {
  const rows = await tx
    .select({
      expenseCategoryId: expenses.expenseCategoryId,
      expenseName: expenseCategories.expenseName,
      total: sql<string>`sum(${expenses.amount})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(expenses)
    .innerJoin(
      expenseCategories,
      and(eq(expenseCategories.tenantId, expenses.tenantId), eq(expenseCategories.id, expenses.expenseCategoryId)),
    )
    .where(shopWhere(tx, expenses, and(...expenseReportWhere(q))))
    .groupBy(expenses.expenseCategoryId, expenseCategories.expenseName)
    .orderBy(desc(sql`sum(${expenses.amount})`), expenseCategories.expenseName);
  const total = rows.reduce((sum, r) => sum + toCentavos(r.total), 0);
  return {
    data: rows.map((r) => {
      const centavos = toCentavos(r.total);
      return {
        expenseCategoryId: Number(r.expenseCategoryId),
        expenseName: r.expenseName,
        totalAmount: toPesos(centavos),
        expenseCount: r.count,
        percentage: percentShare(centavos, total),
      };
    }),
    total: toPesos(total),
  };
}

export const SERIES_UNITS = ['day', 'week', 'month'] as const;
export type SeriesUnit = (typeof SERIES_UNITS)[number];

export const seriesRow = z.object({ period: z.string(), totalAmount: z.number(), expenseCount: z.number() });
export type SeriesRow = z.infer<typeof seriesRow>;

/** The first day of the day, week (Monday) or month a date falls in. */
export function periodStart(ymd: string, unit: SeriesUnit): string {
  if (unit === 'day') return ymd;
  if (unit === 'month') return `${ymd.slice(0, 8)}01`;
  const weekday = new Date(utcDay(ymd)).getUTCDay(); // 0 = Sunday
  return ymdOf(utcDay(ymd) - ((weekday + 6) % 7) * 86_400_000);
}

export function nextPeriod(ymd: string, unit: SeriesUnit): string {
  if (unit === 'day') return ymdOf(utcDay(ymd) + 86_400_000);
  if (unit === 'week') return ymdOf(utcDay(ymd) + 7 * 86_400_000);
  const [y, m] = ymd.split('-').map(Number) as [number, number];
  return ymdOf(Date.UTC(y, m, 1));
}

/**
 * Totals per day, week (from Monday) or month of the caller's calendar, every period of the range
 * listed (zeros included); the first and last periods hold only the days inside the range.
 */
export async function expenseSeries(tx: Tx, q: ExpenseReportQuery, unit: SeriesUnit): Promise<SeriesRow[]> {
  const local = sql`(${expenses.expenseDate} at time zone ${zoneLiteral(q.timeZone)})`;
  const bucket = sql`date_trunc(${sql.raw(`'${unit}'`)}, ${local})::date`;
  const rows = await tx
    .select({ period: sql<string>`${bucket}::text`, total: sql<string>`sum(${expenses.amount})::text`, count: sql<number>`count(*)::int` })
    .from(expenses)
    .where(shopWhere(tx, expenses, and(...expenseReportWhere(q))))
    .groupBy(bucket);
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  const series: SeriesRow[] = [];
  for (let p = periodStart(q.from, unit); p <= q.to; p = nextPeriod(p, unit)) {
    const r = byPeriod.get(p);
    series.push({ period: p, totalAmount: r ? toPesos(toCentavos(r.total)) : 0, expenseCount: r?.count ?? 0 });
  }
  return series;
}

/** An expense as the export lists it. */
export type ExportedExpense = {
  expenseNumber: string;
  localDate: string;
  category: string;
  payee: string | null;
  paymentType: string;
  referenceNumber: string | null;
  salesChannel: string | null;
  notes: string | null;
  amount: string;
};

/** The period's expenses as the export lists them, oldest first (read page by page: exportedExpense maps a row). */
export function exportedExpensesStatement(tx: Tx, q: ExpenseReportQuery): SQL {
  return sql`select ${expenses.expenseNumber} as expense_number,
      to_char(${expenses.expenseDate} at time zone ${zoneLiteral(q.timeZone)}, 'YYYY-MM-DD HH24:MI') as local_date,
      ${expenseCategories.expenseName} as category,
      coalesce(${expenses.payee}, (select s.supplier_name from suppliers s where s.tenant_id = ${expenses.tenantId} and s.id = ${expenses.supplierId})) as payee,
      ${paymentTypes.name} as payment_type, ${expenses.referenceNumber} as reference_number, ${salesChannels.name} as sales_channel,
      ${expenses.notes} as notes, ${expenses.amount} as amount
    from ${expenses}
    join ${expenseCategories} on ${expenseCategories.tenantId} = ${expenses.tenantId} and ${expenseCategories.id} = ${expenses.expenseCategoryId}
    join ${paymentTypes} on ${paymentTypes.tenantId} = ${expenses.tenantId} and ${paymentTypes.id} = ${expenses.paymentTypeId}
    left join ${salesChannels} on ${salesChannels.tenantId} = ${expenses.tenantId} and ${salesChannels.id} = ${expenses.salesChannelId}
    where ${shopWhere(tx, expenses, and(...expenseReportWhere(q)))}
    order by ${expenses.expenseDate}, ${expenses.id}`;
}

const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

export function exportedExpense(r: Record<string, unknown>): ExportedExpense {
  return {
    expenseNumber: String(r.expense_number),
    localDate: String(r.local_date),
    category: String(r.category),
    payee: textOrNull(r.payee),
    paymentType: String(r.payment_type),
    referenceNumber: textOrNull(r.reference_number),
    salesChannel: textOrNull(r.sales_channel),
    notes: textOrNull(r.notes),
    amount: String(r.amount),
  };
}

/** A line of the expenses export: an expense, or the total under them. */
export type ExpenseExportLine = ExportedExpense | { total: number };

/** The export's columns (the date as the caller's wall-clock text, as before; the amount a number). */
export function expenseExportColumns(q: ExpenseReportQuery): SheetColumn<ExpenseExportLine>[] {
  const field = (key: keyof ExportedExpense) => (l: ExpenseExportLine) => ('total' in l ? null : (l[key] ?? null));
  return [
    { header: 'Expense #', value: (l) => ('total' in l ? 'Total' : l.expenseNumber) },
    { header: `Date (${q.timeZone})`, width: 18, value: field('localDate') },
    { header: 'Category', width: 24, value: field('category') },
    { header: 'Payee', width: 28, value: field('payee') },
    { header: 'Payment type', value: field('paymentType') },
    { header: 'Reference #', value: field('referenceNumber') },
    { header: 'Sales channel', value: field('salesChannel') },
    { header: 'Notes', width: 40, value: field('notes') },
    { header: 'Amount', numFmt: MONEY_FORMAT, value: (l) => ('total' in l ? l.total : toPesos(toCentavos(l.amount))) },
  ];
}

/** The expenses' pages, then their total (summed in centavos as the pages pass). */
export async function* expenseExportLines(pages: AsyncIterable<ExportedExpense[]>): AsyncGenerator<ExpenseExportLine[]> {
  let total = 0;
  for await (const page of pages) {
    for (const expense of page) total += toCentavos(expense.amount);
    yield page;
  }
  yield [{ total: toPesos(total) }];
}

/** The file name of an export: expenses-<from>-<to>.xlsx. */
export const expenseReportFileName = (q: ExpenseReportQuery) => `expenses-${q.from}-${q.to}.xlsx`;

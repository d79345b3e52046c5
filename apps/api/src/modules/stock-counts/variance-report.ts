import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { fromScaled, MONEY, toScaled } from '@oim/shared/decimal';
import { hasPermission } from '@oim/shared/permissions';
import type { Tx } from '../../db/client';
import { conflict, forbidden } from '../../platform/errors';
import { sendTablePdf, type PdfColumn } from '../../platform/export/pdf-table';
import { cursorPages } from '../../platform/export/stream';
import { sendXlsx, type SheetColumn } from '../../platform/export/xlsx';
import { companyHeader, shopTimeZone } from '../settings';
import { lineFigures, trim } from './count-lines';
import { countHeading, fileStem, startedText, statusText, type CountHeading } from './count-sheet';

/** The words the Counted column prints for a product nobody counted. */
export const NOT_COUNTED = 'Not counted';

/** One product of a variance report; quantities and money as exact decimal text. */
export type VarianceLine = {
  kind: 'line';
  sku: string;
  productName: string;
  categoryName: string | null;
  unit: string;
  onHandAtStart: string;
  movementsSinceStart: string;
  expected: string;
  /** null: not counted. */
  counted: string | null;
  /** null: not counted (and not zeroed when posted). */
  difference: string | null;
  /** The unit cost at 2 places, as printed. */
  unitCost: string | null;
  /** difference × the exact unit cost, at 2 places. */
  value: string | null;
};

/** The report's closing rows: shortage and overage at cost (both positive) and the net (overage − shortage). */
export type VarianceTotal = { kind: 'total'; label: string; value: string };

export type VarianceRow = VarianceLine | VarianceTotal;

/**
 * The variance of a COUNTING or POSTED count, for a viewer: 409 for a DRAFT or CANCELLED count;
 * a blind count's only to holders of Post Stock Counts or Create Stock Counts (403: its counters
 * must not see expected quantities).
 */
export async function varianceCount(
  tx: Tx,
  tenantId: number,
  countId: number,
  viewer: { permissions: ReadonlySet<string> },
): Promise<CountHeading> {
  const count = await countHeading(tx, tenantId, countId);
  if (count.status !== 'COUNTING' && count.status !== 'POSTED') {
    throw conflict(
      `The stock count ${count.stockCountNumber} is ${count.status.toLowerCase()}: a variance report is for a count being counted or posted.`,
    );
  }
  if (count.blind && !hasPermission(viewer.permissions, 'Post Stock Counts') && !hasPermission(viewer.permissions, 'Create Stock Counts')) {
    throw forbidden();
  }
  return count;
}

/**
 * The count's lines with their figures as the lines answer them (lineFigures: a POSTED count's
 * are the expected, difference and unit cost its post kept), in shelf order: category, then name.
 */
const varianceStatement = (tenantId: number, countId: number) => sql`
  select x.sku, x.product_name, x.category_name, x.unit, x.on_hand_at_start, x.movements, x.expected, x.counted, x.difference,
         round(x.unit_cost, 2)::text as unit_cost, round(x.difference * x.unit_cost, 2)::text as value
    from ${lineFigures(tenantId, countId)} x
   order by x.category_name asc nulls last, x.product_name, x.product_id`;

const quantity = (v: unknown) => (v === null || v === undefined ? null : trim(String(v)));

export const toVarianceLine = (raw: Record<string, unknown>): VarianceLine => ({
  kind: 'line',
  sku: String(raw.sku ?? ''),
  productName: String(raw.product_name ?? ''),
  categoryName: (raw.category_name as string | null) ?? null,
  unit: String(raw.unit ?? ''),
  onHandAtStart: quantity(raw.on_hand_at_start) ?? '0',
  movementsSinceStart: quantity(raw.movements) ?? '0',
  expected: quantity(raw.expected) ?? '0',
  counted: quantity(raw.counted),
  difference: quantity(raw.difference),
  unitCost: raw.unit_cost === null || raw.unit_cost === undefined ? null : String(raw.unit_cost),
  value: raw.value === null || raw.value === undefined ? null : String(raw.value),
});

/** The lines' pages, then the totals (summed exactly in centavos as the pages pass). */
export async function* varianceRows(pages: AsyncIterable<VarianceLine[]>): AsyncGenerator<VarianceRow[]> {
  let shortage = 0n;
  let overage = 0n;
  for await (const page of pages) {
    for (const line of page) {
      if (line.value === null) continue;
      const value = toScaled(line.value, MONEY);
      if (value < 0n) shortage -= value;
      else overage += value;
    }
    yield page;
  }
  yield [
    { kind: 'total', label: 'Total shortage at cost', value: fromScaled(shortage, MONEY, true) },
    { kind: 'total', label: 'Total overage at cost', value: fromScaled(overage, MONEY, true) },
    { kind: 'total', label: 'Net', value: fromScaled(overage - shortage, MONEY, true) },
  ];
}

const lineValue = <T>(row: VarianceRow, of: (line: VarianceLine) => T): T | null => (row.kind === 'line' ? of(row) : null);
const num = (v: string | null) => (v === null ? null : Number(v));
const MONEY_FORMAT = '#,##0.00';

/** The spreadsheet's columns: numbers as numbers; the totals' labels under Product, their amounts under Value at Cost. */
export const varianceColumns: SheetColumn<VarianceRow>[] = [
  { header: 'SKU', width: 16, value: (r) => lineValue(r, (l) => l.sku) },
  { header: 'Product', width: 36, value: (r) => (r.kind === 'total' ? r.label : r.productName) },
  { header: 'Category', width: 20, value: (r) => lineValue(r, (l) => l.categoryName) },
  { header: 'Unit', width: 8, value: (r) => lineValue(r, (l) => l.unit) },
  { header: 'On Hand at Start', width: 14, value: (r) => lineValue(r, (l) => num(l.onHandAtStart)) },
  { header: 'Movements Since Start', width: 14, value: (r) => lineValue(r, (l) => num(l.movementsSinceStart)) },
  { header: 'Expected', width: 12, value: (r) => lineValue(r, (l) => num(l.expected)) },
  { header: 'Counted', width: 12, value: (r) => lineValue(r, (l) => (l.counted === null ? NOT_COUNTED : num(l.counted))) },
  { header: 'Difference', width: 12, value: (r) => lineValue(r, (l) => num(l.difference)) },
  { header: 'Unit Cost', width: 12, numFmt: MONEY_FORMAT, value: (r) => lineValue(r, (l) => num(l.unitCost)) },
  { header: 'Value at Cost', width: 14, numFmt: MONEY_FORMAT, value: (r) => num(r.value) },
];

/** GET …/{id}/variance/export: the variance as an .xlsx file written while its lines are read. */
export async function sendVarianceXlsx(
  reply: FastifyReply,
  tx: Tx,
  tenantId: number,
  countId: number,
  viewer: { permissions: ReadonlySet<string> },
): Promise<FastifyReply> {
  const count = await varianceCount(tx, tenantId, countId, viewer);
  return sendXlsx(reply, {
    fileName: `${fileStem(count)}-variance.xlsx`,
    sheetName: 'Variance',
    columns: varianceColumns,
    pages: varianceRows(cursorPages(tx, varianceStatement(tenantId, count.id), toVarianceLine)),
  });
}

/** A decimal as printed, its digits as they are (never through a float): 12345.5 → 12,345.5. */
const grouped = (v: string | null) => {
  if (v === null) return '';
  const [whole, fraction] = v.replace('-', '').split('.');
  return `${v.startsWith('-') ? '-' : ''}${BigInt(whole!).toLocaleString('en-PH')}${fraction ? `.${fraction}` : ''}`;
};
const quantityText = grouped;
// Money comes at exactly 2 places (rounded in SQL, or summed in centavos).
const moneyText = grouped;

const pdfColumns: PdfColumn[] = [
  { header: 'SKU', width: 10 },
  { header: 'Product', width: 22 },
  { header: 'Category', width: 11 },
  { header: 'Unit', width: 5 },
  { header: 'On Hand at Start', width: 8, align: 'right' },
  { header: 'Movements', width: 7, align: 'right' },
  { header: 'Expected', width: 7, align: 'right' },
  { header: 'Counted', width: 7, align: 'right' },
  { header: 'Difference', width: 7, align: 'right' },
  { header: 'Unit Cost', width: 7, align: 'right' },
  { header: 'Value at Cost', width: 9, align: 'right' },
];

/** A row of the PDF's table: a line's cells, or a total's label under Product and its amount under Value at Cost. */
export const variancePdfCells = (row: VarianceRow): string[] =>
  row.kind === 'total'
    ? ['', row.label, '', '', '', '', '', '', '', '', moneyText(row.value)]
    : [
        row.sku,
        row.productName,
        row.categoryName ?? '',
        row.unit,
        quantityText(row.onHandAtStart),
        quantityText(row.movementsSinceStart),
        quantityText(row.expected),
        row.counted === null ? NOT_COUNTED : quantityText(row.counted),
        quantityText(row.difference),
        moneyText(row.unitCost),
        moneyText(row.value),
      ];

async function* pdfPages(rows: AsyncIterable<VarianceRow[]>): AsyncGenerator<string[][]> {
  for await (const page of rows) {
    // A blank row between the lines and their totals.
    yield page[0]?.kind === 'total' ? [[], ...page.map(variancePdfCells)] : page.map(variancePdfCells);
  }
}

/** GET …/{id}/variance/export-pdf: the variance as a PDF with the company header, laid out while its lines are read. */
export async function sendVariancePdf(
  reply: FastifyReply,
  tx: Tx,
  tenantId: number,
  countId: number,
  viewer: { permissions: ReadonlySet<string> },
): Promise<FastifyReply> {
  const count = await varianceCount(tx, tenantId, countId, viewer);
  // One statement at a time: the request's transaction is one connection.
  const { company, logo } = await companyHeader(tx);
  const timeZone = await shopTimeZone(tx);
  const counted = await tx.execute<{ lines: number; counted: number }>(sql`
    select count(*)::int as lines, count(counted)::int as counted from stock_count_lines
     where tenant_id = ${tenantId} and stock_count_id = ${count.id}`);
  const { lines, counted: countedLines } = counted.rows[0] ?? { lines: 0, counted: 0 };
  return sendTablePdf(reply, {
    fileName: `${fileStem(count)}-variance.pdf`,
    head: {
      company,
      logo,
      title: `Stock Count Variance ${count.stockCountNumber} — ${count.name}`,
      subtitle: [
        `Location: ${count.locationName}`,
        `Status: ${statusText(count.status)}`,
        startedText(count, timeZone),
        count.blind ? 'Blind count' : 'Not blind',
        'value at cost in pesos',
      ].join(' · '),
      figures: [
        ['Products', Number(lines).toLocaleString('en-PH')],
        ['Counted', Number(countedLines).toLocaleString('en-PH')],
        ['Not counted', (Number(lines) - Number(countedLines)).toLocaleString('en-PH')],
      ],
    },
    columns: pdfColumns,
    pages: pdfPages(varianceRows(cursorPages(tx, varianceStatement(tenantId, count.id), toVarianceLine))),
  });
}

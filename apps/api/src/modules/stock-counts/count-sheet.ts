import { PassThrough } from 'node:stream';
import PDFDocument from '@foliojs-fork/pdfkit';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { StockCountStatus } from '@oim/shared/schemas/stock-counts';
import type { Tx } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { pdfFonts } from '../../platform/export/pdf';
import { fitPdfText, pdfCellFont } from '../../platform/export/pdf-table';
import { cursorPages } from '../../platform/export/stream';
import { drained } from '../../platform/export/xlsx';
import { instantText } from '../../platform/time-zone';
import { companyHeader, shopTimeZone } from '../settings';
import { lineFigures, trim } from './count-lines';
import { scopeProducts } from './start-count';

/** What a count's documents print on top. */
export type CountHeading = {
  id: number;
  stockCountNumber: string;
  name: string;
  status: StockCountStatus;
  blind: boolean;
  locationId: number;
  locationName: string;
  startedAt: string | Date | null;
};

/** The count's heading (404 for another shop's id). */
export async function countHeading(tx: Tx, tenantId: number, countId: number): Promise<CountHeading> {
  const rows = await tx.execute<{
    id: string | number;
    stock_count_number: string;
    name: string;
    status: StockCountStatus;
    blind: boolean;
    location_id: string | number;
    location_name: string | null;
    started_at: string | Date | null;
  }>(sql`
    select c.id, c.stock_count_number, c.name, c.status, c.blind, c.location_id, l.name as location_name, c.started_at
      from stock_counts c
      left join stock_locations l on l.tenant_id = c.tenant_id and l.id = c.location_id
     where c.tenant_id = ${tenantId} and c.id = ${countId}`);
  const row = rows.rows[0];
  if (!row) throw notFound('stock count');
  return {
    id: Number(row.id),
    stockCountNumber: row.stock_count_number,
    name: row.name,
    status: row.status,
    blind: row.blind,
    locationId: Number(row.location_id),
    locationName: row.location_name ?? '',
    startedAt: row.started_at,
  };
}

/** A count's number as a file name's stem: letters, digits, dots, dashes and underscores only. */
export const fileStem = (count: CountHeading) => count.stockCountNumber.replace(/[^A-Za-z0-9._-]+/g, '_');

/** The words printed for a count's status. */
export const statusText = (status: StockCountStatus) => status.charAt(0) + status.slice(1).toLowerCase();

/** "Started Nov 28, 2026 8:00 AM (Asia/Manila)", or "Not started". */
export const startedText = (count: CountHeading, timeZone: string) =>
  count.startedAt === null ? 'Not started' : `Started ${instantText(count.startedAt, timeZone)} (${timeZone})`;

/** One row of a count sheet. */
export type CountSheetRow = { sku: string; productName: string; categoryName: string | null; unit: string; expected: string };

/** Shelf order: by category name, then product name; products without a category last. */
const SHELF_ORDER = sql`x.category_name asc nulls last, x.product_name, x.product_id`;

/**
 * The rows of a count sheet in shelf order. A DRAFT lists the products its scope would take
 * (the scope start-count fixes), expected = their on-hand at the location now; a started count
 * lists its lines, expected as its lines answer it.
 */
export function countSheetStatement(tenantId: number, count: CountHeading): SQL {
  if (count.status === 'DRAFT') {
    return sql`
      select x.sku, x.product_name, x.category_name, x.unit, x.expected from (
        select p.id as product_id, p.sku, p.product_name, pc.category_name, u.unit, coalesce(sl.on_hand, 0) as expected
          from products p
          left join product_categories pc on pc.tenant_id = p.tenant_id and pc.id = p.category_id
          left join units_of_measure u on u.tenant_id = p.tenant_id and u.unit_class_id = p.unit_class_id and u.is_base
          left join stock_levels sl on sl.tenant_id = p.tenant_id and sl.product_id = p.id and sl.location_id = ${count.locationId}
         where p.tenant_id = ${tenantId} and p.id in ${scopeProducts(tenantId, count.id)}) x
       order by ${SHELF_ORDER}`;
  }
  return sql`
    select x.sku, x.product_name, x.category_name, x.unit, x.expected
      from ${lineFigures(tenantId, count.id)} x
     order by ${SHELF_ORDER}`;
}

export const toCountSheetRow = (raw: Record<string, unknown>): CountSheetRow => ({
  sku: String(raw.sku ?? ''),
  productName: String(raw.product_name ?? ''),
  categoryName: (raw.category_name as string | null) ?? null,
  unit: String(raw.unit ?? ''),
  expected: trim(String(raw.expected ?? '0')),
});

/** The count sheet's columns; Expected only on a count that is not blind. */
export function countSheetColumns(blind: boolean): CountSheetColumn[] {
  return [
    { header: 'SKU', width: 14 },
    { header: 'Product', width: blind ? 40 : 32 },
    { header: 'Unit', width: 7 },
    ...(blind ? [] : [{ header: 'Expected', width: 9, align: 'right' as const }]),
    { header: 'Counted', width: 11, box: true },
    { header: 'Notes', width: 20, line: true },
  ];
}

type CountSheetColumn = { header: string; width: number; align?: 'left' | 'right'; box?: boolean; line?: boolean };

/** The printed cells of a row, by column (Counted and Notes are left empty to write in). */
export const countSheetCells = (row: CountSheetRow, blind: boolean): string[] => [
  row.sku,
  row.productName,
  row.unit,
  ...(blind ? [] : [row.expected]),
  '',
  '',
];

const MARGIN = 36;
const ROW_HEIGHT = 20;
const FONT_SIZE = 8.5;
const PADDING = 3;

/**
 * Answers a count's sheet (GET …/{id}/sheet) as a PDF laid out while its rows are read through a
 * cursor, page of rows by page of rows: 20,000 products hold one page in memory (pdfmake would lay
 * the whole document out first). A4 portrait; each product a row with a box to write the count in
 * and a line for notes, grouped under its category, the header row on every page. A CANCELLED count
 * has no sheet (409).
 */
export async function sendCountSheet(reply: FastifyReply, tx: Tx, tenantId: number, countId: number): Promise<FastifyReply> {
  const count = await countHeading(tx, tenantId, countId);
  if (count.status === 'CANCELLED') {
    throw conflict(`The stock count ${count.stockCountNumber} is cancelled: it has no count sheet.`);
  }
  // One statement at a time: the request's transaction is one connection.
  const { company } = await companyHeader(tx);
  const timeZone = await shopTimeZone(tx);
  const pages = cursorPages(tx, countSheetStatement(tenantId, count), toCountSheetRow)[Symbol.asyncIterator]();
  // The first page is read before anything is sent: a failing statement still answers as JSON.
  let page = await pages.next();

  const out = new PassThrough();
  const title = `Count Sheet ${count.stockCountNumber}`;
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title }, autoFirstPage: true });
  for (const [name, data] of Object.entries(pdfFonts)) doc.registerFont(name, data);
  doc.pipe(out);
  reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${fileStem(count)}-sheet.pdf"`);
  reply.send(out);

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - ROW_HEIGHT;
  const specs = countSheetColumns(count.blind);
  const share = specs.reduce((sum, c) => sum + c.width, 0);
  const columns = specs.map((c) => ({ ...c, px: (c.width / share) * width }));
  let pageNumber = 1;
  let y = MARGIN;

  const cell = (text: string, x: number, room: number, align: 'left' | 'right' | undefined, bold: boolean) => {
    if (!text) return;
    doc.font(pdfCellFont(text, bold)).fontSize(FONT_SIZE).fillColor('#000000');
    const shown = fitPdfText(doc, text, room);
    const at = align === 'right' ? x + PADDING + room - doc.widthOfString(shown) : x + PADDING;
    doc.text(shown, at, y + (ROW_HEIGHT - FONT_SIZE) / 2, { lineBreak: false });
  };
  const rule = (at: number, color: string) =>
    doc
      .moveTo(left, at)
      .lineTo(left + width, at)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
  const headerRow = () => {
    let x = left;
    for (const c of columns) {
      cell(c.header, x, c.px - 2 * PADDING, c.align, true);
      x += c.px;
    }
    y += ROW_HEIGHT;
    rule(y, '#444444');
  };
  const foot = () => {
    // Below the bottom margin: pdfkit would start a page of its own for it unless the margin is lifted.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#666666')
      .text(`${title} · page ${pageNumber}`, left, doc.page.height - MARGIN + 8, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  };
  const newPage = () => {
    foot();
    doc.addPage();
    pageNumber += 1;
    y = MARGIN;
    headerRow();
  };
  const productRow = (values: string[]) => {
    let x = left;
    columns.forEach((c, i) => {
      if (c.box)
        doc
          .rect(x + PADDING, y + 3, c.px - 2 * PADDING, ROW_HEIGHT - 6)
          .lineWidth(0.6)
          .strokeColor('#333333')
          .stroke();
      else if (c.line)
        doc
          .moveTo(x + PADDING, y + ROW_HEIGHT - 4)
          .lineTo(x + c.px - PADDING, y + ROW_HEIGHT - 4)
          .lineWidth(0.4)
          .strokeColor('#999999')
          .stroke();
      else cell(values[i] ?? '', x, c.px - 2 * PADDING, c.align, false);
      x += c.px;
    });
    y += ROW_HEIGHT;
  };

  try {
    const heading = (text: string, size: number, bold = false) => {
      doc.font(pdfCellFont(text, bold)).fontSize(size).fillColor('#000000');
      y = doc.text(text, left, y, { width }).y;
    };
    heading(company.company_name ?? '', 14, true);
    y += 4;
    heading(`${title} — ${count.name}`, 12, true);
    heading(
      [
        `Location: ${count.locationName}`,
        `Status: ${statusText(count.status)}`,
        startedText(count, timeZone),
        count.blind ? 'Blind count: expected quantities are not shown' : 'Not blind',
      ].join(' · '),
      8.5,
    );
    y += 10;
    headerRow();

    let category: string | null | undefined;
    let rows = 0;
    while (!page.done) {
      let laid = 0;
      for (const row of page.value) {
        if (row.categoryName !== category) {
          // The category's name above its products (again at the top of a page it runs onto).
          category = row.categoryName;
          if (y > bottom - ROW_HEIGHT) newPage();
          cell(category ?? 'No category', left, width - 2 * PADDING, 'left', true);
          y += ROW_HEIGHT;
        }
        if (y > bottom) newPage();
        productRow(countSheetCells(row, count.blind));
        rows += 1;
        // Laying out is synchronous: let other requests in now and then.
        if (++laid % 200 === 0) await new Promise(setImmediate);
      }
      await drained(out);
      if (out.destroyed) {
        await pages.return?.(undefined);
        return reply;
      }
      page = await pages.next();
    }
    if (rows === 0) {
      cell('No stocked product is in the scope of this count.', left, width - 2 * PADDING, 'left', false);
      y += ROW_HEIGHT;
    } else {
      if (y > bottom - 2 * ROW_HEIGHT) newPage();
      y += ROW_HEIGHT / 2;
      cell(`${rows.toLocaleString('en-PH')} products. Counted by: ____________________   Date: ____________`, left, width, 'left', false);
    }
    foot();
    doc.end();
  } catch (error) {
    out.destroy(error as Error);
    throw error;
  }
  return reply;
}

import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export type SheetColumn<T> = { header: string; width?: number; value: (row: T) => string | number | Date | null; numFmt?: string };

/**
 * Text a spreadsheet would take for a formula (or a DDE command) when it is typed in or read from
 * a CSV: it begins with = + - @, a tab or a carriage return.
 */
export const FORMULA_LIKE = /^[=+\-@\t\r]/;

type StyleModel = Partial<ExcelJS.Style> & { quotePrefix?: boolean };
type XmlStream = { openNode: (name: string, attributes?: Record<string, unknown>) => void };
type StyleXformClass = { prototype: { render: (this: unknown, xml: XmlStream, model: StyleModel | undefined) => void } };
type StylesXformClass = {
  prototype: {
    addStyleModel: (this: StylesXformThis, model: StyleModel | undefined, cellType?: number) => number;
    _addStyle: (this: StylesXformThis, style: Record<string, unknown>) => number;
  };
};
type StylesXformThis = { _addStyle: (style: Record<string, unknown>) => number };

/**
 * exceljs (4.4) keeps no quotePrefix in its styles; this teaches its style writer the one
 * attribute, so a cell's style { quotePrefix: true } is written as Excel's own quote prefix
 * (<xf quotePrefix="1">): the cell shows its text as typed and is never taken for a formula.
 * The spreadsheet-formulas test reads the written XML back, so an exceljs that changes shape fails there.
 */
function teachQuotePrefix(): void {
  const require = createRequire(import.meta.url);
  const StyleXform = require('exceljs/lib/xlsx/xform/style/style-xform.js') as StyleXformClass;
  const StylesXform = require('exceljs/lib/xlsx/xform/style/styles-xform.js') as StylesXformClass;
  const render = StyleXform.prototype.render;
  if ((render as { quotePrefix?: boolean }).quotePrefix) return;
  const renderWithQuotePrefix = function (this: unknown, xml: XmlStream, model: StyleModel | undefined) {
    if (!model?.quotePrefix) return render.call(this, xml, model);
    const openNode = xml.openNode;
    xml.openNode = (name, attributes) => openNode.call(xml, name, name === 'xf' ? { ...attributes, quotePrefix: '1' } : attributes);
    try {
      render.call(this, xml, model);
    } finally {
      xml.openNode = openNode;
    }
  };
  StyleXform.prototype.render = Object.assign(renderWithQuotePrefix, { quotePrefix: true });
  const addStyleModel = StylesXform.prototype.addStyleModel;
  const addStyle = StylesXform.prototype._addStyle;
  StylesXform.prototype.addStyleModel = function (model, cellType) {
    if (!model?.quotePrefix) return addStyleModel.call(this, model, cellType);
    this._addStyle = (style) => addStyle.call(this, { ...style, quotePrefix: true });
    try {
      return addStyleModel.call(this, model, cellType);
    } finally {
      this._addStyle = addStyle;
    }
  };
}
teachQuotePrefix();

// One quoted style per style it is made from, so equal cells share one style in the file.
const quotedStyles = new WeakMap<object, StyleModel>();

/** Gives the row's text cells that look like formulas Excel's quote prefix; numbers and dates are left alone. */
export function quoteFormulaLikeText(row: ExcelJS.Row): void {
  row.eachCell((cell) => {
    if (typeof cell.value !== 'string' || !FORMULA_LIKE.test(cell.value)) return;
    const style = cell.style as StyleModel;
    let quoted = quotedStyles.get(style);
    if (!quoted) {
      quoted = { ...style, quotePrefix: true };
      quotedStyles.set(style, quoted);
    }
    cell.style = quoted as ExcelJS.Style;
  });
}

/** A workbook for a file the server builds in memory; write it with workbookBuffer. */
export function newWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Order and Inventory Management';
  return workbook;
}

/** The workbook as .xlsx bytes, every formula-like text cell quoted first (so no export can forget it). */
export async function workbookBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  workbook.eachSheet((sheet) => sheet.eachRow((row) => quoteFormulaLikeText(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One worksheet with a bold header row and the given columns, as an .xlsx Buffer (small files: a ledger, a statement). */
export async function renderXlsx<T>(sheetName: string, columns: SheetColumn<T>[], rows: T[]): Promise<Buffer> {
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 16, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  return workbookBuffer(workbook);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Waits until the client has taken what is buffered (or has gone away). */
export function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * Answers an .xlsx file written while its rows are read: exceljs's streaming writer sends each
 * page of rows to the client before the next page is read, so memory holds about one page whatever
 * the file's length. The first page is read before anything is sent, so a failing statement still
 * answers as a JSON error; a failure later cuts the download short (the zip is then unreadable,
 * never a silently shorter file). Numbers stay numbers and dates dates (with the column's format);
 * text that looks like a formula gets Excel's quote prefix.
 * Call it from a route's handler and return what it returns: the pages are read inside the
 * request's transaction.
 */
export async function sendXlsx<T>(
  reply: FastifyReply,
  file: { fileName: string; sheetName: string; columns: SheetColumn<T>[]; pages: AsyncIterable<T[]> },
): Promise<FastifyReply> {
  const { columns } = file;
  const pages = file.pages[Symbol.asyncIterator]();
  let page = await pages.next();
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Order and Inventory Management';
  const sheet = workbook.addWorksheet(file.sheetName);
  sheet.columns = columns.map((c) => ({ width: c.width ?? 16, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${file.fileName}"`);
  reply.send(out);
  try {
    const header = sheet.addRow(columns.map((c) => c.header));
    header.font = { bold: true };
    header.commit();
    while (!page.done) {
      for (const row of page.value) {
        const written = sheet.addRow(columns.map((c) => c.value(row)));
        quoteFormulaLikeText(written);
        written.commit();
      }
      await drained(out);
      if (out.destroyed) {
        // The client went away: stop reading.
        await pages.return?.(undefined);
        return reply;
      }
      page = await pages.next();
    }
    sheet.commit();
    await workbook.commit();
  } catch (error) {
    out.destroy(error as Error);
    throw error;
  }
  return reply;
}

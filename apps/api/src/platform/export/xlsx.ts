import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export type SheetColumn<T> = { header: string; width?: number; value: (row: T) => string | number | Date | null; numFmt?: string };

/** One worksheet with a bold header row and the given columns, as an .xlsx Buffer (small files: a ledger, a statement). */
export async function renderXlsx<T>(sheetName: string, columns: SheetColumn<T>[], rows: T[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Order and Inventory Management';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 16, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
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
 * never a silently shorter file). Numbers stay numbers and dates dates (with the column's format).
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
      for (const row of page.value) sheet.addRow(columns.map((c) => c.value(row))).commit();
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

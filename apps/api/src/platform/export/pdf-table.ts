import { PassThrough } from 'node:stream';
import PDFDocument from '@foliojs-fork/pdfkit';
import type { FastifyReply } from 'fastify';
import { drained } from './xlsx';
import { pdfFonts } from './pdf';

/**
 * pdfkit keeps the glyph layout of every word it has set, for good: harmless in a document, hundreds
 * of megabytes over 100,000 rows of order numbers and names. Dropped after each page of rows.
 */
function forgetLayouts(doc: PDFKit.PDFDocument) {
  const families = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: unknown }> })._fontFamilies ?? {};
  for (const font of Object.values(families)) if (font.layoutCache) font.layoutCache = Object.create(null);
}

type StandardFont = { font: { kernPairs: Record<string, number>; getKernPair: (left: string, right: string) => number } };

/**
 * pdfkit sets a standard font's text from scratch at every call, looking each pair of letters up for
 * kerning by a key built as a string, three times per cell (measured, laid out, advanced): 1.6 s of
 * the 6.7 s that 100,000 rows took. The same pairs, looked up in nested maps: 4.9 s. (Remembering each
 * string's glyphs as well saved nothing more and held ~90 MB.)
 */
function quickKerning(doc: PDFKit.PDFDocument, name: string): void {
  doc.font(name);
  const afm = (doc as unknown as { _font: StandardFont })._font.font;
  const kerning = new Map<string, Map<string, number>>();
  for (const [pair, value] of Object.entries(afm.kernPairs)) {
    const [left, right] = pair.split('\0') as [string, string];
    let row = kerning.get(left);
    if (!row) kerning.set(left, (row = new Map()));
    row.set(right, value);
  }
  afm.getKernPair = (left, right) => kerning.get(left)?.get(right) ?? 0;
}

/** A column of a streamed table: its heading, its share of the page's width, and how its text sits. */
export type PdfColumn = { header: string; width: number; align?: 'left' | 'right' };

/** What a streamed table PDF prints above the table: the company, the title, the period, the figures. */
export type PdfTableHead = {
  company: Record<string, string | null>;
  /** The logo as a data URL (png or jpeg), or null. */
  logo: string | null;
  title: string;
  subtitle: string;
  /** Label and value pairs printed as two columns under the title (totals of the report). */
  figures?: [string, string][];
};

const MARGIN = 36;
const LATIN_1 = /^[\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]*$/;

/** Helvetica (a standard font: no shaping, fast) unless the text has a character outside its Latin-1 range: then Roboto. */
export const pdfCellFont = (text: string, bold: boolean): string =>
  LATIN_1.test(text) ? (bold ? 'Helvetica-Bold' : 'Helvetica') : bold ? 'Roboto-Bold' : 'Roboto';

/** The text as it fits in room points in the document's current font: cut with an ellipsis when too wide. */
export function fitPdfText(doc: PDFKit.PDFDocument, text: string, room: number, measure = (t: string) => doc.widthOfString(t)): string {
  if (measure(text) <= room) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= room) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low)}…`;
}
const ROW_HEIGHT = 13;
const FONT_SIZE = 8;
const CELL_PADDING = 3;

/**
 * Answers a long report as a PDF laid out while its rows are read, page of rows by page of rows,
 * so memory holds one page whatever the length (pdfmake, used for documents, lays the whole
 * document out first: 5,000 rows took 130 MB). The table is plain on purpose: one line per row,
 * text that does not fit ends with an ellipsis, the header row repeated on every page, a page number
 * at the foot. As with sendXlsx the first page of rows is read before anything is sent, so a failing
 * statement still answers as a JSON error; a failure later cuts the download short. Call it from a
 * route's handler and return what it returns: the pages are read inside the request's transaction.
 */
export async function sendTablePdf(
  reply: FastifyReply,
  file: { fileName: string; head: PdfTableHead; columns: PdfColumn[]; pages: AsyncIterable<string[][]>; footnote?: () => string | null },
): Promise<FastifyReply> {
  const pages = file.pages[Symbol.asyncIterator]();
  let page = await pages.next();
  const out = new PassThrough();
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: file.head.title }, autoFirstPage: true });
  for (const [name, data] of Object.entries(pdfFonts)) doc.registerFont(name, data);
  for (const name of ['Helvetica', 'Helvetica-Bold']) quickKerning(doc, name);
  doc.pipe(out);
  reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${file.fileName}"`);
  reply.send(out);

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - ROW_HEIGHT;
  const share = file.columns.reduce((sum, c) => sum + c.width, 0);
  const columns = file.columns.map((c) => ({ ...c, px: (c.width / share) * width }));
  let pageNumber = 1;
  let y = 0;

  // Text is placed by hand (pdfkit's own width/align/ellipsis runs its line wrapper for every cell,
  // several times slower): measured once per distinct string and font, cut to the column with an ellipsis.
  const widths = new Map<string, number>();
  const widthOf = (text: string, font: string) => {
    const key = `${font}\u0000${text}`;
    let w = widths.get(key);
    if (w === undefined) {
      w = doc.widthOfString(text);
      widths.set(key, w);
    }
    return w;
  };
  const fit = (text: string, room: number, font: string) => fitPdfText(doc, text, room, (t) => widthOf(t, font));
  // Rows are set in Helvetica, one of the PDF's standard fonts (no shaping: several times faster
  // than an embedded font), unless a cell holds a character outside its Latin-1 range (the peso sign,
  // CJK, …): that cell is set in Roboto.
  const cells = (values: string[], bold: boolean) => {
    doc.fontSize(FONT_SIZE).fillColor('#000000');
    let x = left;
    columns.forEach((column, i) => {
      const value = values[i] ?? '';
      const font = pdfCellFont(value, bold);
      doc.font(font);
      const room = column.px - 2 * CELL_PADDING;
      const text = fit(value, room, font);
      const at = column.align === 'right' ? x + CELL_PADDING + room - widthOf(text, font) : x + CELL_PADDING;
      if (font.startsWith('Roboto')) {
        // Glyphs Roboto lacks are measured as nothing: keep whatever they print inside the cell.
        doc.save().rect(x, y, column.px, ROW_HEIGHT).clip();
        doc.text(text, at, y + 3, { lineBreak: false });
        doc.restore();
      } else doc.text(text, at, y + 3, { lineBreak: false });
      x += column.px;
    });
  };
  const foot = () => {
    // Below the bottom margin: pdfkit would start a page of its own for it unless the margin is lifted.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Roboto')
      .fontSize(7)
      .fillColor('#666666')
      .text(`${file.head.title} · page ${pageNumber}`, left, doc.page.height - MARGIN + 8, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  };
  const headerRow = () => {
    cells(
      columns.map((c) => c.header),
      true,
    );
    y += ROW_HEIGHT;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor('#888888')
      .stroke();
  };
  const newPage = () => {
    foot();
    doc.addPage();
    pageNumber += 1;
    y = MARGIN;
    headerRow();
  };

  try {
    // The head: company, title, period, figures.
    const { head } = file;
    y = MARGIN;
    if (head.logo) {
      try {
        doc.image(head.logo, left, y, { fit: [60, 60] });
        y += 64;
      } catch {
        // A logo pdfkit cannot read is left out rather than failing the report.
      }
    }
    doc
      .font('Roboto-Bold')
      .fontSize(16)
      .fillColor('#000000')
      .text(head.company.company_name ?? '', left, y, { width });
    y = doc.y + 2;
    const contact = [head.company.address, head.company.phone, head.company.email].filter(Boolean).join(' · ');
    doc.font('Roboto').fontSize(8);
    if (contact) y = doc.text(contact, left, y, { width }).y;
    if (head.company.tin) y = doc.text(`TIN ${head.company.tin}`, left, y, { width }).y;
    y = doc
      .font('Roboto-Bold')
      .fontSize(13)
      .text(head.title, left, y + 10, { width }).y;
    y =
      doc
        .font('Roboto')
        .fontSize(8)
        .text(head.subtitle, left, y + 2, { width }).y + 6;
    for (const [label, value] of head.figures ?? []) {
      doc.font('Roboto').fontSize(FONT_SIZE).text(label, left, y, { width: 110, lineBreak: false });
      doc.text(value, left + 110, y, { width: 110, align: 'right', lineBreak: false });
      y += 11;
    }
    y += 8;
    headerRow();

    while (!page.done) {
      let laid = 0;
      for (const row of page.value) {
        if (y > bottom) newPage();
        cells(row, false);
        y += ROW_HEIGHT;
        // Laying out is synchronous: let other requests in now and then.
        if (++laid % 200 === 0) await new Promise(setImmediate);
      }
      forgetLayouts(doc);
      widths.clear();
      await drained(out);
      if (out.destroyed) {
        await pages.return?.(undefined);
        return reply;
      }
      page = await pages.next();
    }
    const note = file.footnote?.();
    if (note) {
      if (y > bottom) newPage();
      doc
        .font('Roboto')
        .fontSize(FONT_SIZE)
        .text(note, left, y + 6, { width, lineBreak: false });
    }
    foot();
    doc.end();
  } catch (error) {
    out.destroy(error as Error);
    throw error;
  }
  return reply;
}

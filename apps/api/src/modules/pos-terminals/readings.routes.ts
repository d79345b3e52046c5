import type { FastifyInstance } from 'fastify';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { z } from 'zod';
import { readingRows, xReadingBody, xReadingQuery, type ReadingRow } from '@oim/shared/pos/readings';
import { createRouter } from '../../platform/http/routes';
import { sendPdf } from '../../platform/export/pdf';
import { journalXReading, makeZReading, xReading, zReadingOf, zReadingsOf } from './readings';

const idAndReading = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  readingId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

const rowSchema = z.union([
  z.object({ left: z.string(), right: z.string() }),
  z.object({ center: z.string() }),
  z.object({ rule: z.literal(true) }),
]);
const xReadingSchema = z.object({
  terminalId: z.number(),
  shiftId: z.number(),
  header: z.record(z.string(), z.unknown()),
  figures: z.record(z.string(), z.unknown()),
  content: z.string(),
  rows: z.array(rowSchema),
});
const zReadingSchema = z.object({
  id: z.number(),
  terminalId: z.number(),
  businessDate: z.string(),
  zCounter: z.number(),
  resetCounter: z.number(),
  beginningInvoiceNumber: z.string().nullable(),
  endingInvoiceNumber: z.string().nullable(),
  transactionCount: z.number(),
  grossSales: z.string(),
  netSales: z.string(),
  previousGrandTotal: z.string(),
  presentGrandTotal: z.string(),
  figures: z.record(z.string(), z.unknown()),
  content: z.string(),
  createdBy: z.number(),
  createdAt: z.unknown(),
  rows: z.array(rowSchema),
});

type StoredZ = Awaited<ReturnType<typeof zReadingOf>>;
const withRows = (z: StoredZ) => {
  const { header, ...figures } = z.figures;
  return { ...z, rows: readingRows(header, figures) };
};

/** A reading as a PDF: its rows on an 80 mm page, as printed. */
function readingPdf(title: string, rows: readonly ReadingRow[]): TDocumentDefinitions {
  return {
    info: { title },
    pageSize: { width: 226.77, height: 'auto' },
    pageMargins: [10, 10, 10, 10],
    defaultStyle: { fontSize: 8 },
    content: rows.map((r) =>
      'rule' in r
        ? { canvas: [{ type: 'line', x1: 0, y1: 2, x2: 206, y2: 2, lineWidth: 0.5, dash: { length: 2 } }], margin: [0, 2, 0, 2] }
        : 'center' in r
          ? { text: r.center, alignment: 'center', bold: /READING$/.test(r.center) }
          : {
              columns: [
                { text: r.left, width: '*' },
                { text: r.right, width: 'auto', alignment: 'right' },
              ],
            },
    ),
  };
}

export function registerReadingRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'POS readings');

  r.get('pos/terminals/:id/x-reading', {
    access: 'View Readings',
    summary: "A shift's X reading (?shiftId=): its sales, VAT, discounts, returns, voids, payments and drawer; changes nothing",
    params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    query: xReadingQuery,
    response: { 200: z.object({ data: xReadingSchema }) },
    handler: async ({ tx, params, query }) => {
      const reading = await xReading(tx, params.id, query.shiftId);
      return { data: { ...reading, rows: readingRows(reading.header, reading.figures) } };
    },
  });

  r.post('pos/terminals/:id/x-reading', {
    access: 'View Readings',
    summary: 'Issue (print or download) a shift’s X reading: kept in the electronic journal as issued',
    params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    body: xReadingBody,
    status: 201,
    response: { 201: z.object({ message: z.string(), data: xReadingSchema }) },
    handler: async ({ tx, tenant, user, params, body }) => {
      const reading = await xReading(tx, params.id, body.shiftId);
      await journalXReading({ tx, tenantId: tenant.id, userId: user.id }, reading);
      return { message: 'X reading issued.', data: { ...reading, rows: readingRows(reading.header, reading.figures) } };
    },
  });

  r.get('pos/terminals/:id/x-reading/pdf', {
    access: 'View Readings',
    file: 'pdf',
    summary: "A shift's X reading as a PDF (80 mm page)",
    params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    query: xReadingQuery,
    handler: async ({ tx, params, query, reply }) => {
      const reading = await xReading(tx, params.id, query.shiftId);
      return sendPdf(reply, readingPdf('X reading', readingRows(reading.header, reading.figures)), `x-reading-${reading.shiftId}.pdf`);
    },
  });

  r.post('pos/terminals/:id/z-reading', {
    access: 'Make Z Reading',
    summary: "Make the terminal's Z reading for today (once a business day, every shift closed: 409 otherwise); immutable",
    params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    status: 201,
    response: { 201: z.object({ message: z.string(), data: zReadingSchema }) },
    handler: async ({ tx, tenant, user, params }) => ({
      message: 'Z reading made.',
      data: withRows(await makeZReading({ tx, tenantId: tenant.id, userId: user.id }, params.id)),
    }),
  });

  r.get('pos/terminals/:id/z-readings', {
    access: ['View Readings', 'Make Z Reading'],
    summary: "The terminal's Z readings, latest first (up to 100)",
    params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    response: { 200: z.object({ data: z.array(zReadingSchema) }) },
    handler: async ({ tx, params }) => ({ data: (await zReadingsOf(tx, params.id)).map(withRows) }),
  });

  r.get('pos/terminals/:id/z-readings/:readingId', {
    access: ['View Readings', 'Make Z Reading'],
    summary: 'One Z reading as made',
    params: idAndReading,
    response: { 200: z.object({ data: zReadingSchema }) },
    handler: async ({ tx, params }) => ({ data: withRows(await zReadingOf(tx, params.id, params.readingId)) }),
  });

  r.get('pos/terminals/:id/z-readings/:readingId/pdf', {
    access: ['View Readings', 'Make Z Reading'],
    file: 'pdf',
    summary: 'One Z reading as a PDF (80 mm page)',
    params: idAndReading,
    handler: async ({ tx, params, reply }) => {
      const reading = withRows(await zReadingOf(tx, params.id, params.readingId));
      return sendPdf(
        reply,
        readingPdf(`Z reading ${reading.zCounter}`, reading.rows),
        `z-reading-${reading.zCounter}-${reading.businessDate}.pdf`,
      );
    },
  });
}

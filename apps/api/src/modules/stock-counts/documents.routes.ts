import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import { createRouter } from '../../platform/http/routes';
import { sendCountSheet } from './count-sheet';
import { sendVariancePdf, sendVarianceXlsx } from './variance-report';

const PATH = 'inventory/stock-counts/:id';

/** A count not in a state the document is for (a variance of a DRAFT, the sheet of a CANCELLED count). */
const notInThisState = {
  409: z
    .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() })
    .meta({ description: 'The count is not in a state this document is for; nothing was printed.' }),
};

/** The count's documents (docs/architecture/stock-counts.md, Documents): the sheet to count on, the variance report. */
export function registerStockCountDocumentRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Stock counts');

  r.get(`${PATH}/sheet`, {
    access: 'View Stock Counts',
    file: 'pdf',
    summary:
      'The count sheet as a PDF: the products in shelf order (category, then name) with a box to write each count in; expected quantities unless the count is blind (a DRAFT: the products its scope takes, at their on-hand now; 409 when cancelled)',
    params: idParam,
    response: notInThisState,
    handler: async ({ tx, tenant, params, reply }) => sendCountSheet(reply, tx, tenant.id, params.id),
  });

  r.get(`${PATH}/variance/export`, {
    access: 'View Stock Counts',
    file: 'xlsx',
    summary:
      "The variance of a COUNTING or POSTED count as an .xlsx file: each product's expected, counted, difference and value at cost, then the shortage, overage and net at cost (a blind count's to holders of Post or Create Stock Counts; 409 for a DRAFT or CANCELLED count)",
    params: idParam,
    response: notInThisState,
    handler: async ({ tx, tenant, user, params, reply }) => sendVarianceXlsx(reply, tx, tenant.id, params.id, user),
  });

  r.get(`${PATH}/variance/export-pdf`, {
    access: 'View Stock Counts',
    file: 'pdf',
    summary:
      'The variance of a COUNTING or POSTED count as a PDF with the company header, laid out as its lines are read (a blind count’s to holders of Post or Create Stock Counts; 409 for a DRAFT or CANCELLED count)',
    params: idParam,
    response: notInThisState,
    handler: async ({ tx, tenant, user, params, reply }) => sendVariancePdf(reply, tx, tenant.id, params.id, user),
  });
}

import type { FastifyInstance } from 'fastify';
import { idParam } from '@oim/shared/schemas/fields';
import { notFound } from '../../platform/errors';
import { renderPdf } from '../../platform/export/pdf';
import { XLSX_TYPE } from '../../platform/export/xlsx';
import { createRouter } from '../../platform/http/routes';
import { companyHeader } from '../settings';
import { customerLedger, ledgerPeriod, ledgerQuery } from './customer-ledger';
import { customerLedgerPdf, customerLedgerXlsx, ledgerFileName } from './customer-ledger-files';

const PERIOD = 'from, to: dates (default the current month up to today, Manila; at most two years)';

/** A customer's statement: opening balance, credit sales, collections and voids with a running balance. */
export function registerLedgerRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Customer ledger');

  r.get('sales/customers/:id/ledger/export-pdf', {
    access: 'Print Customer Reports',
    file: 'pdf',
    summary: `A customer's ledger for a period as a PDF statement (${PERIOD})`,
    params: idParam,
    query: ledgerQuery,
    handler: async ({ tx, params, query, reply }) => {
      const ledger = await customerLedger(tx, params.id, ledgerPeriod(query));
      if (!ledger) throw notFound('customer');
      const { company, logo } = await companyHeader(tx);
      const pdf = await renderPdf(customerLedgerPdf(ledger, company, logo));
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${ledgerFileName(ledger, 'pdf')}"`);
      return pdf;
    },
  });

  r.get('sales/customers/:id/ledger/export-excel', {
    access: 'Print Customer Reports',
    file: 'xlsx',
    summary: `A customer's ledger for a period as an .xlsx file (${PERIOD})`,
    params: idParam,
    query: ledgerQuery,
    handler: async ({ tx, params, query, reply }) => {
      const ledger = await customerLedger(tx, params.id, ledgerPeriod(query));
      if (!ledger) throw notFound('customer');
      const { company } = await companyHeader(tx);
      const file = await customerLedgerXlsx(ledger, company.company_name ?? '');
      reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${ledgerFileName(ledger, 'xlsx')}"`);
      return file;
    },
  });
}

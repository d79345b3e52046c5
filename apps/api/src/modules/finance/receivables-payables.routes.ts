import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { receivableResource } from './receivables.resource';
import { aging, agingAnswer, agingQuery } from './aging';
import { payableResource } from './payables.resource';

/** What customers owe the shop and what it owes suppliers: the documents, and how long past due. */
export function registerReceivableAndPayableRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Receivables and payables');
  r.get('finance/receivables/aging', {
    access: 'View Receivables',
    summary: 'What each customer owes by days past due (current, 1–30, 31–60, 61–90, over 90) as of a day',
    query: agingQuery,
    response: { 200: agingAnswer('receivable') },
    handler: async ({ tx, query }) => aging(tx, 'receivable', query),
  });
  r.get('finance/payables/aging', {
    access: 'View Payables',
    summary: 'What the shop owes each supplier by days past due (current, 1–30, 31–60, 61–90, over 90) as of a day',
    query: agingQuery,
    response: { 200: agingAnswer('payable') },
    handler: async ({ tx, query }) => aging(tx, 'payable', query),
  });
  registerCrud(r, { path: 'finance/receivables', resource: receivableResource, access: { list: ['View Receivables'] } });
  registerCrud(r, { path: 'finance/payables', resource: payableResource, access: { list: 'View Payables' } });
}

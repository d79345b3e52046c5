/** Quotations: a sale offered, saved without moving stock, sent as a PDF, and later turned into a sales order. */
import type { FastifyPluginAsync } from 'fastify';
import { registerQuotationRoutes } from './quotations.routes';

export const quotationsPlugin: FastifyPluginAsync = async (app) => {
  registerQuotationRoutes(app);
};

// The shell's search (modules/search).
export { quotationResource } from './quotations.resource';
export { findQuotationIds } from './find-quotations';

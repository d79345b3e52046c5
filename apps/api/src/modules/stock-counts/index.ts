/**
 * Stock counts (issue 35): a location counted on phones while the shop keeps selling, its
 * differences posted through the inventory ledger. Design: docs/architecture/stock-counts.md.
 * Other modules use only what this file exports.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerStockCountDocumentRoutes } from './documents.routes';
import { registerStockCountEntryRoutes } from './entries.routes';
import { registerStockCountRoutes } from './stock-counts.routes';

export const stockCountsPlugin: FastifyPluginAsync = async (app) => {
  registerStockCountRoutes(app);
  registerStockCountEntryRoutes(app);
  registerStockCountDocumentRoutes(app);
};

export { stockCountResource } from './stock-counts.resource';
export { lockCount } from './save-count';

/**
 * The terminal's side of the server: its product search and start-up calls (commission staff),
 * and offline sync (the catalogue and reference data it keeps, and posting the sales it made offline).
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerOfflineSyncRoutes } from './offline-sync.routes';
import { registerPosProductRoutes } from './pos-products.routes';

export const posPlugin: FastifyPluginAsync = async (app) => {
  registerPosProductRoutes(app);
  registerOfflineSyncRoutes(app);
};

// The shell's search (modules/search) finds products as the terminal does.
export { searchProducts } from './product-search';

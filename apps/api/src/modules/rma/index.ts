/**
 * Returns (RMA): a customer brings back goods sold on a sale for a refund, a replacement, a repair
 * or store credit. Resolving one moves stock (inventory's ledger), money (finance's refunds and
 * credits), warranties, and opens job orders (service). Other modules use only what this file exports.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerRmaRoutes } from './rmas.routes';

export const rmaPlugin: FastifyPluginAsync = async (app) => {
  registerRmaRoutes(app);
};

export { rmaItemResource, rmaResource } from './rmas.resource';

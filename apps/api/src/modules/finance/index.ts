/**
 * Finance: what the shop is owed and owes. Today the payables that purchase receipts on credit
 * create (receivables of credit sales are still written by sales); payments come next.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerPayableRoutes } from './payables.routes';

export const financePlugin: FastifyPluginAsync = async (app) => {
  registerPayableRoutes(app);
};

export { createPayable, voidPayableOf, type NewPayable } from './payables';

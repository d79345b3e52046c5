/**
 * Purchasing: purchase orders to suppliers, and the receipts that bring their goods into stock,
 * set product costs and create what the shop owes (finance's payables).
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerPurchaseOrderRoutes } from './purchase-orders.routes';
import { registerPurchaseReceiptRoutes } from './purchase-receipts.routes';

export const purchasingPlugin: FastifyPluginAsync = async (app) => {
  registerPurchaseOrderRoutes(app);
  registerPurchaseReceiptRoutes(app);
};

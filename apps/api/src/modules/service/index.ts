/**
 * Service (repair shops): job orders from intake to release, their status flow and technician,
 * comments, and photos on both. Stock does not move for a job order; its sale (later) posts through
 * the same path as any POS sale. Other modules use only what this file exports.
 */
import type { FastifyPluginAsync } from 'fastify';
import './service.media';
import { registerServiceOrderCommentRoutes } from './service-order-comments.routes';
import { registerServiceOrderRoutes } from './service-orders.routes';

export const servicePlugin: FastifyPluginAsync = async (app) => {
  registerServiceOrderRoutes(app);
  registerServiceOrderCommentRoutes(app);
};

export { serviceOrderResource } from './service-orders.resource';
// A return (RMA) resolved for repair opens a job order through the same path as the counter.
export { createServiceOrder } from './save-service-order';
// The sale of a job order (modules/sales posts it): lock and check before posting, release after; reopen when voided.
export { lockServiceOrderForSale, releaseServiceOrder, reopenServiceOrderOfSale } from './service-order-sale';

/** Reports: read-only figures over the other areas' documents. */
import type { FastifyPluginAsync } from 'fastify';
import { registerSalesReportRoutes } from './daily-sales.routes';

export const reportsPlugin: FastifyPluginAsync = async (app) => {
  registerSalesReportRoutes(app);
};

/** Reports: read-only figures over the other areas' documents. */
import type { FastifyPluginAsync } from 'fastify';
import { registerSalesReportRoutes } from './daily-sales.routes';
import { registerDashboardRoutes } from './dashboard.routes';
import { registerExpenseReportRoutes } from './expense-report.routes';
import { registerSalesFigureRoutes } from './sales-report.routes';
import { registerStockReportRoutes } from './stock-reports.routes';

export const reportsPlugin: FastifyPluginAsync = async (app) => {
  registerSalesReportRoutes(app);
  registerSalesFigureRoutes(app);
  registerExpenseReportRoutes(app);
  registerStockReportRoutes(app);
  registerDashboardRoutes(app);
};

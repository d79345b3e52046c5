import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../platform/http/routes';
import { rawQuery } from '../../platform/resource/schema';
import { dashboardAnswer, readDashboardQuery, storeInsights } from './dashboard';

export function registerDashboardRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Reports');

  r.get('reports/dashboard', {
    access: 'access dashboard',
    summary:
      'Store Insights in one call (salesOrderDate[between]=from,to, default this month, against the period of as many days before it; ' +
      'salesChannelId; timezone/timezoneOffset): sales figures, sales by hour today, by day, top products and payment mix (View Sales Reports), ' +
      'low-stock count (View Low Stock Report), receivables (View Receivables) and payables (View Payables) overdue and due within 7 days, ' +
      'open job orders by status (View Job Order), the 10 latest sales (View Sales Orders). A card the caller may not see is left out.',
    query: rawQuery,
    response: { 200: dashboardAnswer },
    handler: async ({ tx, query, user }) => storeInsights(tx, readDashboardQuery(query), user.permissions),
  });
}

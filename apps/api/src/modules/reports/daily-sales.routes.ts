import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createRouter } from '../../platform/http/routes';
import { rawQuery } from '../../platform/resource/schema';
import { dayRow, readDailySalesQuery, dailySales } from './daily-sales';

export function registerSalesReportRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Reports');

  r.get('reports/sales-report/daily', {
    access: 'View Sales Reports',
    summary:
      'Completed sales per day (salesOrderDate[between]=from,to, default this month; salesChannelId): orders, gross, discount, net, paid; ' +
      'and collectedTotal, what was collected from customers that day on credit sales (kept apart from paid); refundTotal, paid back for returns; netSales, net less refunds (the net sales of every report); and netOfRefunds',
    query: rawQuery,
    response: {
      200: z.object({
        data: z.array(dayRow),
        meta: z.object({ from: z.string(), to: z.string(), timezone: z.string(), salesChannelId: z.number().nullable() }),
      }),
    },
    handler: async ({ tx, query }) => {
      const q = readDailySalesQuery(query);
      return {
        data: await dailySales(tx, q),
        meta: { from: q.from, to: q.to, timezone: q.timeZone, salesChannelId: q.salesChannelId ?? null },
      };
    },
  });
}

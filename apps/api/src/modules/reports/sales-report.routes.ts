import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendTablePdf } from '../../platform/export/pdf-table';
import { sendXlsx } from '../../platform/export/xlsx';
import { createRouter } from '../../platform/http/routes';
import { listResource } from '../../platform/resource/list';
import { listMetaSchema, pageSchema, rawQuery } from '../../platform/resource/schema';
import { salesOrderResource } from '../sales';
import { CUSTOMER_SORTS, customerSales, customerSalesRow, topCustomers } from './customer-sales';
import type { SeriesUnit } from './expense-report';
import { PRODUCT_SORTS, productSales, productSalesRow, topProducts } from './product-sales';
import { productSalesTotals, productSalesTotalsOf } from './product-sales-totals';
import { productSalesWorkbook, salesReportPdf, salesWorkbook } from './sales-export';
import { readSalesReportQuery, readTopListQuery, salesOrderListWhere } from './sales-report';
import { salesReportSeries, salesReportTotals, salesSeriesRow, salesTotals } from './sales-totals';

const FILTER =
  "salesOrderDate[between]=from,to (00:00:00–23:59:59 in the caller's timezone/timezoneOffset; default this month in Manila), " +
  'salesChannelId, customerId, productBrandId, productCategoryId (brand and category count only the lines of such products)';

export function registerSalesFigureRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Reports');
  const view = 'View Sales Reports';
  const base = 'reports/sales-report';

  r.get(`${base}/sales-totals`, {
    access: view,
    summary: `The period's completed sales: orders, gross, discounts (with the senior citizen / PWD 20% and 5% apart), refunds paid (by payment date), net before refunds, net sales (after refunds), cost as stored at sale, gross profit (net sales − cost), margin %, average basket (${FILTER})`,
    query: rawQuery,
    response: { 200: z.object({ data: salesTotals, period: z.object({ from: z.string(), to: z.string(), timeZone: z.string() }) }) },
    handler: async ({ tx, query }) => {
      const q = readSalesReportQuery(query);
      return { data: await salesReportTotals(tx, q), period: { from: q.from, to: q.to, timeZone: q.timeZone } };
    },
  });

  r.get(`${base}/sales-orders`, {
    access: view,
    summary: `The period's completed sales as a list (list protocol: paging, sorting, relations, other filters; ${FILTER})`,
    query: rawQuery,
    response: { 200: pageSchema(salesOrderResource) },
    handler: async ({ tx, query, user }) => {
      const q = readSalesReportQuery(query, { keepOtherFilters: true });
      return listResource(tx, salesOrderResource, q.rest, { extraWhere: salesOrderListWhere(q), viewer: user });
    },
  });

  const series: [string, SeriesUnit, string][] = [
    ['daily', 'day', 'day'],
    ['weekly', 'week', 'week (from Monday)'],
    ['monthly', 'month', 'month'],
  ];
  for (const [path, unit, label] of series) {
    r.get(`${base}/sales-orders/${path}`, {
      access: view,
      summary: `Orders, net before refunds, refunds, net sales and gross profit per ${label}, every one of the period listed with zeros (${FILTER})`,
      query: rawQuery,
      response: { 200: z.object({ data: z.array(salesSeriesRow) }) },
      handler: async ({ tx, query }) => ({ data: await salesReportSeries(tx, readSalesReportQuery(query), unit) }),
    });
  }

  r.get(`${base}/top-customers`, {
    access: view,
    summary: `The customers with the highest net sales in the period (limit 1–100, default 10; ${FILTER})`,
    query: rawQuery,
    response: { 200: z.object({ data: z.array(customerSalesRow) }) },
    handler: async ({ tx, query }) => {
      const { q, limit } = readTopListQuery(query);
      return { data: await topCustomers(tx, q, limit) };
    },
  });

  r.get(`${base}/top-products`, {
    access: view,
    summary: `The products with the highest net sales in the period (limit 1–100, default 10; ${FILTER})`,
    query: rawQuery,
    response: { 200: z.object({ data: z.array(productSalesRow) }) },
    handler: async ({ tx, query }) => {
      const { q, limit } = readTopListQuery(query);
      return { data: await topProducts(tx, q, limit) };
    },
  });

  r.get(`${base}/customer`, {
    access: view,
    summary: `Per customer: orders, gross, discounts, net, cost, gross profit, margin, average basket; page, pageSize, sort by any of ${Object.keys(CUSTOMER_SORTS).join(', ')} (${FILTER})`,
    query: rawQuery,
    response: { 200: z.object({ data: z.array(customerSalesRow), meta: listMetaSchema }) },
    handler: async ({ tx, query }) => customerSales(tx, readSalesReportQuery(query, { sorts: CUSTOMER_SORTS })),
  });

  r.get(`${base}/sales-report/export-excel`, {
    access: 'Export Sales Reports',
    file: 'xlsx',
    summary: `The period's sales as an .xlsx file, oldest first, dates as dates and amounts as numbers (${FILTER})`,
    query: rawQuery,
    handler: async ({ tx, query, reply }) => sendXlsx(reply, salesWorkbook(tx, readSalesReportQuery(query))),
  });

  r.get(`${base}/sales-report/export-pdf`, {
    access: 'Print Sales Reports',
    file: 'pdf',
    summary: `The sales report as a PDF with the company header: the totals and every sale of the period, laid out as they are read (${FILTER})`,
    query: rawQuery,
    handler: async ({ tx, query, reply }) => sendTablePdf(reply, await salesReportPdf(tx, readSalesReportQuery(query))),
  });

  const PRODUCT_FILTER = `${FILTER}; globalFilter (SKU or name); page, pageSize; sort by any of ${Object.keys(PRODUCT_SORTS).join(', ')}`;

  r.get(`${base}/product`, {
    access: 'View Product Reports',
    summary: `Per product sold or returned in the period: quantity in base units, gross, discounts, net sales, cost, gross profit, margin, returned quantity (${PRODUCT_FILTER})`,
    query: rawQuery,
    response: { 200: z.object({ data: z.array(productSalesRow), meta: listMetaSchema }) },
    handler: async ({ tx, query }) => productSales(tx, readSalesReportQuery(query, { sorts: PRODUCT_SORTS })),
  });

  r.get(`${base}/product-totals`, {
    access: 'View Product Reports',
    summary: `The per-product report's totals over every row the filters keep (${PRODUCT_FILTER})`,
    query: rawQuery,
    response: { 200: z.object({ data: productSalesTotals }) },
    handler: async ({ tx, query }) => ({ data: await productSalesTotalsOf(tx, readSalesReportQuery(query, { sorts: PRODUCT_SORTS })) }),
  });

  r.get(`${base}/product/export`, {
    access: 'Export Product Reports',
    file: 'xlsx',
    summary: `The per-product report as an .xlsx file, in the list's order (${PRODUCT_FILTER})`,
    query: rawQuery,
    handler: async ({ tx, query, reply }) =>
      sendXlsx(reply, productSalesWorkbook(tx, readSalesReportQuery(query, { sorts: PRODUCT_SORTS }))),
  });
}

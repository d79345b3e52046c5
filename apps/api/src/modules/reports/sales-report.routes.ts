import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { amountText, formatPesos } from '../../platform/export/pdf';
import { sendTablePdf } from '../../platform/export/pdf-table';
import { cursorPages } from '../../platform/export/stream';
import { sendXlsx, type SheetColumn } from '../../platform/export/xlsx';
import { createRouter } from '../../platform/http/routes';
import { listResource } from '../../platform/resource/list';
import { pageSchema, rawQuery } from '../../platform/resource/schema';
import { salesOrderResource } from '../sales';
import { companyHeader } from '../settings';
import type { SeriesUnit } from './expense-report';
import {
  allProductSalesStatement,
  CUSTOMER_SORTS,
  customerSales,
  customerSalesRow,
  exportedSalesStatement,
  PRODUCT_SORTS,
  productSales,
  productSalesRow,
  productSalesTotals,
  productSalesTotalsOf,
  readLimit,
  readSalesReportQuery,
  salesOrderListWhere,
  salesReportSeries,
  salesReportTotals,
  salesSeriesRow,
  salesTotals,
  toExportedSale,
  toProductRow,
  topCustomers,
  topProducts,
  type ExportedSale,
  type ProductSalesRow,
} from './sales-report';

/** The most rows a spreadsheet export holds (a worksheet holds 1,048,576 with its header). */
const EXPORT_LIMIT = 1_000_000;
const MONEY = '#,##0.00';
const QTY = '#,##0.####';

const FILTER =
  "salesOrderDate[between]=from,to (00:00:00–23:59:59 in the caller's timezone/timezoneOffset; default this month in Manila), " +
  'salesChannelId, customerId, productBrandId, productCategoryId (brand and category count only the lines of such products)';

const meta = z.object({ current_page: z.number(), per_page: z.number(), total: z.number(), last_page: z.number() });

const saleColumns: SheetColumn<ExportedSale>[] = [
  { header: 'Sales Order #', width: 18, value: (r) => r.salesOrderNumber },
  { header: 'Date', width: 18, value: (r) => r.localDate, numFmt: 'yyyy-mm-dd hh:mm' },
  { header: 'Customer', width: 30, value: (r) => r.customerName },
  { header: 'Sales Channel', width: 18, value: (r) => r.salesChannel },
  { header: 'Gross', width: 14, value: (r) => r.gross, numFmt: MONEY },
  { header: 'Discounts', width: 14, value: (r) => r.discount, numFmt: MONEY },
  { header: 'Net', width: 14, value: (r) => r.net, numFmt: MONEY },
  { header: 'Cost', width: 14, value: (r) => r.cost, numFmt: MONEY },
  { header: 'Gross Profit', width: 14, value: (r) => Math.round((r.net - r.cost) * 100) / 100, numFmt: MONEY },
  // Of Discounts: the senior citizen / PWD 20% and 5% (last, so the columns before keep their places).
  { header: 'SC/PWD 20%', width: 14, value: (r) => r.specialDiscount20, numFmt: MONEY },
  { header: 'SC/PWD 5% (BNPC)', width: 16, value: (r) => r.specialDiscount5, numFmt: MONEY },
];

const productColumns: SheetColumn<ProductSalesRow>[] = [
  { header: 'SKU', width: 16, value: (r) => r.sku },
  { header: 'Product', width: 36, value: (r) => r.productName },
  { header: 'Unit', width: 8, value: (r) => r.baseUnit },
  { header: 'Quantity', width: 12, value: (r) => r.quantity, numFmt: QTY },
  { header: 'Gross', width: 14, value: (r) => r.grossTotal, numFmt: MONEY },
  { header: 'Discounts', width: 14, value: (r) => r.discountTotal, numFmt: MONEY },
  { header: 'Net Sales', width: 14, value: (r) => r.netTotal, numFmt: MONEY },
  { header: 'Cost', width: 14, value: (r) => r.costTotal, numFmt: MONEY },
  { header: 'Gross Profit', width: 14, value: (r) => r.grossProfit, numFmt: MONEY },
  { header: 'Margin %', width: 10, value: (r) => r.margin, numFmt: '0.00' },
  { header: 'Returned', width: 12, value: (r) => r.returnedQuantity, numFmt: QTY },
];

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
      const limit = readLimit(query);
      const { limit: _limit, ...rest } = query as Record<string, unknown>;
      return { data: await topCustomers(tx, readSalesReportQuery(rest), limit) };
    },
  });

  r.get(`${base}/top-products`, {
    access: view,
    summary: `The products with the highest net sales in the period (limit 1–100, default 10; ${FILTER})`,
    query: rawQuery,
    response: { 200: z.object({ data: z.array(productSalesRow) }) },
    handler: async ({ tx, query }) => {
      const limit = readLimit(query);
      const { limit: _limit, ...rest } = query as Record<string, unknown>;
      return { data: await topProducts(tx, readSalesReportQuery(rest), limit) };
    },
  });

  r.get(`${base}/customer`, {
    access: view,
    summary: `Per customer: orders, gross, discounts, net, cost, gross profit, margin, average basket; page, pageSize, sort by any of ${Object.keys(CUSTOMER_SORTS).join(', ')} (${FILTER})`,
    query: rawQuery,
    response: { 200: z.object({ data: z.array(customerSalesRow), meta }) },
    handler: async ({ tx, query }) => customerSales(tx, readSalesReportQuery(query, { sorts: CUSTOMER_SORTS })),
  });

  r.get(`${base}/sales-report/export-excel`, {
    access: 'Export Sales Reports',
    file: 'xlsx',
    summary: `The period's sales as an .xlsx file, oldest first, dates as dates and amounts as numbers (${FILTER})`,
    query: rawQuery,
    handler: async ({ tx, query, reply }) => {
      const q = readSalesReportQuery(query);
      return sendXlsx(reply, {
        fileName: `sales-report-${q.from}-to-${q.to}.xlsx`,
        sheetName: 'Sales',
        columns: saleColumns,
        pages: cursorPages(tx, exportedSalesStatement(tx, q, EXPORT_LIMIT), toExportedSale),
      });
    },
  });

  r.get(`${base}/sales-report/export-pdf`, {
    access: 'Print Sales Reports',
    file: 'pdf',
    summary: `The sales report as a PDF with the company header: the totals and every sale of the period, laid out as they are read (${FILTER})`,
    query: rawQuery,
    handler: async ({ tx, query, reply }) => {
      const q = readSalesReportQuery(query);
      const [totals, { company, logo }] = await Promise.all([salesReportTotals(tx, q), companyHeader(tx)]);
      const amount = (value: number) => amountText(value);
      const sales = cursorPages(tx, exportedSalesStatement(tx, q, EXPORT_LIMIT), (row) => {
        const s = toExportedSale(row);
        return [
          s.salesOrderNumber,
          s.localDate.toISOString().slice(0, 16).replace('T', ' '),
          s.customerName,
          s.salesChannel,
          amount(s.gross),
          amount(s.discount),
          amount(s.net),
          amount(Math.round((s.net - s.cost) * 100) / 100),
        ];
      });
      return sendTablePdf(reply, {
        fileName: `sales-report-${q.from}-to-${q.to}.pdf`,
        head: {
          company,
          logo,
          title: 'Sales Report',
          subtitle: `${q.from} to ${q.to} (${q.timeZone}) · amounts in pesos`,
          figures: [
            ['Orders', totals.orderCount.toLocaleString('en-PH')],
            ['Gross Sales', formatPesos(totals.grossTotal)],
            ['Discounts', formatPesos(totals.discountTotal)],
            ['of which SC/PWD 20%', formatPesos(totals.specialDiscount20)],
            ['of which SC/PWD 5% (BNPC)', formatPesos(totals.specialDiscount5)],
            ['Refunds', formatPesos(totals.refundTotal)],
            ['Net Sales', formatPesos(totals.netSales)],
            ['Cost', formatPesos(totals.costTotal)],
            ['Gross Profit', formatPesos(totals.grossProfit)],
            ['Margin', `${totals.margin.toFixed(2)}%`],
            ['Average Basket', formatPesos(totals.averageBasket)],
          ],
        },
        columns: [
          { header: 'Sales Order #', width: 13 },
          { header: 'Date', width: 11 },
          { header: 'Customer', width: 26 },
          { header: 'Channel', width: 14 },
          { header: 'Gross', width: 9, align: 'right' },
          { header: 'Discounts', width: 9, align: 'right' },
          { header: 'Net', width: 9, align: 'right' },
          { header: 'Gross Profit', width: 9, align: 'right' },
        ],
        pages: sales,
      });
    },
  });

  const PRODUCT_FILTER = `${FILTER}; globalFilter (SKU or name); page, pageSize; sort by any of ${Object.keys(PRODUCT_SORTS).join(', ')}`;

  r.get(`${base}/product`, {
    access: 'View Product Reports',
    summary: `Per product sold or returned in the period: quantity in base units, gross, discounts, net sales, cost, gross profit, margin, returned quantity (${PRODUCT_FILTER})`,
    query: rawQuery,
    response: { 200: z.object({ data: z.array(productSalesRow), meta }) },
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
    handler: async ({ tx, query, reply }) => {
      const q = readSalesReportQuery(query, { sorts: PRODUCT_SORTS });
      return sendXlsx(reply, {
        fileName: `sales-by-product-${q.from}-to-${q.to}.xlsx`,
        sheetName: 'Sales by Product',
        columns: productColumns,
        pages: cursorPages(tx, allProductSalesStatement(tx, q, EXPORT_LIMIT), toProductRow),
      });
    },
  });
}

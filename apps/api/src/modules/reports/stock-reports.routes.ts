import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LEDGER_COLUMN_LABELS, LEDGER_IN_COLUMNS, LEDGER_OUT_COLUMNS } from '@oim/shared/schemas/reports';
import { amountText, formatPesos } from '../../platform/export/pdf';
import { sendTablePdf } from '../../platform/export/pdf-table';
import { cursorPages } from '../../platform/export/stream';
import { sendXlsx, type SheetColumn } from '../../platform/export/xlsx';
import { createRouter } from '../../platform/http/routes';
import { listMetaSchema, rawQuery } from '../../platform/resource/schema';
import { companyHeader } from '../settings';
import { EXPORT_LIMIT, MONEY_FORMAT, QTY_FORMAT } from './export-formats';
import {
  allInventoryLedgerStatement,
  inventoryLedger,
  inventoryLedgerRow,
  inventoryLedgerTotals,
  readInventoryLedgerQuery,
  toInventoryLedgerRow,
  type InventoryLedgerRow,
} from './inventory-ledger';
import { allLowStockStatement, lowStockReport, lowStockRow, readLowStockQuery, toLowStockRow, type LowStockRow } from './low-stock';

const LEDGER_QUERY =
  "date[between]=from,to (00:00:00–23:59:59 in the caller's timezone/timezoneOffset; default this month in Manila), locationId, productId, " +
  'productCategoryId, productBrandId, globalFilter (SKU or name), sort (productName, sku, locationName, opening, totalIn, totalOut, closing, closingValue)';
const LOW_QUERY =
  'locationId, preferredSupplierId, productCategoryId, productBrandId, productId, globalFilter (SKU, name or supplier), ' +
  'sort (productName, sku, locationName, onHand, reorderPoint, suggestedQuantity, preferredSupplierName, lastCost, suggestedCost)';

const ledgerColumns: SheetColumn<InventoryLedgerRow>[] = [
  { header: 'SKU', width: 16, value: (r) => r.sku },
  { header: 'Product', width: 36, value: (r) => r.productName },
  { header: 'Location', width: 20, value: (r) => r.locationName },
  { header: 'Unit', width: 8, value: (r) => r.baseUnit },
  { header: 'Opening', width: 12, value: (r) => r.opening, numFmt: QTY_FORMAT },
  ...[...LEDGER_IN_COLUMNS, ...LEDGER_OUT_COLUMNS].map((c): SheetColumn<InventoryLedgerRow> => ({
    header: LEDGER_COLUMN_LABELS[c],
    width: 12,
    value: (r) => r[c],
    numFmt: QTY_FORMAT,
  })),
  { header: 'Total In', width: 12, value: (r) => r.totalIn, numFmt: QTY_FORMAT },
  { header: 'Total Out', width: 12, value: (r) => r.totalOut, numFmt: QTY_FORMAT },
  { header: 'Closing', width: 12, value: (r) => r.closing, numFmt: QTY_FORMAT },
  { header: 'Unit Cost', width: 12, value: (r) => r.unitCost, numFmt: MONEY_FORMAT },
  { header: 'Closing Value', width: 14, value: (r) => r.closingValue, numFmt: MONEY_FORMAT },
];

const lowStockColumns: SheetColumn<LowStockRow>[] = [
  { header: 'SKU', width: 16, value: (r) => r.sku },
  { header: 'Product', width: 36, value: (r) => r.productName },
  { header: 'Location', width: 20, value: (r) => r.locationName },
  { header: 'Unit', width: 8, value: (r) => r.baseUnit },
  { header: 'On Hand', width: 12, value: (r) => r.onHand, numFmt: QTY_FORMAT },
  { header: 'Reorder Point', width: 14, value: (r) => r.reorderPoint, numFmt: QTY_FORMAT },
  { header: 'Suggested Order', width: 16, value: (r) => r.suggestedQuantity, numFmt: QTY_FORMAT },
  { header: 'Preferred Supplier', width: 28, value: (r) => r.preferredSupplierName },
  { header: 'Last Cost', width: 12, value: (r) => r.lastCost, numFmt: MONEY_FORMAT },
  { header: 'Suggested Cost', width: 14, value: (r) => r.suggestedCost, numFmt: MONEY_FORMAT },
];

const today = () => new Date().toISOString().slice(0, 10);
const quantityText = (value: number) => value.toLocaleString('en-PH', { maximumFractionDigits: 4 });

export function registerStockReportRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Reports');
  // The spec puts the inventory ledger's link under this permission (section 2.2).
  const ledgerAccess = 'View Customer Ledger Reports';

  r.get('reports/inventory-with-ledger', {
    access: ledgerAccess,
    summary: `Per product and location for the period: opening, units in and out by source, closing (= opening + in − out) and its value at cost (${LEDGER_QUERY})`,
    query: rawQuery,
    response: {
      200: z.object({
        data: z.array(inventoryLedgerRow),
        totals: inventoryLedgerTotals,
        meta: listMetaSchema,
        period: z.object({ from: z.string(), to: z.string(), timeZone: z.string() }),
      }),
    },
    handler: async ({ tx, query }) => inventoryLedger(tx, readInventoryLedgerQuery(query)),
  });

  r.get('reports/inventory-with-ledger/export', {
    access: ledgerAccess,
    file: 'xlsx',
    summary: `The inventory ledger as an .xlsx file, numbers as numbers (${LEDGER_QUERY})`,
    query: rawQuery,
    handler: async ({ tx, query, reply }) => {
      const q = readInventoryLedgerQuery(query);
      return sendXlsx(reply, {
        fileName: `inventory-ledger-${q.from}-to-${q.to}.xlsx`,
        sheetName: 'Inventory Ledger',
        columns: ledgerColumns,
        pages: cursorPages(tx, allInventoryLedgerStatement(tx, q, EXPORT_LIMIT), toInventoryLedgerRow),
      });
    },
  });

  r.get('reports/inventory-with-ledger/export-pdf', {
    access: ledgerAccess,
    file: 'pdf',
    summary: `The inventory ledger as a PDF with the company header, A4 landscape, every row laid out as it is read (${LEDGER_QUERY})`,
    query: rawQuery,
    handler: async ({ tx, query, reply }) => {
      const q = readInventoryLedgerQuery(query);
      const [{ totals }, { company, logo }] = await Promise.all([
        inventoryLedger(tx, { ...q, rest: { ...q.rest, page: 1, pageSize: 1 } }),
        companyHeader(tx),
      ]);
      const rows = cursorPages(tx, allInventoryLedgerStatement(tx, q, EXPORT_LIMIT), (raw) => {
        const row = toInventoryLedgerRow(raw);
        return [
          row.sku,
          row.productName,
          row.locationName,
          quantityText(row.opening),
          quantityText(row.totalIn),
          quantityText(row.totalOut),
          quantityText(row.closing),
          amountText(row.closingValue),
        ];
      });
      return sendTablePdf(reply, {
        fileName: `inventory-ledger-${q.from}-to-${q.to}.pdf`,
        head: {
          company,
          logo,
          title: 'Inventory with Ledger',
          subtitle: `${q.from} to ${q.to} (${q.timeZone}) · value at cost in pesos`,
          figures: [
            ['Rows', totals.rows.toLocaleString('en-PH')],
            ['Opening', quantityText(totals.opening)],
            ['In', quantityText(totals.totalIn)],
            ['Out', quantityText(totals.totalOut)],
            ['Closing', quantityText(totals.closing)],
            ['Closing Value', formatPesos(totals.closingValue)],
          ],
        },
        columns: [
          { header: 'SKU', width: 12 },
          { header: 'Product', width: 30 },
          { header: 'Location', width: 14 },
          { header: 'Opening', width: 9, align: 'right' },
          { header: 'In', width: 9, align: 'right' },
          { header: 'Out', width: 9, align: 'right' },
          { header: 'Closing', width: 9, align: 'right' },
          { header: 'Value', width: 11, align: 'right' },
        ],
        pages: rows,
      });
    },
  });

  r.get('reports/low-stock-report', {
    access: 'View Low Stock Report',
    summary: `What is at or below its reorder point where the shop carries it, per location, with the quantity a suggested purchase order orders (${LOW_QUERY})`,
    query: rawQuery,
    response: {
      200: z.object({
        data: z.array(lowStockRow),
        totals: z.object({ rows: z.number(), suggestedCost: z.number(), withoutSupplier: z.number() }),
        meta: listMetaSchema,
      }),
    },
    handler: async ({ tx, query }) => lowStockReport(tx, readLowStockQuery(query)),
  });

  r.get('reports/low-stock-report/export', {
    access: 'View Low Stock Report',
    file: 'xlsx',
    summary: `The low stock list as an .xlsx file (${LOW_QUERY})`,
    query: rawQuery,
    handler: async ({ tx, query, reply }) => {
      return sendXlsx(reply, {
        fileName: `low-stock-${today()}.xlsx`,
        sheetName: 'Low Stock',
        columns: lowStockColumns,
        pages: cursorPages(tx, await allLowStockStatement(tx, readLowStockQuery(query), EXPORT_LIMIT), toLowStockRow),
      });
    },
  });
}

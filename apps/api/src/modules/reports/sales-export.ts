import { sql, type SQL } from 'drizzle-orm';
import { tenantOf, type Tx } from '../../db/client';
import { amountText, formatPesos } from '../../platform/export/pdf';
import type { PdfColumn, PdfTableHead } from '../../platform/export/pdf-table';
import { cursorPages } from '../../platform/export/stream';
import type { SheetColumn } from '../../platform/export/xlsx';
import { companyHeader } from '../settings';
import { EXPORT_LIMIT, MONEY_FORMAT, QTY_FORMAT } from './export-formats';
import { allProductSalesStatement, toProductRow, type ProductSalesRow } from './product-sales';
import { zoneLiteral } from './report-period';
import { n } from './report-rows';
import { narrowed, salesCtes, type SalesReportQuery } from './sales-report';
import { salesReportTotals } from './sales-totals';

// The sales report's files: the period's sales as a spreadsheet and as a PDF, and the per-product
// report as a spreadsheet. Each is read page by page inside the request's transaction.

/** A sale as the exports list it: its local date and time as a wall-clock Date, its figures in pesos. */
type ExportedSale = {
  salesOrderNumber: string;
  localDate: Date;
  customerName: string;
  salesChannel: string;
  gross: number;
  discount: number;
  /** Of discount: the senior citizen / PWD 20% and the 5% on basic necessities (narrowed: those lines'). */
  specialDiscount20: number;
  specialDiscount5: number;
  net: number;
  cost: number;
  /** net − cost, to the centavo. */
  grossProfit: number;
};

/** The period's sales as the exports list them, oldest first (local date and time as a wall-clock Date), read page by page. */
function exportedSalesStatement(tx: Tx, q: SalesReportQuery, limit: number): SQL {
  const shop = tenantOf(tx);
  const special = narrowed(q)
    ? sql`(select coalesce(sum(i.special_discount_amount) filter (where i.special_discount_class = 'FULL'), 0)
             from line l join sales_order_items i on i.tenant_id = l.tenant_id and i.id = l.sales_order_item_id
            where l.tenant_id = f.tenant_id and l.sales_order_id = f.id) as sc20,
          (select coalesce(sum(i.special_discount_amount) filter (where i.special_discount_class = 'BASIC_NECESSITY'), 0)
             from line l join sales_order_items i on i.tenant_id = l.tenant_id and i.id = l.sales_order_item_id
            where l.tenant_id = f.tenant_id and l.sales_order_id = f.id) as sc5`
    : sql`o.special_discount_total - o.basic_necessity_discount_total as sc20, o.basic_necessity_discount_total as sc5`;
  return sql`${salesCtes(q, shop)} select o.sales_order_number, to_char(f.sales_order_date at time zone ${zoneLiteral(q.timeZone)}, 'YYYY-MM-DD"T"HH24:MI:SS') as local_date,
          c.customer_name, ch.name as channel, f.gross, f.discount, ${special}, f.net, round(f.cost, 2) as cost,
          f.net - round(f.cost, 2) as gross_profit
          from order_fig f
          join sales_orders o on o.tenant_id = ${shop} and o.tenant_id = f.tenant_id and o.id = f.id
          join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
          join sales_channels ch on ch.tenant_id = o.tenant_id and ch.id = o.sales_channel_id
         order by f.sales_order_date, f.id limit ${limit}`;
}

function toExportedSale(r: Record<string, unknown>): ExportedSale {
  return {
    salesOrderNumber: String(r.sales_order_number),
    localDate: new Date(`${String(r.local_date)}Z`),
    customerName: String(r.customer_name),
    salesChannel: String(r.channel),
    gross: n(r.gross),
    discount: n(r.discount),
    specialDiscount20: n(r.sc20),
    specialDiscount5: n(r.sc5),
    net: n(r.net),
    cost: n(r.cost),
    grossProfit: n(r.gross_profit),
  };
}

const saleColumns: SheetColumn<ExportedSale>[] = [
  { header: 'Sales Order #', width: 18, value: (r) => r.salesOrderNumber },
  { header: 'Date', width: 18, value: (r) => r.localDate, numFmt: 'yyyy-mm-dd hh:mm' },
  { header: 'Customer', width: 30, value: (r) => r.customerName },
  { header: 'Sales Channel', width: 18, value: (r) => r.salesChannel },
  { header: 'Gross', width: 14, value: (r) => r.gross, numFmt: MONEY_FORMAT },
  { header: 'Discounts', width: 14, value: (r) => r.discount, numFmt: MONEY_FORMAT },
  { header: 'Net', width: 14, value: (r) => r.net, numFmt: MONEY_FORMAT },
  { header: 'Cost', width: 14, value: (r) => r.cost, numFmt: MONEY_FORMAT },
  { header: 'Gross Profit', width: 14, value: (r) => r.grossProfit, numFmt: MONEY_FORMAT },
  // Of Discounts: the senior citizen / PWD 20% and 5% (last, so the columns before keep their places).
  { header: 'SC/PWD 20%', width: 14, value: (r) => r.specialDiscount20, numFmt: MONEY_FORMAT },
  { header: 'SC/PWD 5% (BNPC)', width: 16, value: (r) => r.specialDiscount5, numFmt: MONEY_FORMAT },
];

const productColumns: SheetColumn<ProductSalesRow>[] = [
  { header: 'SKU', width: 16, value: (r) => r.sku },
  { header: 'Product', width: 36, value: (r) => r.productName },
  { header: 'Unit', width: 8, value: (r) => r.baseUnit },
  { header: 'Quantity', width: 12, value: (r) => r.quantity, numFmt: QTY_FORMAT },
  { header: 'Gross', width: 14, value: (r) => r.grossTotal, numFmt: MONEY_FORMAT },
  { header: 'Discounts', width: 14, value: (r) => r.discountTotal, numFmt: MONEY_FORMAT },
  { header: 'Net Sales', width: 14, value: (r) => r.netTotal, numFmt: MONEY_FORMAT },
  { header: 'Cost', width: 14, value: (r) => r.costTotal, numFmt: MONEY_FORMAT },
  { header: 'Gross Profit', width: 14, value: (r) => r.grossProfit, numFmt: MONEY_FORMAT },
  { header: 'Margin %', width: 10, value: (r) => r.margin, numFmt: '0.00' },
  { header: 'Returned', width: 12, value: (r) => r.returnedQuantity, numFmt: QTY_FORMAT },
];

const pdfColumns: PdfColumn[] = [
  { header: 'Sales Order #', width: 13 },
  { header: 'Date', width: 11 },
  { header: 'Customer', width: 26 },
  { header: 'Channel', width: 14 },
  { header: 'Gross', width: 9, align: 'right' },
  { header: 'Discounts', width: 9, align: 'right' },
  { header: 'Net', width: 9, align: 'right' },
  { header: 'Gross Profit', width: 9, align: 'right' },
];

/** The period's sales as a spreadsheet, oldest first: dates as dates, amounts as numbers. */
export function salesWorkbook(tx: Tx, q: SalesReportQuery) {
  return {
    fileName: `sales-report-${q.from}-to-${q.to}.xlsx`,
    sheetName: 'Sales',
    columns: saleColumns,
    pages: cursorPages(tx, exportedSalesStatement(tx, q, EXPORT_LIMIT), toExportedSale),
  };
}

/** The sales report as a PDF: the company header, the period's totals, and every sale of the period. */
export async function salesReportPdf(tx: Tx, q: SalesReportQuery) {
  const [totals, { company, logo }] = await Promise.all([salesReportTotals(tx, q), companyHeader(tx)]);
  const head: PdfTableHead = {
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
  };
  const pages = cursorPages(tx, exportedSalesStatement(tx, q, EXPORT_LIMIT), (row) => {
    const s = toExportedSale(row);
    return [
      s.salesOrderNumber,
      s.localDate.toISOString().slice(0, 16).replace('T', ' '),
      s.customerName,
      s.salesChannel,
      amountText(s.gross),
      amountText(s.discount),
      amountText(s.net),
      amountText(s.grossProfit),
    ];
  });
  return { fileName: `sales-report-${q.from}-to-${q.to}.pdf`, head, columns: pdfColumns, pages };
}

/** The per-product report as a spreadsheet, in the list's order. */
export function productSalesWorkbook(tx: Tx, q: SalesReportQuery) {
  return {
    fileName: `sales-by-product-${q.from}-to-${q.to}.xlsx`,
    sheetName: 'Sales by Product',
    columns: productColumns,
    pages: cursorPages(tx, allProductSalesStatement(tx, q, EXPORT_LIMIT), toProductRow),
  };
}

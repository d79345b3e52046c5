import type { ApiRecord } from '@oim/shared/api/records';
import type { LedgerColumn } from '@oim/shared/schemas/reports';

export const EXPENSE_REPORT_RESOURCE = 'reports/expense-report';

/** GET reports/expense-report/category: one category's total in the period (voided expenses never count). */
export type ExpenseCategoryTotal = {
  expenseCategoryId: number;
  expenseName: string;
  totalAmount: number;
  expenseCount: number;
  percentage: number;
};

export type ExpenseSeriesInterval = 'daily' | 'weekly' | 'monthly';

/** A day, week (from its Monday) or month of the series: every one of the range, zeros included. */
export type ExpenseSeriesPoint = { period: string; totalAmount: number; expenseCount: number };

/** An expense as the report lists it (with its category, payment type, supplier and channel). */
export type ReportedExpense = ApiRecord<'expenses'>;

export const INVENTORY_LEDGER_RESOURCE = 'reports/inventory-with-ledger';
export const LOW_STOCK_RESOURCE = 'reports/low-stock-report';

/** GET reports/inventory-with-ledger: one product at one location over the period, in its base unit. */
export type InventoryLedgerRow = {
  id: string;
  productId: number;
  sku: string;
  productName: string;
  locationId: number;
  locationName: string;
  baseUnit: string | null;
  opening: number;
  totalIn: number;
  totalOut: number;
  closing: number;
  unitCost: number;
  closingValue: number;
} & Record<LedgerColumn, number>;

export type InventoryLedgerTotals = {
  rows: number;
  opening: number;
  totalIn: number;
  totalOut: number;
  closing: number;
  closingValue: number;
};

/** GET reports/low-stock-report: a product at or below its reorder point at a location that carries it. */
export type LowStockRow = {
  id: string;
  productId: number;
  sku: string;
  productName: string;
  locationId: number;
  locationName: string;
  baseUnit: string | null;
  onHand: number;
  reorderPoint: number;
  suggestedQuantity: number;
  preferredSupplierId: number | null;
  preferredSupplierName: string | null;
  lastCost: number;
  suggestedCost: number;
};

export type LowStockTotals = { rows: number; suggestedCost: number; withoutSupplier: number };

export const SALES_REPORT_RESOURCE = 'reports/sales-report';
export const SALES_REPORT_ORDERS_RESOURCE = 'reports/sales-report/sales-orders';
export const PRODUCT_SALES_RESOURCE = 'reports/sales-report/product';

/** GET reports/sales-report/sales-totals: the period's completed sales (refunds by payment date). */
export type SalesTotals = {
  orderCount: number;
  grossTotal: number;
  discountTotal: number;
  refundTotal: number;
  /** The sales' own net, before refunds. */
  netTotal: number;
  /** Net sales: netTotal − refundTotal; grossProfit and margin are taken on it. */
  netSales: number;
  costTotal: number;
  /** Of discountTotal: the senior citizen / PWD 20% (FULL products). */
  specialDiscount20: number;
  /** Of discountTotal: the senior citizen / PWD 5% on basic necessities and prime commodities. */
  specialDiscount5: number;
  grossProfit: number;
  margin: number;
  averageBasket: number;
};

export type SalesSeriesInterval = 'daily' | 'weekly' | 'monthly';

/** A day, week (from its Monday) or month of the sales series: every one of the range, zeros included. */
export type SalesSeriesPoint = {
  period: string;
  orderCount: number;
  /** Before refunds. */
  netTotal: number;
  refundTotal: number;
  /** netTotal − refundTotal; grossProfit is taken on it. */
  netSales: number;
  grossProfit: number;
};

/** GET reports/sales-report/top-customers | customer: one customer's sales in the period. */
export type CustomerSalesRow = {
  id: number;
  customerId: number;
  customerName: string;
  orderCount: number;
  grossTotal: number;
  discountTotal: number;
  netTotal: number;
  costTotal: number;
  grossProfit: number;
  margin: number;
  averageBasket: number;
};

/** GET reports/sales-report/product | top-products: one product's sales and returns in the period. */
export type ProductSalesRow = {
  id: number;
  productId: number;
  sku: string;
  productName: string;
  baseUnit: string | null;
  quantity: number;
  grossTotal: number;
  discountTotal: number;
  netTotal: number;
  costTotal: number;
  grossProfit: number;
  margin: number;
  returnedQuantity: number;
};

export type ProductSalesTotals = Omit<ProductSalesRow, 'id' | 'productId' | 'sku' | 'productName' | 'baseUnit'> & { productCount: number };

/** A completed sale as the report lists it (with its customer and channel). */
export type ReportedSale = ApiRecord<'salesOrders'>;

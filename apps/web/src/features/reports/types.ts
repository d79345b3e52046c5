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

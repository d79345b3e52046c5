import type { ImportKind } from '@oim/shared/schemas/imports';
import { customersImport } from './customers';
import type { ImportKindHandler } from './kind-handler';
import { openingPayablesImport } from './opening-payables';
import { openingReceivablesImport } from './opening-receivables';
import { openingStockImport } from './opening-stock';
import { productsImport } from './products';
import { suppliersImport } from './suppliers';

/** Each kind's part of an import: its checks against the shop's records, its save and its undo. */
export const IMPORT_HANDLERS: Record<ImportKind, ImportKindHandler> = {
  PRODUCTS: productsImport,
  OPENING_STOCK: openingStockImport,
  CUSTOMERS: customersImport,
  SUPPLIERS: suppliersImport,
  OPENING_RECEIVABLES: openingReceivablesImport,
  OPENING_PAYABLES: openingPayablesImport,
};

export type { CommittedRow, ImportContext, ImportKindHandler, RowResult, StagedRow } from './kind-handler';

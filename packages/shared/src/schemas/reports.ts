/**
 * The inventory ledger's columns (reports/inventory-with-ledger): units in and out in the period by
 * what moved them. A source's movements count on the side of their sign; a source the report does
 * not name lands in otherIn/otherOut, so opening + in − out = closing always holds.
 */
export const LEDGER_IN_COLUMNS = [
  'purchaseReceiptsIn',
  'transfersIn',
  'adjustmentsIn',
  'stockCountsIn',
  'returnsIn',
  'voidedSalesIn',
  'otherIn',
] as const;
export const LEDGER_OUT_COLUMNS = [
  'salesOut',
  'transfersOut',
  'adjustmentsOut',
  'stockCountsOut',
  'supplierReturnsOut',
  'voidedReceiptsOut',
  'otherOut',
] as const;
export type LedgerInColumn = (typeof LEDGER_IN_COLUMNS)[number];
export type LedgerOutColumn = (typeof LEDGER_OUT_COLUMNS)[number];
export type LedgerColumn = LedgerInColumn | LedgerOutColumn;

export const LEDGER_COLUMN_LABELS: Record<LedgerColumn, string> = {
  purchaseReceiptsIn: 'Purchases',
  transfersIn: 'Transfers In',
  adjustmentsIn: 'Adjustments In',
  stockCountsIn: 'Counted Over',
  returnsIn: 'Returns',
  voidedSalesIn: 'Voided Sales',
  otherIn: 'Other In',
  salesOut: 'Sales',
  transfersOut: 'Transfers Out',
  adjustmentsOut: 'Adjustments Out',
  stockCountsOut: 'Counted Short',
  supplierReturnsOut: 'Supplier Returns',
  voidedReceiptsOut: 'Voided Receipts',
  otherOut: 'Other Out',
};

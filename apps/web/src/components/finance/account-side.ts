import { PAYABLES_RESOURCE, RECEIVABLES_RESOURCE, type AgingRow, type PaymentDirection } from './finance-types';

/**
 * One side of the books: what customers owe the shop (receivables, collected with payments IN) or
 * what the shop owes suppliers (payables, paid with payments OUT). The screens of both are alike.
 */
export type AccountSide = {
  key: 'receivables' | 'payables';
  direction: PaymentDirection;
  /** The documents' list resource; the aging is `${resource}/aging`. */
  resource: string;
  /** The filter (and payment body) field naming the account holder. */
  partyField: 'customerId' | 'supplierId';
  /** "Customer" / "Supplier". */
  partyLabel: string;
  viewPermission: 'View Receivables' | 'View Payables';
  partyId: (row: AgingRow) => number;
  partyName: (row: AgingRow) => string;
};

export const RECEIVABLES_SIDE: AccountSide = {
  key: 'receivables',
  direction: 'IN',
  resource: RECEIVABLES_RESOURCE,
  partyField: 'customerId',
  partyLabel: 'Customer',
  viewPermission: 'View Receivables',
  partyId: (row) => row.customerId ?? 0,
  partyName: (row) => row.customerName ?? '',
};

export const PAYABLES_SIDE: AccountSide = {
  key: 'payables',
  direction: 'OUT',
  resource: PAYABLES_RESOURCE,
  partyField: 'supplierId',
  partyLabel: 'Supplier',
  viewPermission: 'View Payables',
  partyId: (row) => row.supplierId ?? 0,
  partyName: (row) => row.supplierName ?? '',
};

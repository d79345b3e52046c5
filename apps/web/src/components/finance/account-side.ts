import { PAYMENT_KINDS } from '@oim/shared/schemas/finance';
import { PAYABLES_RESOURCE, RECEIVABLES_RESOURCE, type AgingRow, type PaymentDirection, type PaymentKind } from './finance-types';

/** The payments that settle what the shop owes suppliers: paid to them, or their goods sent back. */
const SUPPLIER_PAYMENT_KINDS: readonly PaymentKind[] = ['SUPPLIER_PAYMENT', 'SUPPLIER_CREDIT'];

/**
 * One side of the books: what customers owe the shop (receivables, collected with payments IN) or
 * what the shop owes suppliers (payables, paid with payments OUT). The screens of both are alike.
 */
export type AccountSide = {
  key: 'receivables' | 'payables';
  direction: PaymentDirection;
  /**
   * The payments this side lists. By what a payment is, not its direction: a refund to a customer
   * is money out, yet it is the customer's (listed with collections, as a refund).
   */
  paymentKinds: readonly PaymentKind[];
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
  // Collections, credits for returns and refunds: every kind that is not a supplier's.
  paymentKinds: PAYMENT_KINDS.filter((k) => !SUPPLIER_PAYMENT_KINDS.includes(k)),
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
  paymentKinds: SUPPLIER_PAYMENT_KINDS,
  resource: PAYABLES_RESOURCE,
  partyField: 'supplierId',
  partyLabel: 'Supplier',
  viewPermission: 'View Payables',
  partyId: (row) => row.supplierId ?? 0,
  partyName: (row) => row.supplierName ?? '',
};

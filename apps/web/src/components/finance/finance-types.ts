import type { ChipProps } from '@mui/material';

export const RECEIVABLES_RESOURCE = 'finance/receivables';
export const PAYABLES_RESOURCE = 'finance/payables';
export const PAYMENTS_RESOURCE = 'finance/payments';

/** Every finance resource a payment or its void changes (and the documents whose balances show them). */
export const FINANCE_RESOURCES = [RECEIVABLES_RESOURCE, PAYABLES_RESOURCE, PAYMENTS_RESOURCE, 'sales/sales-orders'] as const;

export type DocumentStatus = 'OPEN' | 'PARTIAL' | 'PAID' | 'VOIDED';
export type PaymentDirection = 'IN' | 'OUT';

type Ref = { id: number };

/** What a customer owes for a credit or installment payment line of a sale (GET finance/receivables). */
export type Receivable = {
  id: number;
  customerId: number;
  salesOrderId: number;
  salesOrderNumber: string;
  paymentId: number;
  paymentCategory: 'IMMEDIATE' | 'TRADE_CREDIT' | 'INSTALLMENT' | 'OTHER';
  installmentNumber: number;
  installmentCount: number;
  documentDate: string;
  dueDate: string;
  amount: number;
  paid: number;
  balance: number;
  status: DocumentStatus;
  overdue: boolean;
  daysOverdue: number;
  createdAt: string;
  updatedAt: string;
  customer?: (Ref & { customerName: string }) | null;
  salesOrder?: (Ref & { salesOrderNumber: string }) | null;
};

/** What the shop owes a supplier for a receipt or an expense on credit (GET finance/payables). */
export type Payable = {
  id: number;
  supplierId: number;
  sourceType: 'PURCHASE_RECEIPT' | 'EXPENSE';
  sourceId: number;
  sourceNumber: string;
  supplierDocumentNumber: string | null;
  documentDate: string;
  dueDate: string;
  amount: number;
  paid: number;
  balance: number;
  status: DocumentStatus;
  overdue: boolean;
  daysOverdue: number;
  createdAt: string;
  updatedAt: string;
  supplier?: (Ref & { supplierName: string }) | null;
};

export type PaymentAllocation = {
  id: number;
  paymentId: number;
  receivableId: number | null;
  payableId: number | null;
  documentNumber: string;
  amount: number;
};

type UserRef = Ref & { firstname?: string; lastname?: string; displayName?: string | null; email?: string };

/** A collection from a customer (IN) or a payment to a supplier (OUT), with what it paid. */
export type Payment = {
  id: number;
  paymentNumber: string;
  direction: PaymentDirection;
  customerId: number | null;
  supplierId: number | null;
  paymentDate: string;
  paymentTypeId: number;
  referenceNumber: string | null;
  amount: number;
  notes: string | null;
  status: 'POSTED' | 'VOIDED';
  createdBy: number | null;
  createdAt: string;
  voidedBy: number | null;
  voidedAt: string | null;
  voidReason: string | null;
  customer?: (Ref & { customerName: string }) | null;
  supplier?: (Ref & { supplierName: string }) | null;
  paymentType?: (Ref & { name: string }) | null;
  allocations?: PaymentAllocation[];
  createdByUser?: UserRef | null;
  voidedByUser?: UserRef | null;
};

export type AgingBuckets = {
  current: number;
  days1To30: number;
  days31To60: number;
  days61To90: number;
  over90: number;
  total: number;
};

/** One customer's (or supplier's) open balance by how long past due (GET finance/…/aging). */
export type AgingRow = AgingBuckets & {
  customerId?: number;
  customerName?: string;
  supplierId?: number;
  supplierName?: string;
  documentCount: number;
};

export type AgingAnswer = { data: AgingRow[]; totals: AgingBuckets; asOf: string };

type Look = { label: string; color: ChipProps['color'] };

export const DOCUMENT_STATUS: Record<DocumentStatus, Look> = {
  OPEN: { label: 'Open', color: 'info' },
  PARTIAL: { label: 'Partially Paid', color: 'warning' },
  PAID: { label: 'Paid', color: 'success' },
  VOIDED: { label: 'Voided', color: 'default' },
};

export const PAYMENT_STATUS: Record<Payment['status'], Look> = {
  POSTED: { label: 'Posted', color: 'success' },
  VOIDED: { label: 'Voided', color: 'error' },
};

/** A receivable's document: the sale's number, with "/n" for an installment of a schedule. */
export function receivableNumber(r: Pick<Receivable, 'salesOrderNumber' | 'installmentNumber' | 'installmentCount'>): string {
  return r.installmentCount > 1 ? `${r.salesOrderNumber}/${r.installmentNumber}` : r.salesOrderNumber;
}

/** The open documents of an account: what a payment may go to. */
export const isOpen = (d: { status: DocumentStatus }) => d.status === 'OPEN' || d.status === 'PARTIAL';

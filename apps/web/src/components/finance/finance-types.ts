import type { ChipProps } from '@mui/material';
import type { ApiRecord, ApiRelation } from '@oim/shared/api/records';

export const RECEIVABLES_RESOURCE = 'finance/receivables';
export const PAYABLES_RESOURCE = 'finance/payables';
export const PAYMENTS_RESOURCE = 'finance/payments';

/** Every finance resource a payment or its void changes (and the documents whose balances show them). */
export const FINANCE_RESOURCES = [RECEIVABLES_RESOURCE, PAYABLES_RESOURCE, PAYMENTS_RESOURCE, 'sales/sales-orders'] as const;

// Records as the API answers them (packages/shared/src/api/records.ts, made from the server's resources).
export type Receivable = ApiRecord<'receivables'>;
export type Payable = ApiRecord<'payables'>;
export type Payment = ApiRecord<'payments'>;
export type PaymentAllocation = ApiRelation<'paymentAllocations'>;
export type DocumentStatus = Receivable['status'];
export type PaymentDirection = Payment['direction'];
export type PaymentKind = Payment['kind'];

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

/** What a payment is, as its list says it (a kind not named here reads as its code). */
export const PAYMENT_KIND_LABELS: Partial<Record<string, string>> = {
  COLLECTION: 'Collection',
  SUPPLIER_PAYMENT: 'Payment',
  REFUND: 'Refund',
  CREDIT: 'Credit',
  SUPPLIER_CREDIT: 'Supplier credit',
  DEPOSIT_REFUND: 'Deposit refund',
};

/** The relation a receivable's list asks for to name its document. */
export const RECEIVABLE_NUMBER_RELATION = 'salesOrder';

/**
 * A receivable's document: the sale's number (from its salesOrder relation, or as given), with "/n"
 * for an installment of a schedule, as the payments' allocations name it. An opening balance (no
 * sale, brought by an import) is named by its old document's reference, else the import's number.
 */
export function receivableNumber(
  r: Pick<Receivable, 'salesOrderId' | 'salesOrder' | 'installmentNumber' | 'installmentCount'> &
    Partial<Pick<Receivable, 'documentNumber' | 'reference'>>,
  saleNumber?: string,
): string {
  if (r.salesOrderId === null) return r.reference || r.documentNumber || 'Opening balance';
  const sale = r.salesOrder?.salesOrderNumber ?? saleNumber ?? `Sale #${r.salesOrderId}`;
  return r.installmentCount > 1 ? `${sale}/${r.installmentNumber}` : sale;
}

/** The open documents of an account: what a payment may go to. */
export const isOpen = (d: { status: DocumentStatus }) => d.status === 'OPEN' || d.status === 'PARTIAL';

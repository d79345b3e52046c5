import { z } from 'zod';
import { dateOnly, decimal, optionalId, optionalText, requiredId } from './fields';

/** A payable is open until paid in full (PARTIAL between); a voided document's payable is VOIDED. */
export const PAYABLE_STATUSES = ['OPEN', 'PARTIAL', 'PAID', 'VOIDED'] as const;
export type PayableStatus = (typeof PAYABLE_STATUSES)[number];

/** What a payable is owed for. */
/** OPENING_BALANCE: owed from before the shop moved in (an import; source_id is its import row's). */
export const PAYABLE_SOURCES = ['PURCHASE_RECEIPT', 'EXPENSE', 'OPENING_BALANCE'] as const;
export type PayableSource = (typeof PAYABLE_SOURCES)[number];

/** How far apart an installment sale's dues fall: 7 days, 15 days, or a calendar month. */
export const INSTALLMENT_INTERVALS = ['WEEKLY', 'SEMI_MONTHLY', 'MONTHLY'] as const;
export type InstallmentInterval = (typeof INSTALLMENT_INTERVALS)[number];

/** IN: collected from a customer against receivables; OUT: paid to a supplier against payables. */
export const PAYMENT_DIRECTIONS = ['IN', 'OUT'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/**
 * What a payment is: a collection from a customer (IN), a payment to a supplier (OUT), money paid
 * back to a customer for a return (REFUND: OUT with a customer, no allocations), or a return's
 * value taken off the customer's open receivables of that sale (CREDIT: IN, allocated, no money moved),
 * or goods sent back to a supplier taken off what the shop owes for their receipt (SUPPLIER_CREDIT:
 * OUT, allocated to the receipt's payable, no money moved), or a cancelled job order's deposit
 * paid back to its customer (DEPOSIT_REFUND: OUT with the customer and the job order, no allocations).
 */
export const PAYMENT_KINDS = ['COLLECTION', 'SUPPLIER_PAYMENT', 'REFUND', 'CREDIT', 'SUPPLIER_CREDIT', 'DEPOSIT_REFUND'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_STATUSES = ['POSTED', 'VOIDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Days a credit (TRADE_CREDIT) sale is due after its date. */
export const CREDIT_SALE_TERM_DAYS = 30;

const money = (label: string) => decimal(label, { min: 0.01 });

/**
 * POST finance/payments: a collection from a customer (IN) or a payment to a supplier (OUT), and
 * what it pays: allocations to that one customer's receivables (or supplier's payables), or none
 * for the oldest due first.
 */
export const paymentBody = z.object({
  direction: z.enum(PAYMENT_DIRECTIONS, { error: 'The direction must be IN (a collection) or OUT (a payment to a supplier).' }),
  customerId: optionalId('customer'),
  supplierId: optionalId('supplier'),
  paymentDate: dateOnly('payment date').nullish(),
  paymentTypeId: requiredId('payment type'),
  referenceNumber: optionalText('reference number', 100),
  amount: money('amount'),
  notes: optionalText('notes', 2000),
  allocations: z
    .array(
      z.object({
        receivableId: optionalId('receivable'),
        payableId: optionalId('payable'),
        amount: money('amount'),
      }),
      { error: 'The allocations must be a list.' },
    )
    .max(500, { error: 'A payment may pay at most 500 documents.' })
    .nullish(),
});
export type PaymentBody = z.output<typeof paymentBody>;

/** The paper a collection's official receipt is printed on: a 58 or 80 mm roll. */
export const collectionReceiptQuery = z.object({ width: z.enum(['58', '80']).default('80') });

/** DELETE finance/payments/{id}: why it is voided (optional). */
export const voidPaymentBody = z.object({ reason: optionalText('reason', 500) }).nullish();

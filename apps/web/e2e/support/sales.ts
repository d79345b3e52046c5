// Setting up sales through the API for browser tests: a sale or quotation payload as the terminal
// builds it (totals from the shared arithmetic), and POST sales/pos-order with an Idempotency-Key.
import { randomUUID } from 'node:crypto';
import { computeOrder } from '@oim/shared/pos/arithmetic';
import { sumPesos, toPesos } from '@oim/shared/pos/money';
import { httpRequest, type HttpAnswer } from './http';

export type SaleLine = { productId: number; orderedUomId: number; orderedQuantity: number | string; orderedUnitPrice: number | string };
export type SalePayment = {
  paymentType: number;
  paidAmount?: number;
  referenceNumber?: string | null;
  tenderedAmount?: number | null;
  /** An INSTALLMENT line's schedule (the server's defaults: 1, MONTHLY). */
  installmentCount?: number;
  installmentInterval?: 'WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY';
};

/** A sale payload as the terminal sends it: no discounts; a single payment pays the net total. */
export function salePayload(options: {
  salesChannelId: number;
  customerId: number;
  lines: SaleLine[];
  payments: SalePayment[];
  publicNote?: string;
}) {
  const totals = computeOrder({ lines: options.lines, orderDiscounts: [] });
  const payments = options.payments.map((p) => {
    const paid = p.paidAmount ?? (options.payments.length === 1 ? totals.netTotal : 0);
    return {
      paymentType: p.paymentType,
      paidAmount: paid,
      dueAmount: paid,
      referenceNumber: p.referenceNumber ?? null,
      notes: null,
      tenderedAmount: p.tenderedAmount ?? null,
      // The server works out the change from the tendered amount.
      change: null,
      ...(p.installmentCount ? { installmentCount: p.installmentCount } : {}),
      ...(p.installmentInterval ? { installmentInterval: p.installmentInterval } : {}),
    };
  });
  return {
    salesChannelId: options.salesChannelId,
    customerId: options.customerId,
    grossTotal: totals.subTotal,
    discountTotal: totals.discountTotal,
    taxTotal: totals.taxTotal,
    netTotal: totals.netTotal,
    publicNote: options.publicNote ?? null,
    taxed: payments.some((p) => Boolean(p.referenceNumber)),
    paidAmountTotal: sumPesos(payments.map((p) => p.paidAmount)),
    appliedDiscounts: totals.orderDiscounts,
    orderItems: options.lines.map((line, i) => ({
      uniqueId: `${Date.now()}${i}`,
      productId: line.productId,
      productType: 'PRODUCT' as const,
      orderedQuantity: line.orderedQuantity,
      orderedUomId: line.orderedUomId,
      orderedUnitPrice: line.orderedUnitPrice,
      lineTotal: toPesos(totals.lines[i]!.lineTotal),
      appliedDiscounts: totals.lines[i]!.discounts,
      serialNumbers: [],
      commissionData: null,
    })),
    orderPayments: payments,
  };
}

/** The same lines and payments as a quotation payload (validUntilDate defaults to 30 days on the server). */
export function quotationPayload(sale: ReturnType<typeof salePayload>, validUntilDate?: string) {
  const { orderItems, orderPayments, ...rest } = sale;
  return { ...rest, quotationItems: orderItems, payments: orderPayments, ...(validUntilDate ? { validUntilDate } : {}) };
}

/** POST sales/pos-order with a fresh Idempotency-Key, as the terminal sends it. */
export function postSale(
  shopUrl: string,
  token: string,
  body: ReturnType<typeof salePayload>,
  key: string = randomUUID(),
): Promise<HttpAnswer> {
  return httpRequest(`${new URL(shopUrl).origin}/api/sales/pos-order`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': key },
    body,
  });
}

import { computeOrder, type DiscountRule } from '@oim/shared/pos/arithmetic';
import { toPesos } from '@oim/shared/pos/money';

export type Line = {
  productId: number;
  orderedUomId: number;
  orderedQuantity: number | string;
  orderedUnitPrice: number | string;
  appliedDiscounts?: (DiscountRule & { discount_id?: number | null })[];
  serialNumbers?: string[];
  productType?: 'PRODUCT' | 'BUNDLE' | 'SERVICE';
  commissionData?: { commissionTemplateId: number; commissionUserId: number };
  bundleModifications?: {
    productId: number;
    unitOfMeasureId: number;
    quantity: number | string;
    originalQuantityPerBundle?: number | null;
    isModified?: boolean;
  }[];
};

export type Payment = {
  paymentType: number;
  paidAmount?: number;
  referenceNumber?: string | null;
  tenderedAmount?: number | null;
  installmentCount?: number;
  installmentInterval?: 'WEEKLY' | 'SEMI_MONTHLY' | 'MONTHLY';
};

/** A sale payload as the terminal builds it: totals from the shared arithmetic; one payment pays the net total. */
export function salePayload(options: {
  salesChannelId: number;
  customerId: number;
  lines: Line[];
  payments: Payment[];
  orderDiscounts?: (DiscountRule & { discount_id?: number | null })[];
  publicNote?: string;
}) {
  const totals = computeOrder({ lines: options.lines, orderDiscounts: options.orderDiscounts ?? [] });
  const payments = options.payments.map((p) => {
    const paid = p.paidAmount ?? (options.payments.length === 1 ? totals.netTotal : 0);
    return {
      paymentType: p.paymentType,
      paidAmount: paid,
      dueAmount: paid,
      referenceNumber: p.referenceNumber ?? null,
      notes: null,
      tenderedAmount: p.tenderedAmount ?? null,
      change: null,
      ...(p.installmentCount !== undefined ? { installmentCount: p.installmentCount } : {}),
      ...(p.installmentInterval !== undefined ? { installmentInterval: p.installmentInterval } : {}),
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
    paidAmountTotal: payments.reduce((s, p) => s + Math.round(p.paidAmount * 100), 0) / 100,
    appliedDiscounts: totals.orderDiscounts,
    orderItems: options.lines.map((l, i) => ({
      uniqueId: `${Date.now()}${i}`,
      productId: l.productId,
      productType: l.productType ?? 'PRODUCT',
      orderedQuantity: l.orderedQuantity,
      orderedUomId: l.orderedUomId,
      orderedUnitPrice: l.orderedUnitPrice,
      lineTotal: toPesos(totals.lines[i]!.lineTotal),
      appliedDiscounts: totals.lines[i]!.discounts,
      serialNumbers: (l.serialNumbers ?? []).map((s) => ({ serialNumber: s })),
      commissionData: l.commissionData ?? null,
      ...(l.bundleModifications ? { bundleModifications: l.bundleModifications } : {}),
    })),
    orderPayments: payments,
  };
}

export function asQuotation(payload: ReturnType<typeof salePayload>, validUntilDate?: string) {
  const { orderItems, orderPayments, ...rest } = payload;
  return { ...rest, quotationItems: orderItems, payments: orderPayments, ...(validUntilDate ? { validUntilDate } : {}) };
}

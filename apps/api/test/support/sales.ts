import { computeOrder, type DiscountRule } from '@oim/shared/pos/arithmetic';
import { sumPesos, toPesos } from '@oim/shared/pos/money';
import type { SpecialDiscountKind, TaxProfile, VatClass } from '@oim/shared/pos/tax';

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
  /** The product's VAT class (as the terminal knows it) and whether the sale's senior citizen / PWD discount applies. */
  vatClass?: VatClass;
  specialDiscount?: boolean;
  /** The product's special discount class as the terminal knows it (FULL when not said): BASIC_NECESSITY takes the 5%. */
  specialDiscountClass?: 'FULL' | 'BASIC_NECESSITY';
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
  taxProfile?: TaxProfile;
  specialDiscount?: {
    kind: SpecialDiscountKind;
    holderName: string;
    holderId: string;
    holderTin?: string | null;
    bookletNumber?: string | null;
  };
  /** What is left of the booklet's weekly cap of basic necessities (pesos), as the terminal looked it up. */
  basicNecessityAllowance?: number | null;
}) {
  const totals = computeOrder({
    lines: options.lines,
    orderDiscounts: options.orderDiscounts ?? [],
    taxProfile: options.taxProfile,
    basicNecessityAllowance: options.basicNecessityAllowance ?? null,
  });
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
    paidAmountTotal: sumPesos(payments.map((p) => p.paidAmount)),
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
      ...(l.specialDiscount ? { specialDiscount: true } : {}),
    })),
    orderPayments: payments,
    ...(options.taxProfile === 'VAT' || options.specialDiscount
      ? {
          vatableSales: totals.taxes.vatableSales,
          vatAmount: totals.taxes.vatAmount,
          vatExemptSales: totals.taxes.vatExemptSales,
          zeroRatedSales: totals.taxes.zeroRatedSales,
          specialDiscountTotal: totals.taxes.specialDiscountTotal,
        }
      : {}),
    ...(options.specialDiscount ? { specialDiscount: options.specialDiscount } : {}),
  };
}

export function asQuotation(payload: ReturnType<typeof salePayload>, validUntilDate?: string) {
  const { orderItems, orderPayments, ...rest } = payload;
  return { ...rest, quotationItems: orderItems, payments: orderPayments, ...(validUntilDate ? { validUntilDate } : {}) };
}

/** Spec 5: the checks before a sale or quotation is saved, in the spec's order, and the payloads (spec 3). */
import { paidTotal } from '@oim/shared/pos/arithmetic';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { QUOTATION_VALIDITY_DAYS, referenceNumberMessage, SAVE_MESSAGES } from '@oim/shared/schemas/sales';
import type { PaymentType, PosPayment } from '../types';
import { cartTotals, commissionAmountFor, effectivePayments, type SaveKind, type WorkingState } from './cart';

/** The first failed check's message, or null when the save may go on to its confirmation. */
export function validateSave(kind: SaveKind, state: WorkingState, paymentTypes: readonly PaymentType[] | undefined): string | null {
  const m = SAVE_MESSAGES[kind];
  if (state.lines.length === 0) return m.items;
  if (!state.customer || !(state.customer.id > 0)) return m.customer;
  if (!state.salesChannel) return m.channel;
  if (state.payments.length === 0) return m.payments;
  const known = new Set((paymentTypes ?? []).filter((t) => t.isActive !== false).map((t) => t.id));
  if (state.payments.some((p) => p.paymentType === null || (paymentTypes !== undefined && !known.has(p.paymentType))))
    return m.paymentTypes;
  const totals = cartTotals(state.lines, state.orderDiscounts, state.taxProfile, state.basicNecessityAllowance ?? null);
  const payments = effectivePayments(state.payments, totals.netTotal);
  if (paidTotal(payments) < totals.centavos.netTotal) return m.notEnough;
  if (!state.salesChannel.id) return m.noChannelId;
  // Not one of spec 5's checks: the payment type's own setting, after them (the server's check too).
  // A quotation's payments are only planned, so their references are not asked yet.
  if (kind === 'order') {
    const unreferenced = state.payments.find(
      (p) => p.referenceNumber.trim() === '' && paymentTypes?.find((t) => t.id === p.paymentType)?.requiresReferenceNumber === true,
    );
    if (unreferenced) return referenceNumberMessage(paymentTypes!.find((t) => t.id === unreferenced.paymentType)!.name);
  }
  return null;
}

function paymentPayload(p: PosPayment) {
  return {
    paymentType: p.paymentType!,
    paidAmount: p.paidAmount,
    dueAmount: p.dueAmount,
    referenceNumber: p.referenceNumber.trim() || null,
    notes: p.notes.trim() || null,
    tenderedAmount: p.tenderedAmount,
    change: p.change,
    // Only an installment line carries its schedule (the panel sets it for INSTALLMENT types alone).
    ...(p.installmentCount ? { installmentCount: p.installmentCount } : {}),
    ...(p.installmentInterval ? { installmentInterval: p.installmentInterval } : {}),
  };
}

/** Lines, totals and payments as both payloads carry them. */
function common(state: WorkingState) {
  const totals = cartTotals(state.lines, state.orderDiscounts, state.taxProfile, state.basicNecessityAllowance ?? null);
  const payments = effectivePayments(state.payments, totals.netTotal);
  const items = state.lines.map((line, i) => {
    const result = totals.lines[i]!;
    const commissionAmount = commissionAmountFor(line, result.lineTotal);
    return {
      uniqueId: line.uniqueId,
      sku: line.sku,
      productId: line.productId,
      productName: line.productName,
      productType: line.productType,
      orderedQuantity: line.orderedQuantity,
      orderedUomId: line.orderedUomId,
      orderedUnit: line.orderedUnit,
      orderedUnitPrice: line.orderedUnitPrice,
      lineTotal: toPesos(result.lineTotal),
      bundleModifications: line.bundleModifications,
      commissionData: line.commissionData
        ? {
            hasCommission: line.commissionData.hasCommission,
            commissionTemplateId: line.commissionData.commissionTemplateId,
            commissionUserId: line.commissionData.commissionUserId,
            commissionAmount,
          }
        : null,
      serialNumbers: line.serialNumbers,
      appliedDiscounts: result.discounts,
      ...(line.specialDiscount ? { specialDiscount: true } : {}),
      price: line.price,
      commissionTemplateId: line.commissionTemplateId,
    };
  });
  return {
    items,
    payments: payments.map(paymentPayload),
    money: {
      grossTotal: totals.subTotal,
      discountTotal: totals.discountTotal,
      taxTotal: totals.taxTotal,
      netTotal: totals.netTotal,
      publicNote: state.publicNote.trim() || null,
      // Spec 3: taxed when any payment carries a reference number.
      taxed: payments.some((p) => p.referenceNumber.trim() !== ''),
      paidAmountTotal: toPesos(paidTotal(payments)),
      appliedDiscounts: totals.orderDiscounts,
    },
    // Only a VAT shop's sale or one with a senior citizen / PWD discount carries these (the server checks each).
    taxes:
      state.taxProfile === 'VAT' || state.specialDiscount
        ? {
            vatableSales: totals.taxes.vatableSales,
            vatAmount: totals.taxes.vatAmount,
            vatExemptSales: totals.taxes.vatExemptSales,
            zeroRatedSales: totals.taxes.zeroRatedSales,
            specialDiscountTotal: totals.taxes.specialDiscountTotal,
          }
        : {},
  };
}

/** Spec 3: the sales order create payload (POST sales/pos-order, or PUT sales/{id} for an opened order). */
export function buildOrderPayload(state: WorkingState) {
  const { items, payments, money, taxes } = common(state);
  return {
    salesChannelId: state.salesChannel?.id ?? null,
    customerId: state.customer?.id ?? null,
    ...money,
    ...taxes,
    ...(state.specialDiscount ? { specialDiscount: state.specialDiscount } : {}),
    salesOrderNumber: state.salesOrderNumber,
    salesOrderDate: state.salesOrderDate,
    orderItems: items,
    orderPayments: payments,
    activeSalesOrderId: state.activeSalesOrderId,
    // Saving it releases the job order (the server links the sale and moves it to RELEASED).
    ...(state.serviceOrderId ? { serviceOrderId: state.serviceOrderId } : {}),
  };
}

/** Spec 9: a quotation is valid 30 days unless a date is given. */
export function defaultValidUntil(now = new Date()): string {
  const d = new Date(now.getTime() + QUOTATION_VALIDITY_DAYS * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The quotation payload (spec 3): the cart and planned payments, valid 30 days unless a date is given. */
export function buildQuotationPayload(state: WorkingState, now = new Date()) {
  const { items, payments, money } = common(state);
  return {
    salesChannelId: state.salesChannel?.id ?? null,
    customerId: state.customer?.id ?? null,
    ...money,
    quotationNumber: state.quotationNumber,
    quotationDate: state.quotationDate,
    validUntilDate: state.validUntilDate ?? defaultValidUntil(now),
    quotationItems: items,
    payments,
    activeQuotationId: state.activeQuotationId,
  };
}

export type OrderPayload = ReturnType<typeof buildOrderPayload>;
export type QuotationPayload = ReturnType<typeof buildQuotationPayload>;

/** Exact comparison of two peso amounts. */
export function samePesos(a: number, b: number): boolean {
  return toCentavos(a) === toCentavos(b);
}

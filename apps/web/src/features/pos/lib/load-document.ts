/** Spec 4 'Loading an existing order or quotation': what the terminal holds after opening one. */
import type { AppliedDiscount, DiscountRule } from '@oim/shared/pos/arithmetic';
import type { ApiRecord, ApiRelation } from '@oim/shared/api/records';
import type { ServiceOrderSaleDraft } from '@oim/shared/schemas/service';
import { sumCentavos, toCentavos, toPesos } from '@oim/shared/pos/money';
import type { InstallmentInterval, PosLine, PosPayment, ShopDiscount } from '../types';
import { defaultPayments, newPaymentKey } from './cart';
import type { PosWorkingState } from './pos-store';

/** A line of an order (GET sales/sales-orders/{id}/items) or of a quotation; only an order's line has base quantities and serials. */
export type DocumentItem =
  ApiRecord<'salesOrderItems'> | (ApiRelation<'quotationItems'> & { baseQuantity?: undefined; serialNumbers?: undefined });

/** A payment of an order (its payment terms) or one planned by a quotation (which has no tendered amount or change). */
export type DocumentPayment =
  | ApiRelation<'salesOrderPayments'>
  | (ApiRecord<'quotations'>['payments'][number] & { tenderedAmount?: undefined; change?: undefined; paymentType?: undefined });

/** An order opened at the terminal, with the relations it is asked with (get-terminal-documents.ts). */
export type TerminalSalesOrder = ApiRecord<'salesOrders'>;

/** A quotation opened at the terminal, with the relations it is asked with (get-terminal-documents.ts). */
export type TerminalQuotation = ApiRecord<'quotations'>;

const optionalNumber = (v: number | string | null | undefined): number | null =>
  v === null || v === undefined || v === '' ? null : Number(v);

/**
 * A saved discount back as the rule it came from: a shop discount by its current value; otherwise
 * a percentage by its stored value and a fixed one by its amount.
 */
export function ruleFromApplied(applied: AppliedDiscount, shopDiscounts: readonly ShopDiscount[] = []): DiscountRule {
  const shop = applied.discount_id ? shopDiscounts.find((d) => d.id === applied.discount_id) : undefined;
  if (shop) return { type: shop.type, scope: applied.scope, value: shop.value, code: shop.code, discount_id: shop.id };
  return {
    type: applied.type,
    scope: applied.scope,
    value: applied.type === 'fixed' ? applied.discount_amount : applied.value,
    code: applied.code,
    discount_id: applied.discount_id,
  };
}

/** The lines shown: bundle child lines (those with a bundle parent) are hidden. */
export function linesFromItems(items: readonly DocumentItem[], shopDiscounts: readonly ShopDiscount[] = []): PosLine[] {
  return items
    .filter((item) => item.bundleParentId === null || item.bundleParentId === undefined)
    .map((item, i) => {
      const quantity = Number(item.orderedQuantity);
      const base = optionalNumber(item.baseQuantity);
      const price = Number(item.orderedUnitPrice);
      return {
        uniqueId: `loaded-${item.id}-${i}`,
        sku: item.sku,
        productId: item.productId,
        productName: item.productName,
        productType: item.productType,
        orderedQuantity: quantity,
        orderedUomId: item.orderedUomId,
        orderedUnit: item.orderedUnit ?? item.orderedUom?.unit ?? null,
        unitFactor: base !== null && quantity > 0 ? Math.round((base / quantity) * 10_000) / 10_000 : 1,
        orderedUnitPrice: price,
        bundleModifications: (item.bundleModifications ?? []).map((b) => ({ ...b, quantity: Number(b.quantity) })),
        commissionData: item.commissionUserId
          ? {
              hasCommission: true,
              commissionTemplateId: item.commissionTemplateId ?? null,
              commissionUserId: item.commissionUserId,
              commissionUser: null,
              commissionAmount: optionalNumber(item.commissionAmount),
            }
          : null,
        commissionRule: null,
        serialNumbers: (item.serialNumbers ?? []).map((serialNumber) => ({
          id: null,
          serialNumber,
          productId: item.productId,
          currentStatus: 'SOLD',
        })),
        isSerialized: (item.serialNumbers ?? []).length > 0,
        appliedDiscounts: (item.appliedDiscounts ?? []).map((d) => ruleFromApplied(d, shopDiscounts)),
        price,
        commissionTemplateId: item.commissionTemplateId ?? null,
        pricingGroupId: null,
        ...taxOfItem(item),
      };
    });
}

/** A sold line's VAT class and whether it had the senior citizen / PWD discount (a quotation's lines have neither). */
function taxOfItem(item: DocumentItem): Pick<PosLine, 'vatClass' | 'specialDiscount' | 'specialDiscountClass'> {
  const sold = item as {
    vatClass?: string | null;
    specialDiscountAmount?: number | string | null;
    specialVatRemoved?: number | string | null;
    specialDiscountClass?: string | null;
  };
  const kind = sold.specialDiscountClass === 'BASIC_NECESSITY' || sold.specialDiscountClass === 'FULL' ? sold.specialDiscountClass : null;
  const special = kind !== null || Number(sold.specialDiscountAmount ?? 0) > 0 || Number(sold.specialVatRemoved ?? 0) > 0;
  return {
    ...(sold.vatClass ? { vatClass: sold.vatClass as NonNullable<PosLine['vatClass']> } : {}),
    ...(special ? { specialDiscount: true, specialDiscountClass: kind ?? 'FULL' } : {}),
  };
}

/** An installment line's schedule as the order answers it (absent on other lines and on quotations). */
function installmentOf(p: DocumentPayment): Pick<PosPayment, 'installmentCount' | 'installmentInterval'> {
  const line = p as { installmentCount?: number | null; installmentInterval?: InstallmentInterval | null };
  return {
    ...(line.installmentCount ? { installmentCount: line.installmentCount } : {}),
    ...(line.installmentInterval ? { installmentInterval: line.installmentInterval } : {}),
  };
}

export function paymentsFromDocument(payments: readonly DocumentPayment[] | null | undefined): PosPayment[] {
  return (payments ?? []).map((p) => ({
    key: newPaymentKey(),
    paymentType: p.paymentTypeId ?? p.paymentType?.id ?? null,
    paidAmount: Number(p.paidAmount),
    dueAmount: Number(p.dueAmount ?? p.paidAmount),
    referenceNumber: p.referenceNumber ?? '',
    notes: p.notes ?? '',
    tenderedAmount: optionalNumber(p.tenderedAmount),
    change: optionalNumber(p.change),
    ...installmentOf(p),
  }));
}

/** An order opened at the terminal: it becomes the active order; no quotation is active. */
export function stateFromSalesOrder(
  order: TerminalSalesOrder,
  items: readonly DocumentItem[],
  shopDiscounts: readonly ShopDiscount[] = [],
): Partial<PosWorkingState> {
  return {
    activeSalesOrderId: order.id,
    activeQuotationId: null,
    serviceOrderId: null,
    serviceOrderNumber: null,
    quotationNumber: null,
    quotationDate: null,
    validUntilDate: null,
    salesOrderNumber: order.salesOrderNumber,
    salesOrderDate: order.salesOrderDate,
    lines: linesFromItems(items, shopDiscounts),
    orderDiscounts: (order.appliedDiscounts ?? []).map((d) => ruleFromApplied(d, shopDiscounts)),
    // Spec 4: the order's payments; the API keeps them as its payment terms (the relation asked for).
    payments: paymentsFromDocument(order.paymentTerms),
    customer: order.customer ?? null,
    publicNote: order.publicNote ?? '',
    activeLineId: null,
    quantity: 1,
    specialDiscount: specialDiscountOf(order),
  };
}

/** The order's senior citizen / PWD discount and its holder, as the terminal edits it again. */
function specialDiscountOf(order: TerminalSalesOrder): PosWorkingState['specialDiscount'] {
  const o = order as Partial<Record<string, unknown>>;
  const kind = o.specialDiscountKind;
  if (kind !== 'SENIOR_CITIZEN' && kind !== 'PWD') return null;
  return {
    kind,
    holderName: String(o.specialDiscountHolderName ?? ''),
    holderId: String(o.specialDiscountHolderId ?? ''),
    holderTin: typeof o.specialDiscountHolderTin === 'string' ? o.specialDiscountHolderTin : null,
    bookletNumber: typeof o.specialDiscountBookletNo === 'string' ? o.specialDiscountBookletNo : null,
  };
}

/** A quotation opened at the terminal: it becomes the active quotation; no order is active. */
export function stateFromQuotation(quotation: TerminalQuotation, shopDiscounts: readonly ShopDiscount[] = []): Partial<PosWorkingState> {
  return {
    activeQuotationId: quotation.id,
    activeSalesOrderId: null,
    serviceOrderId: null,
    serviceOrderNumber: null,
    salesOrderNumber: null,
    quotationNumber: quotation.quotationNumber,
    quotationDate: quotation.quotationDate,
    validUntilDate: quotation.validUntilDate,
    lines: linesFromItems(quotation.quotationItems ?? [], shopDiscounts),
    orderDiscounts: (quotation.appliedDiscounts ?? []).map((d) => ruleFromApplied(d, shopDiscounts)),
    payments: paymentsFromDocument(quotation.payments),
    customer: quotation.customer ?? null,
    publicNote: quotation.publicNote ?? '',
    activeLineId: null,
    quantity: 1,
  };
}

/**
 * The deposit taken at intake as it was paid, and what is left to pay by the customer's default
 * type (the cashier may change it), so the sale is paid in full as it opens.
 */
function serviceOrderPayments(draft: ServiceOrderSaleDraft, defaultPaymentTypeId: number | null): PosPayment[] {
  const deposits: PosPayment[] = draft.orderPayments.map((p) => ({
    key: newPaymentKey(),
    paymentType: p.paymentType,
    paidAmount: p.paidAmount,
    dueAmount: p.dueAmount,
    referenceNumber: p.referenceNumber ?? '',
    notes: p.notes ?? '',
    tenderedAmount: p.tenderedAmount,
    change: p.change,
  }));
  const remaining = toPesos(toCentavos(draft.netTotal) - sumCentavos(deposits.map((p) => toCentavos(p.paidAmount))));
  return remaining > 0 ? [...deposits, ...defaultPayments(defaultPaymentTypeId ?? 1, remaining)] : deposits;
}

/**
 * A job order's sale draft (POST service/service-orders/{id}/generate-sales-order) opened at the
 * terminal: its parts and labour, its customer, the deposit as a payment; a new sale (nothing else
 * active) that, saved, releases the job order.
 */
export function stateFromServiceOrderDraft(
  draft: ServiceOrderSaleDraft,
  serviceOrderNumber: string | null,
  customer: PosWorkingState['customer'],
): Partial<PosWorkingState> {
  return {
    activeSalesOrderId: null,
    activeQuotationId: null,
    quotationNumber: null,
    quotationDate: null,
    validUntilDate: null,
    salesOrderNumber: null,
    serviceOrderId: draft.serviceOrderId,
    serviceOrderNumber,
    lines: draft.orderItems.map((item) => ({
      uniqueId: item.uniqueId,
      sku: item.sku,
      productId: item.productId,
      productName: item.productName,
      productType: item.productType,
      orderedQuantity: item.orderedQuantity,
      orderedUomId: item.orderedUomId,
      orderedUnit: item.orderedUnit,
      unitFactor: 1,
      orderedUnitPrice: item.orderedUnitPrice,
      bundleModifications: [],
      commissionData: null,
      commissionRule: null,
      serialNumbers: [],
      isSerialized: false,
      appliedDiscounts: [],
      price: item.orderedUnitPrice,
      priceSource: 'manual',
      commissionTemplateId: null,
      pricingGroupId: null,
    })),
    orderDiscounts: [],
    payments: serviceOrderPayments(draft, customer?.defaultPaymentTypeId ?? null),
    customer,
    publicNote: draft.publicNote ?? '',
    activeLineId: null,
    quantity: 1,
  };
}

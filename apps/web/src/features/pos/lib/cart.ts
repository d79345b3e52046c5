/**
 * The terminal's cart rules (spec 4), as plain functions of the working state. Every amount comes
 * from the shared POS arithmetic (packages/shared), the same code the server checks a sale with.
 */
import {
  applySinglePaymentRule,
  changeFor,
  commissionFor,
  computeOrder,
  paidTotal,
  scaleBundle,
  specialDiscountWins,
  type AppliedDiscount,
  type DiscountRule,
  type OrderResult,
} from '@oim/shared/pos/arithmetic';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { qty } from '@oim/shared/decimal';
import type { TaxProfile } from '@oim/shared/pos/tax';
import type { SpecialDiscountInput } from '@oim/shared/schemas/pos';
import type {
  BundleModification,
  CatalogueProduct,
  CommissionData,
  PaymentType,
  PosLine,
  PosPayment,
  ShopDiscount,
  UnitOption,
} from '../types';

/** Spec 3: a line's uniqueId is the time plus a random number below 1000. */
export function newUniqueId(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1000)}`;
}

let paymentKeys = 0;
export function newPaymentKey(): string {
  paymentKeys += 1;
  return `p${Date.now()}-${paymentKeys}`;
}

const num = (value: number | string | null | undefined, fallback = 0): number => {
  const n = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(n) ? fallback : n;
};

/** The selling price of a product in a unit: the unit's own price when set, else the product's price. */
export function priceFor(product: CatalogueProduct, uomId: number): number {
  const own = product.productPrices?.find((p) => p.uomId === uomId);
  return num(own?.price ?? product.price ?? product.basePrice);
}

/** The units a product sells in: its own unit, then each unit it has a price for. */
export function unitOptionsOf(product: CatalogueProduct): UnitOption[] {
  const options: UnitOption[] = [
    {
      uomId: product.unitOfMeasureId,
      unit: product.unit ?? product.unitOfMeasure?.unit ?? '',
      factor: num(product.unitOfMeasure?.factor, 1) || 1,
      price: priceFor(product, product.unitOfMeasureId),
    },
  ];
  for (const p of product.productPrices ?? []) {
    if (options.some((o) => o.uomId === p.uomId)) continue;
    options.push({ uomId: p.uomId, unit: p.uom?.unit ?? `Unit #${p.uomId}`, factor: num(p.uom?.factor, 1) || 1, price: num(p.price) });
  }
  return options;
}

/** The line in another of its product's units, at that unit's price. */
export function withUnit(line: PosLine, option: UnitOption): PosLine {
  return {
    ...line,
    orderedUomId: option.uomId,
    orderedUnit: option.unit,
    unitFactor: option.factor,
    orderedUnitPrice: option.price,
    price: option.price,
    priceSource: 'list',
  };
}

/** Spec 4: a bundle's components, each quantity × bundle quantity. */
export function expandBundle(product: CatalogueProduct, bundles: number): BundleModification[] {
  return (product.bundleProducts ?? []).map((component) => {
    const perBundle = num(component.bundleQuantity);
    return {
      bundleItemId: component.id,
      productId: component.bundleItemId,
      productName: component.bundleItem?.productName ?? `Product #${component.bundleItemId}`,
      quantity: Number(qty.times(bundles, perBundle)),
      originalQuantityPerBundle: perBundle,
      unitOfMeasureId: component.bundleUomId,
      unitOfMeasure: component.bundleUom?.unit ?? null,
      unitPrice: component.bundleItem ? num(component.bundleItem.price ?? component.bundleItem.basePrice) : null,
      isModified: false,
    };
  });
}

/** A new cart line for a product at a quantity, in the product's own unit. */
export function lineFromProduct(product: CatalogueProduct, quantity: number, commissionData: CommissionData | null = null): PosLine {
  const price = priceFor(product, product.unitOfMeasureId);
  const template = product.commissionTemplate ?? null;
  return {
    uniqueId: newUniqueId(),
    sku: product.sku,
    productId: product.id,
    productName: product.productName,
    productType: product.type,
    orderedQuantity: quantity,
    orderedUomId: product.unitOfMeasureId,
    orderedUnit: product.unit ?? product.unitOfMeasure?.unit ?? null,
    unitFactor: num(product.unitOfMeasure?.factor, 1) || 1,
    orderedUnitPrice: price,
    bundleModifications: product.type === 'BUNDLE' ? expandBundle(product, quantity) : [],
    commissionData,
    commissionRule: template ? { type: template.type, value: template.value } : null,
    serialNumbers: [],
    isSerialized: product.type === 'PRODUCT' && product.isSerialized === true,
    appliedDiscounts: [],
    price,
    commissionTemplateId: product.commissionTemplateId ?? null,
    pricingGroupId: product.pricingGroupId ?? null,
    vatClass: (product.vatClass as PosLine['vatClass']) ?? 'VATABLE',
    specialDiscountClass: (product.specialDiscountClass as PosLine['specialDiscountClass']) ?? 'NONE',
    unitOptions: product.type === 'BUNDLE' ? [] : unitOptionsOf(product),
    priceSource: 'list',
  };
}

/** Spec 4: a new quantity; a bundle's components follow in proportion. */
export function withQuantity(line: PosLine, quantity: number): PosLine {
  if (line.orderedQuantity === quantity) return line;
  const bundleModifications =
    line.bundleModifications.length > 0 ? scaleBundle(line.bundleModifications, line.orderedQuantity, quantity) : line.bundleModifications;
  return { ...line, orderedQuantity: quantity, bundleModifications };
}

export function withPrice(line: PosLine, price: number): PosLine {
  return line.orderedUnitPrice === price ? line : { ...line, orderedUnitPrice: price };
}

/** How many serial numbers a line needs: its quantity in base units. */
export function serialsNeeded(line: Pick<PosLine, 'orderedQuantity' | 'unitFactor'>): number {
  return Number(qty.times(line.orderedQuantity, line.unitFactor));
}

export function ruleFromDiscount(discount: ShopDiscount): DiscountRule {
  return { type: discount.type, scope: discount.scope, value: discount.value, code: discount.code, discount_id: discount.id };
}

/** Spec 4 totals of the whole cart, computed once per change with the shared arithmetic (VAT on VAT shops). */
export function cartTotals(
  lines: readonly PosLine[],
  orderDiscounts: readonly DiscountRule[],
  taxProfile: TaxProfile = 'NON_VAT',
  basicNecessityAllowance: number | null = null,
): OrderResult {
  return computeOrder({ lines, orderDiscounts, taxProfile, basicNecessityAllowance });
}

/**
 * The sale's senior citizen / PWD discount on a line: an eligible line takes it when it takes off
 * at least as much as the line's regular discounts, which it then replaces (one per line, the
 * larger wins); otherwise the line keeps its regular discounts. Without the discount, no line has it.
 * Which discount is the product's class: FULL the 20%, BASIC_NECESSITY the 5% (only with the
 * holder's purchase booklet number, against which the weekly cap is counted), NONE none.
 */
export function withSpecialDiscount(line: PosLine, special: SpecialDiscountInput | null, profile: TaxProfile): PosLine {
  const kind = line.specialDiscountClass ?? 'NONE';
  const eligible = kind === 'FULL' || (kind === 'BASIC_NECESSITY' && Boolean(special?.bookletNumber));
  const applies = special !== null && eligible && specialDiscountWins(line, profile);
  if (!applies) return line.specialDiscount ? { ...line, specialDiscount: false } : line;
  return { ...line, specialDiscount: true, appliedDiscounts: [] };
}

/** Spec 4: with one payment line, it pays the whole net total; change follows what was tendered. */
export function effectivePayments(payments: readonly PosPayment[], netTotal: number): PosPayment[] {
  return applySinglePaymentRule(payments, netTotal).map((p) =>
    p.tenderedAmount === null ? { ...p, change: null } : { ...p, change: changeFor(p.tenderedAmount, p.paidAmount) },
  );
}

/** Spec 4: selecting a customer sets one payment of their default type for the full net total. */
export function defaultPayments(paymentTypeId: number | null | undefined, netTotal: number): PosPayment[] {
  if (!paymentTypeId) return [];
  return [
    {
      key: newPaymentKey(),
      paymentType: paymentTypeId,
      paidAmount: netTotal,
      dueAmount: netTotal,
      referenceNumber: '',
      notes: '',
      tenderedAmount: null,
      change: null,
    },
  ];
}

/** What is still to pay after the other lines (0 when covered). */
export function remainingToPay(payments: readonly PosPayment[], netTotal: number): number {
  return toPesos(Math.max(toCentavos(netTotal) - paidTotal(payments), 0));
}

/**
 * Whether a payment line asks what was tendered and shows the change: money handed over at the
 * counter. Spec 3 gives every payment line tenderedAmount and change, and spec 9's categories say
 * which payments are settled on the spot (IMMEDIATE); of those, the ones that leave a reference
 * (GCash, card, transfer: the type requires a reference number) are paid exactly. What is left is
 * cash, whatever the shop calls it.
 */
export function takesTendered(type: PaymentType | undefined): boolean {
  return !!type && type.category === 'IMMEDIATE' && type.requiresReferenceNumber !== true;
}

/** A line's commission amount tracks its line total (spec 4). */
export function commissionAmountFor(line: PosLine, lineTotalCentavos: number): number | null {
  if (!line.commissionData?.hasCommission || !line.commissionRule) return null;
  return toPesos(commissionFor(line.commissionRule, lineTotalCentavos, line.orderedQuantity));
}

export type SaveKind = 'order' | 'quotation';

export type WorkingState = {
  lines: readonly PosLine[];
  orderDiscounts: readonly DiscountRule[];
  payments: readonly PosPayment[];
  customer: { id: number } | null;
  salesChannel: { id?: number | null } | null;
  publicNote: string;
  activeSalesOrderId: number | null;
  activeQuotationId: number | null;
  /** The job order this sale completes (its draft was opened at the terminal). */
  serviceOrderId?: number | null;
  salesOrderNumber: string | null;
  salesOrderDate: string | null;
  quotationNumber: string | null;
  quotationDate: string | null;
  validUntilDate: string | null;
  /** The shop's tax profile (VAT shops store and print the VAT figures) and the sale's senior citizen / PWD discount. */
  taxProfile?: TaxProfile;
  specialDiscount?: SpecialDiscountInput | null;
  /** What is left of the holder's weekly cap of basic necessities (pesos; null or absent: no cap). */
  basicNecessityAllowance?: number | null;
};

/** The combined list of applied discounts, in removal order: every line's, then the order's. */
export function combinedDiscounts(totals: OrderResult, lines: readonly PosLine[]): { label: string; applied: AppliedDiscount }[] {
  const out: { label: string; applied: AppliedDiscount }[] = [];
  totals.lines.forEach((line, i) => line.discounts.forEach((d) => out.push({ label: lines[i]?.productName ?? '', applied: d })));
  totals.orderDiscounts.forEach((d) => out.push({ label: 'Order', applied: d }));
  return out;
}

import { qty } from '@oim/shared/decimal';
import type { PaymentTypeRef, Quotation, QuotationItem } from '../types';

export type SerialLine = { item: QuotationItem; needed: number };
export type UnreferencedPayment = { index: number; typeName: string };
export type ConversionNeeds = { serialLines: SerialLine[]; payments: UnreferencedPayment[]; locationId: number | null };

/**
 * What a quotation lacks to become a sale: serial numbers for its serial-tracked lines (one per
 * unit in the product's base unit) and reference numbers for planned payments whose type requires one.
 */
export function conversionNeeds(quotation: Quotation, paymentTypes: readonly PaymentTypeRef[]): ConversionNeeds {
  const serialLines = (quotation.quotationItems ?? [])
    .filter((item) => item.bundleParentId === null && item.product?.isSerialized === true)
    .map((item) => ({ item, needed: Number(qty.times(item.orderedQuantity, item.orderedUom?.factor ?? 1)) }));
  const payments = quotation.payments.flatMap((p, index) => {
    const type = paymentTypes.find((t) => t.id === p.paymentTypeId);
    return type?.requiresReferenceNumber && !(p.referenceNumber ?? '').trim() ? [{ index, typeName: type.name }] : [];
  });
  return { serialLines, payments, locationId: quotation.salesChannel?.defaultPickingWarehouseId ?? null };
}

export function needsDetails(needs: ConversionNeeds): boolean {
  return needs.serialLines.length > 0 || needs.payments.length > 0;
}

import { z } from 'zod';
import { qty } from '@oim/shared/decimal';
import { purchaseOrderBody, purchaseReceiptBody } from '@oim/shared/schemas/purchasing';
import type { SupplierOption } from '@/components/autocomplete/supplier-autocomplete';
import {
  linesSchema,
  newMovementLine,
  quantityOf,
  unitCostOf,
  type MovementLineInput,
  type ProductSummary,
} from '@/components/movement-lines/movement-line';
import { dayText } from '@/lib/days';
import type { PurchaseOrder } from '../types';

const chosen = (v: unknown) => (v === '' || v === null ? undefined : v);
const supplierField = z.custom<SupplierOption | null>().refine((v) => v !== null, { error: 'The supplier field is required.' });

/** The purchase order form as typed. */
export type PurchaseOrderFormInput = {
  supplier: SupplierOption | null;
  receivingWarehouseId: number | '';
  orderDate: Date | null;
  expectedDate: Date | null;
  notes: string;
  items: MovementLineInput[];
};

export const purchaseOrderFormSchema = z
  .object({
    supplier: supplierField,
    receivingWarehouseId: z.preprocess(chosen, purchaseOrderBody.shape.receivingWarehouseId),
    orderDate: z.date().nullable(),
    expectedDate: z.date().nullable(),
    notes: purchaseOrderBody.shape.notes,
    items: linesSchema('A purchase order needs at least one line.', { costed: true, serials: false }),
  })
  .refine((o) => !o.orderDate || !o.expectedDate || dayText(o.expectedDate) >= dayText(o.orderDate), {
    path: ['expectedDate'],
    error: 'The expected date cannot be before the order date.',
  });
export type PurchaseOrderFormValues = z.output<typeof purchaseOrderFormSchema>;

export type PurchaseOrderBodyOut = z.output<typeof purchaseOrderBody>;

export function buildPurchaseOrderBody(values: PurchaseOrderFormValues): PurchaseOrderBodyOut {
  return {
    supplierId: values.supplier!.id,
    receivingWarehouseId: values.receivingWarehouseId,
    orderDate: values.orderDate ? dayText(values.orderDate) : null,
    expectedDate: values.expectedDate ? dayText(values.expectedDate) : null,
    notes: values.notes,
    items: values.items.map((line) => ({
      productId: line.product!.id,
      uomId: line.unit!.id,
      quantity: quantityOf(line),
      unitCost: unitCostOf(line),
    })),
  };
}

/** The receipt form as typed; purchaseOrderId set when it receives against an order. */
export type PurchaseReceiptFormInput = {
  supplier: SupplierOption | null;
  purchaseOrderId: number | null;
  receivingWarehouseId: number | '';
  receiptDate: Date | null;
  supplierInvoiceNumber: string;
  paidOnReceipt: boolean;
  paidWithPaymentTypeId: number | '';
  notes: string;
  items: MovementLineInput[];
};

export const purchaseReceiptFormSchema = z
  .object({
    supplier: supplierField,
    purchaseOrderId: z.number().nullable(),
    receivingWarehouseId: z.preprocess(chosen, purchaseReceiptBody.shape.receivingWarehouseId),
    receiptDate: z.date().nullable(),
    supplierInvoiceNumber: purchaseReceiptBody.shape.supplierInvoiceNumber,
    paidOnReceipt: z.boolean(),
    paidWithPaymentTypeId: z.union([z.number(), z.literal('')]),
    notes: purchaseReceiptBody.shape.notes,
    items: linesSchema('A purchase receipt needs at least one line.', { costed: true, serials: true }),
  })
  .refine((r) => !r.paidOnReceipt || r.paidWithPaymentTypeId !== '', {
    path: ['paidWithPaymentTypeId'],
    error: 'Choose how it was paid.',
  });
export type PurchaseReceiptFormValues = z.output<typeof purchaseReceiptFormSchema>;

export type PurchaseReceiptBodyOut = z.output<typeof purchaseReceiptBody>;

export function buildPurchaseReceiptBody(values: PurchaseReceiptFormValues): PurchaseReceiptBodyOut {
  return {
    supplierId: values.supplier!.id,
    purchaseOrderId: values.purchaseOrderId,
    receivingWarehouseId: values.receivingWarehouseId,
    receiptDate: values.receiptDate ? dayText(values.receiptDate) : null,
    supplierInvoiceNumber: values.supplierInvoiceNumber,
    notes: values.notes,
    paidWithPaymentTypeId: values.paidOnReceipt && values.paidWithPaymentTypeId !== '' ? values.paidWithPaymentTypeId : null,
    items: values.items.map((line) => ({
      productId: line.product!.id,
      uomId: line.unit!.id,
      quantity: quantityOf(line),
      unitCost: unitCostOf(line),
      purchaseOrderItemId: line.orderItemId,
      serialNumbers: line.product!.isSerialized ? line.serialNumbers : [],
    })),
  };
}

/** What an order line still expects, in its unit (never below 0). */
export function remainingOf(item: { quantity: number; receivedQuantity: number }): string {
  const rest = qty.sub(item.quantity, item.receivedQuantity);
  return qty.compare(rest, 0) > 0 ? rest : '0';
}

/**
 * An order's product as a line holds it. Whoever edits or receives an order picks products, so
 * the order was read with the whole product, not only its lookup.
 */
const lineProduct = (item: NonNullable<PurchaseOrder['items']>[number]) => (item.product as ProductSummary | null | undefined) ?? null;

/** An order's lines as the edit form starts them: product, unit, quantity and cost as ordered. */
export function orderLinesForEdit(order: PurchaseOrder): MovementLineInput[] {
  return (order.items ?? []).map((item) =>
    newMovementLine(lineProduct(item), 'in', {
      unit: item.uom ?? null,
      quantity: String(item.quantity),
      unitCost: item.unitCost.toFixed(2),
    }),
  );
}

/** A receipt against an order starts with every line still expected, at its remaining quantity and ordered cost. */
export function orderLinesToReceive(order: PurchaseOrder): MovementLineInput[] {
  return (order.items ?? [])
    .map((item) => ({ item, remaining: remainingOf(item) }))
    .filter(({ remaining }) => qty.compare(remaining, 0) > 0)
    .map(({ item, remaining }) =>
      newMovementLine(lineProduct(item), 'in', {
        unit: item.uom ?? null,
        quantity: remaining,
        unitCost: item.unitCost.toFixed(2),
        orderItemId: item.id,
        remaining,
      }),
    );
}

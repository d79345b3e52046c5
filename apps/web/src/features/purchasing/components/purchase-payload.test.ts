import { describe, expect, it } from 'vitest';
import { newMovementLine } from '@/components/movement-lines/movement-line';
import { buildPurchaseReceiptBody, purchaseOrderFormSchema, purchaseReceiptFormSchema } from './purchase-payload';

const piece = { id: 1, unitClassId: 1, unit: 'piece', factor: 1, isBase: true };
const nails = { id: 4, sku: 'NAIL-2IN', productName: 'Common Nails', isSerialized: false, unitClassId: 1, unitOfMeasureId: 1 } as never;
const line = { ...newMovementLine(nails, 'in', { unit: piece, quantity: '3', unitCost: '62.5' }) };
const receipt = {
  supplier: { id: 3, supplierName: 'Pacific Hardware' },
  purchaseOrderId: null,
  receivingWarehouseId: 1,
  receiptDate: new Date(2026, 2, 6),
  supplierInvoiceNumber: ' SI-7 ',
  paidOnReceipt: false,
  paidWithPaymentTypeId: '',
  notes: '',
  items: [line],
};
const issues = (schema: typeof purchaseReceiptFormSchema | typeof purchaseOrderFormSchema, input: object) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('a receipt straight from a supplier', () => {
  it('is owed unless marked paid on receipt, which needs the payment type it was paid with', () => {
    expect(buildPurchaseReceiptBody(purchaseReceiptFormSchema.parse(receipt))).toEqual({
      supplierId: 3,
      purchaseOrderId: null,
      receivingWarehouseId: 1,
      receiptDate: '2026-03-06',
      supplierInvoiceNumber: 'SI-7',
      notes: null,
      paidWithPaymentTypeId: null,
      items: [{ productId: 4, uomId: 1, quantity: '3', unitCost: '62.5', purchaseOrderItemId: null, serialNumbers: [] }],
    });
    expect(issues(purchaseReceiptFormSchema, { ...receipt, paidOnReceipt: true })).toEqual([
      ['paidWithPaymentTypeId', 'Choose how it was paid.'],
    ]);
    const paid = purchaseReceiptFormSchema.parse({ ...receipt, paidOnReceipt: true, paidWithPaymentTypeId: 2 });
    expect(buildPurchaseReceiptBody(paid).paidWithPaymentTypeId).toBe(2);
    // A payment type chosen and then unticked is not sent.
    expect(buildPurchaseReceiptBody({ ...paid, paidOnReceipt: false }).paidWithPaymentTypeId).toBeNull();
  });

  it('needs a supplier, a location and a line', () => {
    expect(issues(purchaseReceiptFormSchema, { ...receipt, supplier: null, receivingWarehouseId: '', items: [] })).toEqual([
      ['supplier', 'The supplier field is required.'],
      ['receivingWarehouseId', 'The receiving location field is required.'],
      ['items', 'A purchase receipt needs at least one line.'],
    ]);
  });
});

describe('a purchase order', () => {
  it('is not expected before it is ordered', () => {
    const order = { supplier: receipt.supplier, receivingWarehouseId: 1, notes: '', items: [line] };
    expect(issues(purchaseOrderFormSchema, { ...order, orderDate: new Date(2026, 2, 6), expectedDate: new Date(2026, 2, 5) })).toEqual([
      ['expectedDate', 'The expected date cannot be before the order date.'],
    ]);
    expect(issues(purchaseOrderFormSchema, { ...order, orderDate: new Date(2026, 2, 6), expectedDate: new Date(2026, 2, 6) })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ServiceOrderSaleDraft } from '@oim/shared/schemas/service';
import { cartTotals, type WorkingState } from './cart';
import { stateFromServiceOrderDraft } from './load-document';
import { buildOrderPayload } from './save';

const item = (productId: number, quantity: number, price: number, type: 'PRODUCT' | 'SERVICE') => ({
  uniqueId: `service-order-line-${productId}`,
  productId,
  sku: `SKU-${productId}`,
  productName: `Product ${productId}`,
  productType: type,
  orderedQuantity: quantity,
  orderedUomId: 7,
  orderedUnit: 'piece',
  orderedUnitPrice: price,
  lineTotal: quantity * price,
  appliedDiscounts: [],
  serialNumbers: [],
});

const draft = (deposit: number): ServiceOrderSaleDraft => ({
  serviceOrderId: 41,
  salesChannelId: null,
  customerId: 5,
  orderItems: [item(1, 1.5, 1500.1, 'PRODUCT'), item(2, 1, 500, 'SERVICE')],
  orderPayments:
    deposit > 0
      ? [
          {
            paymentType: 3,
            paidAmount: deposit,
            dueAmount: deposit,
            referenceNumber: 'GC-77',
            notes: null,
            tenderedAmount: null,
            change: null,
          },
        ]
      : [],
  grossTotal: 2750.15,
  discountTotal: 0,
  taxTotal: 0,
  netTotal: 2750.15,
  paidAmountTotal: deposit,
  appliedDiscounts: [],
  publicNote: 'Job order JO-000041',
});

const customer = { id: 5, customerName: 'Maria Santos', defaultPaymentTypeId: 1 } as Parameters<typeof stateFromServiceOrderDraft>[2];

/** The terminal's working state after opening the draft, as the save reads it. */
function opened(deposit: number): WorkingState {
  const state = stateFromServiceOrderDraft(draft(deposit), 'JO-000041', customer);
  return {
    lines: state.lines ?? [],
    orderDiscounts: state.orderDiscounts ?? [],
    payments: state.payments ?? [],
    customer: state.customer ?? null,
    salesChannel: { id: 3 },
    publicNote: state.publicNote ?? '',
    activeSalesOrderId: state.activeSalesOrderId ?? null,
    activeQuotationId: state.activeQuotationId ?? null,
    serviceOrderId: state.serviceOrderId ?? null,
    salesOrderNumber: null,
    salesOrderDate: null,
    quotationNumber: null,
    quotationDate: null,
    validUntilDate: null,
  };
}

describe("a job order's sale at the terminal", () => {
  it('opens with its parts and labour at their prices, its customer, and its number for the chip', () => {
    const state = stateFromServiceOrderDraft(draft(0), 'JO-000041', customer);
    expect(state).toMatchObject({ serviceOrderId: 41, serviceOrderNumber: 'JO-000041', activeSalesOrderId: null, activeQuotationId: null });
    expect(state.customer?.customerName).toBe('Maria Santos');
    expect(state.lines?.map((l) => [l.productId, l.productType, l.orderedQuantity, l.orderedUnitPrice])).toEqual([
      [1, 'PRODUCT', 1.5, 1500.1],
      [2, 'SERVICE', 1, 500],
    ]);
    expect(cartTotals(state.lines ?? [], []).netTotal).toBe(2750.15);
  });

  it('keeps the deposit as it was paid and asks the rest by the customer’s default type', () => {
    const payments = opened(1000).payments;
    expect(payments.map((p) => [p.paymentType, p.paidAmount, p.referenceNumber])).toEqual([
      [3, 1000, 'GC-77'],
      [1, 1750.15, ''],
    ]);
    // Without a deposit, the whole by the default type.
    expect(opened(0).payments.map((p) => [p.paymentType, p.paidAmount])).toEqual([[1, 2750.15]]);
  });

  it('saves as a new sale that names the job order, so the server releases it', () => {
    const payload = buildOrderPayload(opened(1000));
    expect(payload).toMatchObject({
      serviceOrderId: 41,
      activeSalesOrderId: null,
      customerId: 5,
      netTotal: 2750.15,
      paidAmountTotal: 2750.15,
    });
    expect(buildOrderPayload({ ...opened(0), serviceOrderId: null })).not.toHaveProperty('serviceOrderId');
  });
});

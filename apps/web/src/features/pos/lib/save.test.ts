import { describe, expect, it } from 'vitest';
import { referenceNumberMessage, SAVE_MESSAGES } from '@oim/shared/schemas/sales';
import type { PaymentType, PosPayment } from '../types';
import { catalogueProduct, paymentType } from './pos-test-data';
import { lineFromProduct, withSpecialDiscount, type WorkingState } from './cart';
import { buildOrderPayload, buildQuotationPayload, defaultValidUntil, validateSave } from './save';

const coke = catalogueProduct({ id: 1, sku: 'COKE', productName: 'Coke', price: 85 });
const types: PaymentType[] = [
  paymentType({ id: 1, name: 'Cash', category: 'IMMEDIATE' }),
  paymentType({ id: 2, name: 'GCash', category: 'IMMEDIATE', requiresReferenceNumber: true }),
];
const pay = (paymentType: number | null, paidAmount: number, extra: Partial<PosPayment> = {}): PosPayment => ({
  key: `k${paymentType}-${paidAmount}`,
  paymentType,
  paidAmount,
  dueAmount: paidAmount,
  referenceNumber: '',
  notes: '',
  tenderedAmount: null,
  change: null,
  ...extra,
});

const complete = (): WorkingState => ({
  lines: [lineFromProduct(coke, 2)],
  orderDiscounts: [],
  payments: [pay(1, 0)],
  customer: { id: 1 },
  salesChannel: { id: 3 },
  publicNote: '',
  activeSalesOrderId: null,
  activeQuotationId: null,
  salesOrderNumber: null,
  salesOrderDate: null,
  quotationNumber: null,
  quotationDate: null,
  validUntilDate: null,
});

describe('the save checks, in the spec’s order', () => {
  it('reports the first failed check, one after another as each is fixed', () => {
    const m = SAVE_MESSAGES.order;
    const state: WorkingState = { ...complete(), lines: [], customer: null, salesChannel: null, payments: [] };
    expect(validateSave('order', state, types)).toBe(m.items);
    state.lines = complete().lines;
    expect(validateSave('order', state, types)).toBe(m.customer);
    state.customer = { id: 1 };
    expect(validateSave('order', state, types)).toBe(m.channel);
    state.salesChannel = { id: null } as never;
    expect(validateSave('order', state, types)).toBe(m.payments);
    state.payments = [pay(1, 100), pay(null, 0)];
    expect(validateSave('order', state, types)).toBe(m.paymentTypes);
    state.payments = [pay(1, 100), pay(99, 0)];
    expect(validateSave('order', state, types)).toBe(m.paymentTypes);
    state.payments = [pay(1, 100), pay(2, 69.99)];
    expect(validateSave('order', state, types)).toBe(m.notEnough);
    state.payments = [pay(1, 100), pay(2, 70)];
    expect(validateSave('order', state, types)).toBe(m.noChannelId);
    state.salesChannel = { id: 3 };
    // Then the payment type's own rule: GCash requires a reference number (blank does not count).
    expect(validateSave('order', state, types)).toBe('Please enter the reference number of the GCash payment before saving the order.');
    state.payments = [pay(1, 100), pay(2, 70, { referenceNumber: '   ' })];
    expect(validateSave('order', state, types)).toBe(referenceNumberMessage('GCash'));
    state.payments = [pay(1, 100), pay(2, 70, { referenceNumber: 'GC-0917' })];
    expect(validateSave('order', state, types)).toBeNull();
  });

  it('asks no reference number of a quotation’s planned payment, nor of a type that does not require one', () => {
    expect(validateSave('quotation', { ...complete(), payments: [pay(2, 0)] }, types)).toBeNull();
    expect(validateSave('order', { ...complete(), payments: [pay(1, 0)] }, types)).toBeNull();
  });

  it('says quotation for a quotation, but keeps "Error creating order." for a missing channel id', () => {
    const m = SAVE_MESSAGES.quotation;
    expect(validateSave('quotation', { ...complete(), lines: [] }, types)).toBe('At least one item is required to create a quotation.');
    expect(validateSave('quotation', { ...complete(), customer: null }, types)).toBe(m.customer);
    expect(validateSave('quotation', { ...complete(), salesChannel: { id: 0 } }, types)).toBe('Error creating order.');
  });

  it('lets one payment line pay the whole total whatever amount it holds', () => {
    expect(validateSave('order', { ...complete(), payments: [pay(1, 0)] }, types)).toBeNull();
  });
});

describe('the payloads', () => {
  it('carries the totals, the lines and the payments as the server checks them', () => {
    const state = {
      ...complete(),
      payments: [pay(1, 0, { tenderedAmount: 200 })],
      orderDiscounts: [{ type: 'fixed' as const, scope: 'sales_order' as const, value: 20, discount_id: 4, code: 'LESS20' }],
    };
    const payload = buildOrderPayload(state);
    expect(payload).toMatchObject({
      salesChannelId: 3,
      customerId: 1,
      grossTotal: 170,
      discountTotal: 20,
      taxTotal: 0,
      netTotal: 150,
      paidAmountTotal: 150,
      taxed: false,
      activeSalesOrderId: null,
    });
    expect(payload.orderItems[0]).toMatchObject({ productId: 1, orderedQuantity: 2, orderedUnitPrice: 85, lineTotal: 170 });
    expect(payload.orderPayments).toEqual([
      { paymentType: 1, paidAmount: 150, dueAmount: 150, referenceNumber: null, notes: null, tenderedAmount: 200, change: 50 },
    ]);
    expect(payload.appliedDiscounts).toEqual([
      { type: 'fixed', scope: 'sales_order', code: 'LESS20', discount_id: 4, base_amount: 170, discount_amount: 20, value: 20 },
    ]);
  });

  it('sends an installment line’s schedule, and nothing of the kind on other lines', () => {
    const payload = buildOrderPayload({
      ...complete(),
      payments: [pay(1, 70), pay(3, 100, { installmentCount: 4, installmentInterval: 'SEMI_MONTHLY' })],
    });
    expect(payload.orderPayments[0]).not.toHaveProperty('installmentCount');
    expect(payload.orderPayments[1]).toMatchObject({
      paymentType: 3,
      paidAmount: 100,
      installmentCount: 4,
      installmentInterval: 'SEMI_MONTHLY',
    });
  });

  it('is taxed when a payment has a reference number', () => {
    expect(buildOrderPayload({ ...complete(), payments: [pay(2, 0, { referenceNumber: 'GC-1' })] }).taxed).toBe(true);
  });

  it('gives a quotation 30 days of validity unless told', () => {
    const now = new Date(2026, 0, 10);
    expect(defaultValidUntil(now)).toBe('2026-02-09');
    const payload = buildQuotationPayload(complete(), now);
    expect(payload).toMatchObject({ validUntilDate: '2026-02-09', activeQuotationId: null, netTotal: 170 });
    expect(payload.quotationItems).toHaveLength(1);
    expect(payload.payments[0]!.paidAmount).toBe(170);
  });
});

describe('VAT and the senior citizen / PWD discount', () => {
  const meal = catalogueProduct({ id: 2, sku: 'MEAL', productName: 'Meal', price: 224 });
  const beer = catalogueProduct({ id: 3, sku: 'BEER', productName: 'Beer', price: 112, specialDiscountClass: 'NONE' });
  const senior = { kind: 'SENIOR_CITIZEN' as const, holderName: 'Lola Remedios', holderId: 'OSCA-1', holderTin: null, bookletNumber: null };

  it('applies to eligible lines, keeps the larger of it and a regular discount, and sends the VAT figures', () => {
    const tenPercent = { type: 'percentage' as const, scope: 'sales_order_item' as const, value: 10 };
    const halfOff = { type: 'percentage' as const, scope: 'sales_order_item' as const, value: 50 };
    const lines = [
      { ...lineFromProduct(meal, 1), appliedDiscounts: [tenPercent] },
      { ...lineFromProduct(meal, 1), appliedDiscounts: [halfOff] },
      lineFromProduct(beer, 1),
    ].map((l) => withSpecialDiscount(l, senior, 'VAT'));
    // 10% loses to the discount (dropped); 50% beats it (kept); beer is not eligible.
    expect(lines.map((l) => [l.specialDiscount === true, l.appliedDiscounts.length])).toEqual([
      [true, 0],
      [false, 1],
      [false, 0],
    ]);
    const payload = buildOrderPayload({ ...complete(), lines, taxProfile: 'VAT', specialDiscount: senior });
    // Meal for the senior citizen 224 → 200 − 40 = 160 VAT-exempt; meal at half 112 and beer 112 VATable: VAT 24.00.
    expect(payload).toMatchObject({
      netTotal: 384,
      taxTotal: 24,
      vatableSales: 200,
      vatAmount: 24,
      vatExemptSales: 160,
      zeroRatedSales: 0,
      specialDiscountTotal: 40,
      specialDiscount: senior,
    });
    expect(payload.orderItems.map((i) => ('specialDiscount' in i ? i.specialDiscount : false))).toEqual([true, false, false]);
    expect(payload.orderItems[0]!.appliedDiscounts).toEqual([]);
    // Taken back: no line keeps it.
    expect(lines.map((l) => withSpecialDiscount(l, null, 'VAT').specialDiscount === true)).toEqual([false, false, false]);
  });

  it('gives basic necessities the 5% with the booklet number, VAT kept, up to what is left of the weekly cap', () => {
    const rice = catalogueProduct({ id: 4, sku: 'RICE', productName: 'Rice sack', price: 1000, specialDiscountClass: 'BASIC_NECESSITY' });
    const milk = catalogueProduct({ id: 5, sku: 'MILK', productName: 'Milk', price: 112, specialDiscountClass: 'BASIC_NECESSITY' });
    const cart = [lineFromProduct(rice, 1), lineFromProduct(milk, 1), lineFromProduct(beer, 1)];
    // Without the booklet number they take none (the server would refuse them).
    expect(cart.map((l) => withSpecialDiscount(l, senior, 'VAT').specialDiscount === true)).toEqual([false, false, false]);
    const withBooklet = { ...senior, bookletNumber: 'PB-0042' };
    const lines = cart.map((l) => withSpecialDiscount(l, withBooklet, 'VAT'));
    expect(lines.map((l) => l.specialDiscount === true)).toEqual([true, true, false]);
    // ₱500.00 left this week: the rice takes 5% of 500 (25.00), the milk none; all of it stays VATable.
    const payload = buildOrderPayload({
      ...complete(),
      lines,
      taxProfile: 'VAT',
      specialDiscount: withBooklet,
      basicNecessityAllowance: 500,
    });
    expect(payload).toMatchObject({
      netTotal: 1199,
      vatExemptSales: 0,
      vatAmount: 128.46,
      specialDiscountTotal: 25,
      specialDiscount: withBooklet,
    });
    expect(payload.orderItems.map((i) => i.lineTotal)).toEqual([975, 112, 112]);
  });

  it('sends nothing new from a NON_VAT shop without the discount', () => {
    const payload = buildOrderPayload(complete());
    expect(payload).not.toHaveProperty('vatableSales');
    expect(payload).not.toHaveProperty('specialDiscount');
  });
});

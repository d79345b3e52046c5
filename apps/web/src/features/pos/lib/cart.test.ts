import { describe, expect, it } from 'vitest';
import { toPesos } from '@oim/shared/pos/money';
import { catalogueProduct, paymentType, posCustomer, unitOfMeasure } from './pos-test-data';
import {
  cartTotals,
  defaultPayments,
  effectivePayments,
  expandBundle,
  lineFromProduct,
  serialsNeeded,
  takesTendered,
  withQuantity,
  withUnit,
} from './cart';
import { initialPosState, usePosStore } from './pos-store';

const coke = catalogueProduct({ id: 1, sku: 'COKE', productName: 'Coke', price: 85 });
const bread = catalogueProduct({ id: 2, sku: 'BREAD', productName: 'Bread', price: 65.5 });
const snackPack = catalogueProduct({
  id: 3,
  sku: 'PACK',
  productName: 'Snack Pack',
  type: 'BUNDLE',
  price: 199,
  bundleProducts: [
    {
      id: 11,
      bundleId: 3,
      bundleItemId: 1,
      bundleQuantity: 2,
      bundleUomId: 1,
      bundleItem: catalogueProduct({ id: 1, sku: 'COKE', productName: 'Coke', basePrice: 85 }),
      bundleUom: unitOfMeasure(1, 'piece'),
    },
    {
      id: 12,
      bundleId: 3,
      bundleItemId: 2,
      bundleQuantity: 0.5,
      bundleUomId: 1,
      bundleItem: catalogueProduct({ id: 2, sku: 'BREAD', productName: 'Bread', basePrice: 65.5 }),
      bundleUom: unitOfMeasure(1, 'piece'),
    },
  ],
});

describe('bundle expansion and scaling', () => {
  it('expands a bundle into its components, quantity × bundle quantity', () => {
    expect(expandBundle(snackPack, 3).map((c) => [c.productId, c.quantity, c.originalQuantityPerBundle, c.unitOfMeasure])).toEqual([
      [1, 6, 2, 'piece'],
      [2, 1.5, 0.5, 'piece'],
    ]);
    const line = lineFromProduct(snackPack, 3);
    expect(line.productType).toBe('BUNDLE');
    expect(line.bundleModifications).toHaveLength(2);
    expect(line.orderedUnitPrice).toBe(199);
  });

  it('scales the components in proportion when the bundle quantity changes', () => {
    const line = withQuantity(lineFromProduct(snackPack, 2), 5);
    expect(line.bundleModifications.map((c) => c.quantity)).toEqual([10, 2.5]);
  });

  it('scales by the current quantity over the old bundle count when the per-bundle quantity is unknown', () => {
    const line = lineFromProduct(snackPack, 2);
    const unknown = { ...line, bundleModifications: line.bundleModifications.map((c) => ({ ...c, originalQuantityPerBundle: null })) };
    expect(withQuantity(unknown, 3).bundleModifications.map((c) => c.quantity)).toEqual([6, 1.5]);
  });
});

describe('totals with the shared arithmetic', () => {
  it('applies line discounts, then order discounts, to the centavo', () => {
    const lines = [
      { ...lineFromProduct(coke, 2), appliedDiscounts: [{ type: 'percentage' as const, scope: 'sales_order_item' as const, value: 10 }] },
      lineFromProduct(bread, 1),
    ];
    const totals = cartTotals(lines, [{ type: 'fixed', scope: 'sales_order', value: 50 }]);
    expect(totals.subTotal).toBe(235.5);
    expect(toPesos(totals.lines[0]!.lineTotal)).toBe(153);
    expect(totals.netTotal).toBe(168.5);
    expect(totals.discountTotal).toBe(67);
    expect(totals.itemCount).toBe(2);
    expect(totals.totalUnits).toBe(3);
  });
});

describe('payments: the single-payment rule', () => {
  it('makes one payment line pay the whole net total, keeping type, reference and tendered', () => {
    const [only] = defaultPayments(1, 0);
    const shown = effectivePayments([{ ...only!, referenceNumber: 'R1', tenderedAmount: 500 }], 320.5);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      paymentType: 1,
      paidAmount: 320.5,
      dueAmount: 320.5,
      referenceNumber: 'R1',
      tenderedAmount: 500,
      change: 179.5,
    });
  });

  it('leaves several lines as entered; a later line changes what the first one pays', () => {
    usePosStore.setState({ ...initialPosState(), payments: defaultPayments(1, 0) });
    usePosStore.getState().addPayment(180.5, 2);
    const [cash, gcash] = usePosStore.getState().payments;
    expect(cash!.paidAmount).toBe(180.5);
    expect(gcash!.paidAmount).toBe(0);
    usePosStore.getState().setPaymentAmount(gcash!.key, 100, 180.5);
    const shown = effectivePayments(usePosStore.getState().payments, 180.5);
    expect(shown.map((p) => p.paidAmount)).toEqual([80.5, 100]);
  });

  it('sets one payment of the customer’s default type for the net total when a customer is picked', () => {
    usePosStore.setState({ ...initialPosState() });
    usePosStore.getState().selectCustomer(posCustomer({ id: 7, customerName: 'Ana', defaultPaymentTypeId: 6 }), 99.5);
    expect(usePosStore.getState().payments).toMatchObject([{ paymentType: 6, paidAmount: 99.5, dueAmount: 99.5 }]);
  });
});

describe('new sale and reset', () => {
  it('New Sale clears the channel too; Reset keeps the channel and the default customer', () => {
    const walkIn = posCustomer({ id: 1, customerName: 'Walk-in', defaultPaymentTypeId: 1 });
    usePosStore.setState({
      ...initialPosState(),
      salesChannel: { id: 1, name: 'Main' },
      defaultCustomer: walkIn,
      customer: posCustomer({ id: 9, customerName: 'Ana' }),
      lines: [lineFromProduct(coke, 1)],
      publicNote: 'x',
    });
    usePosStore.getState().resetForm();
    let s = usePosStore.getState();
    expect([s.lines.length, s.customer?.id, s.salesChannel?.id, s.publicNote, s.payments[0]?.paymentType]).toEqual([0, 1, 1, '', 1]);
    usePosStore.getState().newSale();
    s = usePosStore.getState();
    expect([s.customer, s.salesChannel, s.payments.length, s.quantity]).toEqual([null, null, 0, 1]);
  });
});

describe('units', () => {
  it('offers the product’s own unit and every unit it has a price for; switching takes that unit’s price', () => {
    const product = catalogueProduct({
      ...coke,
      unitOfMeasure: unitOfMeasure(1, 'piece'),
      productPrices: [{ id: 1, productId: 1, uomId: 2, price: 960, updatedAt: coke.updatedAt, uom: unitOfMeasure(2, 'dozen', 12) }],
    });
    const line = lineFromProduct(product, 2);
    expect(line.unitOptions).toEqual([
      { uomId: 1, unit: 'piece', factor: 1, price: 85 },
      { uomId: 2, unit: 'dozen', factor: 12, price: 960 },
    ]);
    const dozen = withUnit(line, line.unitOptions![1]!);
    expect([dozen.orderedUomId, dozen.orderedUnit, dozen.orderedUnitPrice, serialsNeeded(dozen)]).toEqual([2, 'dozen', 960, 24]);
  });
});

describe('tendered and change', () => {
  it('belong to money handed over at the counter: settled at once (IMMEDIATE) and leaving no reference, whatever the name', () => {
    expect(takesTendered(paymentType({ id: 1, name: 'Cash', category: 'IMMEDIATE' }))).toBe(true);
    expect(takesTendered(paymentType({ id: 7, name: 'Pera', category: 'IMMEDIATE', requiresReferenceNumber: false }))).toBe(true);
    expect(takesTendered(paymentType({ id: 2, name: 'GCash', category: 'IMMEDIATE', requiresReferenceNumber: true }))).toBe(false);
    expect(takesTendered(paymentType({ id: 3, name: 'Cash on Delivery', category: 'OTHER' }))).toBe(false);
    expect(takesTendered(paymentType({ id: 4, name: 'Charge', category: 'TRADE_CREDIT' }))).toBe(false);
    expect(takesTendered(paymentType({ id: 5, name: 'Installment', category: 'INSTALLMENT' }))).toBe(false);
    expect(takesTendered(undefined)).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOrder, specialDiscountWins, type DiscountRule, type LineInput } from './arithmetic';
import { allocate, specialDiscountOf, vatInside } from './tax';

const line = (price: string, extra: Partial<LineInput> = {}, quantity: number | string = 1): LineInput => ({
  orderedQuantity: quantity,
  orderedUnitPrice: price,
  ...extra,
});
const pct = (value: number, scope: DiscountRule['scope'] = 'sales_order_item'): DiscountRule => ({ type: 'percentage', scope, value });

describe('VAT on a VAT shop (prices VAT-inclusive, 12%)', () => {
  it('a ₱112.00 VATable item: VATable sales 100.00, VAT 12.00', () => {
    const order = computeOrder({ lines: [line('112.00')], taxProfile: 'VAT' });
    expect(order.taxes).toMatchObject({ vatableSales: 100, vatAmount: 12, vatExemptSales: 0, zeroRatedSales: 0 });
    expect(order.taxTotal).toBe(12);
    expect(order.netTotal).toBe(112);
  });

  it('three ₱1.00 items: VAT on the whole (3.00 × 12/112 = 0.32), 0.11 + 0.11 and the remainder 0.10 on the last line', () => {
    const order = computeOrder({ lines: [line('1.00'), line('1.00'), line('1.00')], taxProfile: 'VAT' });
    expect(order.taxes).toMatchObject({ vatableSales: 2.68, vatAmount: 0.32 });
    expect(order.lines.map((l) => l.vat)).toEqual([11, 11, 10]);
  });

  it('a mixed cart: VATable, VAT-exempt, zero-rated and a senior citizen line', () => {
    // 2 × 56.00 VATable = 112.00 → VATable sales 100.00, VAT 12.00
    // 50.00 VAT-exempt (e.g. fresh produce) → VAT-exempt 50.00
    // 30.00 zero-rated → zero-rated 30.00
    // 224.00 VATable, senior citizen: 224 ÷ 1.12 = 200.00, 20% = 40.00, due 160.00 → VAT-exempt 160.00
    const order = computeOrder({
      lines: [
        line('56.00', {}, 2),
        line('50.00', { vatClass: 'VAT_EXEMPT' }),
        line('30.00', { vatClass: 'ZERO_RATED' }),
        line('224.00', { specialDiscount: true }),
      ],
      taxProfile: 'VAT',
    });
    expect(order.taxes).toEqual({
      vatableSales: 100,
      vatAmount: 12,
      vatExemptSales: 210,
      zeroRatedSales: 30,
      specialDiscountTotal: 40,
      basicNecessityDiscount: 0,
      specialVatRemoved: 24,
    });
    expect(order.subTotal).toBe(416);
    expect(order.netTotal).toBe(352); // 100 + 12 + 210 + 30
    expect(order.discountTotal).toBe(64); // the 40.00 discount and the 24.00 VAT removed
    expect(order.lines.map((l) => l.vat)).toEqual([1200, 0, 0, 0]);
  });

  it('shares an order discount over the lines before the VAT: 10% off 100.00 VATable + 100.00 VAT-exempt', () => {
    // Each line gives 10.00: VATable 90.00 → VAT 90 × 12/112 = 9.64, VATable sales 80.36; VAT-exempt 90.00.
    const order = computeOrder({
      lines: [line('100.00'), line('100.00', { vatClass: 'VAT_EXEMPT' })],
      orderDiscounts: [pct(10, 'sales_order')],
      taxProfile: 'VAT',
    });
    expect(order.taxes).toMatchObject({ vatableSales: 80.36, vatAmount: 9.64, vatExemptSales: 90, zeroRatedSales: 0 });
    expect(order.netTotal).toBe(180);
  });
});

describe('senior citizen and PWD discounts', () => {
  it('VAT shop, ₱112.00 item: 100.00 VAT-exclusive, 20.00 discount, 80.00 due, VAT-exempt 80.00', () => {
    expect(specialDiscountOf(11_200, 'VATABLE', 'VAT')).toEqual({ base: 10_000, vatRemoved: 1200, discount: 2000, lineTotal: 8000 });
    const order = computeOrder({ lines: [line('112.00', { specialDiscount: true })], taxProfile: 'VAT' });
    expect(order.netTotal).toBe(80);
    expect(order.taxes).toEqual({
      vatableSales: 0,
      vatAmount: 0,
      vatExemptSales: 80,
      zeroRatedSales: 0,
      specialDiscountTotal: 20,
      basicNecessityDiscount: 0,
      specialVatRemoved: 12,
    });
    expect(order.taxTotal).toBe(0);
  });

  it('VAT shop, ₱99.99 item: 99.99 ÷ 1.12 = 89.28, 20% = 17.86, due 71.42', () => {
    expect(specialDiscountOf(9999, 'VATABLE', 'VAT')).toEqual({ base: 8928, vatRemoved: 1071, discount: 1786, lineTotal: 7142 });
  });

  it('VAT shop, a VAT-exempt ₱100.00 item (e.g. medicine): no VAT to remove, 20.00 off, 80.00 VAT-exempt', () => {
    const order = computeOrder({ lines: [line('100.00', { vatClass: 'VAT_EXEMPT', specialDiscount: true })], taxProfile: 'VAT' });
    expect(order.netTotal).toBe(80);
    expect(order.taxes).toMatchObject({ vatExemptSales: 80, specialDiscountTotal: 20, specialVatRemoved: 0 });
  });

  it('NON_VAT shop, ₱112.00 item: 20% of the price, 22.40 off, 89.60 due; no VAT figures', () => {
    const order = computeOrder({ lines: [line('112.00', { specialDiscount: true }), line('10.00')] });
    expect(order.netTotal).toBe(99.6);
    expect(order.taxes).toEqual({
      vatableSales: 0,
      vatAmount: 0,
      vatExemptSales: 0,
      zeroRatedSales: 0,
      specialDiscountTotal: 22.4,
      basicNecessityDiscount: 0,
      specialVatRemoved: 0,
    });
    expect(order.taxTotal).toBe(0);
  });

  it('replaces a line’s regular discounts, never adds to them; the larger one wins', () => {
    const withTen = line('112.00', { appliedDiscounts: [pct(10)] });
    const withHalf = line('112.00', { appliedDiscounts: [pct(50)] });
    // 10% leaves 100.80; the senior citizen discount leaves 80.00: it wins.
    expect(specialDiscountWins(withTen, 'VAT')).toBe(true);
    // 50% leaves 56.00: the regular discount wins.
    expect(specialDiscountWins(withHalf, 'VAT')).toBe(false);
    // NON_VAT: 20% (22.40) beats 10% (11.20), loses to 50%.
    expect(specialDiscountWins(withTen, 'NON_VAT')).toBe(true);
    expect(specialDiscountWins(withHalf, 'NON_VAT')).toBe(false);
    const order = computeOrder({ lines: [{ ...withTen, specialDiscount: true }], taxProfile: 'VAT' });
    expect(order.lines[0]!.discounts).toEqual([]);
    expect(order.netTotal).toBe(80);
  });
});

describe('a NON_VAT shop sees no change', () => {
  it('without a special discount every VAT figure is 0 and the totals are as before', () => {
    const order = computeOrder({ lines: [line('112.00', { vatClass: 'VATABLE' }), line('5.00', { vatClass: 'ZERO_RATED' })] });
    expect(order.taxes).toEqual({
      vatableSales: 0,
      vatAmount: 0,
      vatExemptSales: 0,
      zeroRatedSales: 0,
      specialDiscountTotal: 0,
      basicNecessityDiscount: 0,
      specialVatRemoved: 0,
    });
    expect([order.subTotal, order.discountTotal, order.taxTotal, order.netTotal]).toEqual([117, 0, 0, 117]);
  });
});

describe('exactness', () => {
  it('allocate shares a total in proportion, adding up to it', () => {
    expect(allocate(1000, [1, 1, 1])).toEqual([333, 334, 333]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
  });

  it('the VAT inside ₱1.00 is 0.11, inside ₱112.00 12.00', () => {
    expect(vatInside(100)).toBe(11);
    expect(vatInside(11_200)).toBe(1200);
  });

  it('on a VAT shop the buckets add up to the net total and the lines’ VAT to the VAT, for any cart', () => {
    const cents = (c: number) => (c / 100).toFixed(2);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 2_000_000 }),
            quantity: fc.integer({ min: 1, max: 50 }),
            vatClass: fc.constantFrom('VATABLE', 'VAT_EXEMPT', 'ZERO_RATED' as const),
            specialDiscount: fc.boolean(),
            discount: fc.integer({ min: 0, max: 100 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.integer({ min: 0, max: 100 }),
        (items, orderPercent) => {
          const order = computeOrder({
            lines: items.map((i) =>
              line(
                cents(i.price),
                {
                  vatClass: i.vatClass,
                  specialDiscount: i.specialDiscount,
                  appliedDiscounts: i.specialDiscount ? [] : [pct(i.discount)],
                },
                i.quantity,
              ),
            ),
            orderDiscounts: items.some((i) => i.specialDiscount) ? [] : [pct(orderPercent, 'sales_order')],
            taxProfile: 'VAT',
          });
          const t = order.taxes;
          const sum = Math.round((t.vatableSales + t.vatAmount + t.vatExemptSales + t.zeroRatedSales) * 100);
          expect(sum).toBe(order.centavos.netTotal);
          expect(order.lines.reduce((s, l) => s + l.vat, 0)).toBe(order.centavos.taxTotal);
          expect(t.vatAmount).toBe(order.taxTotal);
          expect(t.vatAmount).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('the 5% on basic necessities', () => {
  const bnpc = (price: number, quantity = 1) => ({
    orderedQuantity: quantity,
    orderedUnitPrice: price,
    specialDiscount: true,
    specialDiscountClass: 'BASIC_NECESSITY' as const,
  });

  it('keeps the VAT on a VAT shop: ₱112.00 → 5.60 off, 106.40 VATable of which VAT 11.40', () => {
    const order = computeOrder({ lines: [bnpc(112)], taxProfile: 'VAT' });
    expect(order.netTotal).toBe(106.4);
    expect(order.taxes).toMatchObject({
      vatableSales: 95,
      vatAmount: 11.4,
      vatExemptSales: 0,
      specialDiscountTotal: 5.6,
      basicNecessityDiscount: 5.6,
      specialVatRemoved: 0,
    });
  });

  it('discounts lines in order up to what is left of the cap, a line crossing it on the part under it', () => {
    const order = computeOrder({ lines: [bnpc(300), bnpc(400), bnpc(100)], basicNecessityAllowance: 500 });
    expect(order.lines.map((l) => [l.specialBase, l.specialDiscount])).toEqual([
      [30000, 1500],
      [20000, 1000],
      [0, 0],
    ]);
    expect(order.taxes.basicNecessityDiscount).toBe(25);
  });

  it('gives nothing to a NONE product even when flagged', () => {
    const order = computeOrder({
      lines: [{ orderedQuantity: 1, orderedUnitPrice: 112, specialDiscount: true, specialDiscountClass: 'NONE' as const }],
      taxProfile: 'VAT',
    });
    expect(order.netTotal).toBe(112);
    expect(order.taxes.specialDiscountTotal).toBe(0);
  });
});

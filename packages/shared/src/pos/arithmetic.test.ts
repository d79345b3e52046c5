import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDiscounts,
  applySinglePaymentRule,
  changeFor,
  commissionFor,
  computeLine,
  computeOrder,
  paidTotal,
  removeDiscountAt,
  scaleBundle,
  type DiscountRule,
} from './arithmetic';
import { lineAmount, percentOf, taxExclusive, toCentavos, toPesos } from './money';

const pct = (value: number | string, scope: DiscountRule['scope'] = 'sales_order_item'): DiscountRule => ({
  type: 'percentage',
  scope,
  value,
});
const fixed = (value: number | string, scope: DiscountRule['scope'] = 'sales_order_item'): DiscountRule => ({
  type: 'fixed',
  scope,
  value,
});

describe('money', () => {
  it('is exact in centavos', () => {
    expect(toCentavos('0.10') + toCentavos('0.20')).toBe(toCentavos('0.30'));
    expect(toPesos(1999)).toBe(19.99);
    expect(lineAmount(3, '19.99')).toBe(5997);
    expect(lineAmount('0.5', '0.05')).toBe(3);
    expect(lineAmount('1.2345', '100')).toBe(12345);
  });

  it('takes a percentage as base × value / 100, to the centavo', () => {
    expect(percentOf(10_000, 10)).toBe(1000);
    expect(percentOf(999, '12.5')).toBe(125);
    expect(percentOf(1, 50)).toBe(1);
  });

  it('makes a tax-exclusive price as price / (1 + rate/100)', () => {
    expect(taxExclusive(11_200, 12)).toBe(10_000);
    expect(taxExclusive(10_000, 0)).toBe(10_000);
  });
});

describe('discounts', () => {
  it('apply in sequence on the running amount', () => {
    const { applied, remaining } = applyDiscounts(10_000, [pct(10), fixed(5), pct(50)]);
    expect(applied.map((d) => [d.base_amount, d.discount_amount])).toEqual([
      [100, 10],
      [90, 5],
      [85, 42.5],
    ]);
    expect(remaining).toBe(4250);
  });

  it('cap a fixed amount at its base', () => {
    const { applied, remaining } = applyDiscounts(3000, [fixed(50)]);
    expect(applied[0]).toMatchObject({ base_amount: 30, discount_amount: 30, value: 30 });
    expect(remaining).toBe(0);
  });

  it('store a percentage as discount / base × 100, and 0 on a zero base', () => {
    expect(applyDiscounts(999, [pct('12.5')]).applied[0]!.value).toBeCloseTo(12.5125, 4);
    expect(applyDiscounts(0, [pct(10)]).applied[0]).toMatchObject({ base_amount: 0, discount_amount: 0, value: 0 });
  });

  it('are removed by index across the combined list (lines in order, then the order)', () => {
    const lines = [{ appliedDiscounts: [pct(1), pct(2)] }, { appliedDiscounts: [] }, { appliedDiscounts: [pct(3)] }];
    const order = [fixed(4, 'sales_order'), fixed(5, 'sales_order')];
    const at = (i: number) => {
      const r = removeDiscountAt(lines, order, i);
      return [r.lines.map((l) => (l.appliedDiscounts ?? []).map((d) => d.value)), r.orderDiscounts.map((d) => d.value)];
    };
    expect(at(0)).toEqual([
      [[2], [], [3]],
      [4, 5],
    ]);
    expect(at(2)).toEqual([
      [[1, 2], [], []],
      [4, 5],
    ]);
    expect(at(3)).toEqual([[[1, 2], [], [3]], [5]]);
    expect(at(9)).toEqual([
      [[1, 2], [], [3]],
      [4, 5],
    ]);
  });
});

describe('totals', () => {
  it('follow spec 4 for a real basket', () => {
    const order = computeOrder({
      lines: [
        { orderedQuantity: 2, orderedUnitPrice: '350.00', appliedDiscounts: [pct(10)] },
        { orderedQuantity: '1.5', orderedUnitPrice: '120.00' },
        { orderedQuantity: 3, orderedUnitPrice: '19.99', appliedDiscounts: [fixed(5), pct(5)] },
      ],
      orderDiscounts: [pct(20, 'sales_order'), fixed(10, 'sales_order')],
    });
    // 700 + 180 + 59.97 = 939.97; lines after their discounts: 630 + 180 + 52.22 = 862.22
    expect(order.lines.map((l) => toPesos(l.lineTotal))).toEqual([630, 180, 52.22]);
    expect(order.orderDiscounts.map((d) => [d.base_amount, d.discount_amount])).toEqual([
      [862.22, 172.44],
      [689.78, 10],
    ]);
    expect(order).toMatchObject({ subTotal: 939.97, netTotal: 679.78, discountTotal: 260.19, taxTotal: 0, itemCount: 3, totalUnits: 6.5 });
  });

  it('have no tax at the default rate, and the tax inside the net total otherwise', () => {
    expect(computeOrder({ lines: [{ orderedQuantity: 1, orderedUnitPrice: 112 }] }).taxTotal).toBe(0);
    expect(computeOrder({ lines: [{ orderedQuantity: 1, orderedUnitPrice: 112 }], taxRate: 12 }).taxTotal).toBe(12);
  });

  it('are zero for an empty cart', () => {
    expect(computeOrder({ lines: [] })).toMatchObject({
      subTotal: 0,
      discountTotal: 0,
      taxTotal: 0,
      netTotal: 0,
      itemCount: 0,
      totalUnits: 0,
    });
  });
});

describe('payments', () => {
  it('a single payment line pays and owes the net total, keeping its other fields', () => {
    const [one] = applySinglePaymentRule([{ paidAmount: 1, dueAmount: 1, referenceNumber: 'X1', tenderedAmount: 1000, change: 0 }], 679.78);
    expect(one).toEqual({ paidAmount: 679.78, dueAmount: 679.78, referenceNumber: 'X1', tenderedAmount: 1000, change: 0 });
    const two = [
      { paidAmount: 100, dueAmount: 100 },
      { paidAmount: 50, dueAmount: 50 },
    ];
    expect(applySinglePaymentRule(two, 150)).toEqual(two);
  });

  it('adds payments exactly and gives change for cash', () => {
    expect(paidTotal([{ paidAmount: 0.1 }, { paidAmount: '0.2' }])).toBe(30);
    expect(changeFor(1000, '679.78')).toBe(320.22);
    expect(changeFor(500, 679.78)).toBe(0);
  });
});

describe('commission and bundles', () => {
  it('commission tracks the line total: a percentage of it or a fixed amount per unit', () => {
    expect(commissionFor({ type: 'percentage', value: 5 }, 63_000, 2)).toBe(3150);
    expect(commissionFor({ type: 'fixed_per_unit', value: '25.50' }, 63_000, 2)).toBe(5100);
  });

  it('scale bundle parts with the number of bundles', () => {
    const parts = [
      { quantity: 2, originalQuantityPerBundle: 1 },
      { quantity: 24, originalQuantityPerBundle: null },
    ];
    expect(scaleBundle(parts, 2, 3).map((p) => p.quantity)).toEqual([3, 36]);
    expect(scaleBundle(parts, 0, 3).map((p) => p.quantity)).toEqual([3, 0]);
  });
});

const money = fc.integer({ min: 0, max: 5_000_000 }).map((c) => (c / 100).toFixed(2));
const quantity = fc.integer({ min: 1, max: 100_000 }).map((n) => (n / 100).toString());
const rule = (scope: DiscountRule['scope']) =>
  fc.oneof(
    fc.integer({ min: 0, max: 10_000 }).map((bp) => pct((bp / 100).toFixed(2), scope)),
    money.map((v) => fixed(v, scope)),
  );
const basket = fc.record({
  lines: fc.array(
    fc.record({
      orderedQuantity: quantity,
      orderedUnitPrice: money,
      appliedDiscounts: fc.array(rule('sales_order_item'), { maxLength: 3 }),
    }),
    { maxLength: 30 },
  ),
  orderDiscounts: fc.array(rule('sales_order'), { maxLength: 3 }),
});

/**
 * Spec 4 written out again, independently of arithmetic.ts and money.ts, on BigInt centavos: the
 * generators above give quantities in hundredths, prices in centavos and percentages in hundredths.
 */
const hundredths = (text: string): bigint => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
};
const halfUp = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d);
function referenceOrder(b: {
  lines: { orderedQuantity: string; orderedUnitPrice: string; appliedDiscounts: DiscountRule[] }[];
  orderDiscounts: DiscountRule[];
}) {
  let discounts = 0n;
  const discount = (base: bigint, rules: DiscountRule[]): bigint => {
    let running = base;
    for (const r of rules) {
      // A percentage is base × value / 100; a fixed amount (and a percentage above 100) stops at the base.
      const wanted = r.type === 'percentage' ? halfUp(running * hundredths(String(r.value)), 10_000n) : hundredths(String(r.value));
      const off = wanted < running ? wanted : running;
      discounts += off;
      running -= off;
    }
    return running;
  };
  let subTotal = 0n;
  let discountedLines = 0n;
  for (const line of b.lines) {
    const gross = halfUp(hundredths(line.orderedQuantity) * hundredths(line.orderedUnitPrice), 100n);
    subTotal += gross;
    discountedLines += discount(gross, line.appliedDiscounts);
  }
  const netTotal = discount(discountedLines, b.orderDiscounts);
  return { subTotal: Number(subTotal), discountTotal: Number(discounts), netTotal: Number(netTotal) };
}

describe('properties', () => {
  it('discountTotal + netTotal = subTotal, each worked out on its own from the lines and the order discounts', () => {
    fc.assert(
      fc.property(basket, (b) => {
        const o = computeOrder(b);
        const expected = referenceOrder(b);
        expect(o.centavos.subTotal).toBe(expected.subTotal);
        expect(o.centavos.netTotal).toBe(expected.netTotal);
        expect(o.centavos.discountTotal).toBe(expected.discountTotal);
        // Every discount taken, plus what is left to pay, is what the goods cost.
        expect(expected.discountTotal + expected.netTotal).toBe(expected.subTotal);
        expect(toCentavos(o.discountTotal) + toCentavos(o.netTotal)).toBe(toCentavos(o.subTotal));
      }),
      { numRuns: 500 },
    );
  });

  it('the reference catches the mistakes the identity alone would not', () => {
    // Order discounts on the subtotal rather than on the discounted lines, and a fixed discount not capped.
    const b = {
      lines: [{ orderedQuantity: '2', orderedUnitPrice: '100.00', appliedDiscounts: [pct('50.00')] }],
      orderDiscounts: [pct('10.00', 'sales_order'), fixed('500.00', 'sales_order')],
    };
    expect(referenceOrder(b)).toEqual({ subTotal: 20_000, discountTotal: 20_000, netTotal: 0 });
    expect(referenceOrder({ ...b, orderDiscounts: [pct('10.00', 'sales_order')] })).toEqual({
      subTotal: 20_000,
      discountTotal: 11_000,
      netTotal: 9000,
    });
  });

  it('no amount is ever off by a centavo: the discounts add up, nothing goes negative, every amount is whole centavos', () => {
    fc.assert(
      fc.property(basket, (b) => {
        const o = computeOrder(b);
        const lineDiscounts = o.lines.flatMap((l) => l.discounts).reduce((s, d) => s + toCentavos(d.discount_amount), 0);
        const orderDiscounts = o.orderDiscounts.reduce((s, d) => s + toCentavos(d.discount_amount), 0);
        expect(lineDiscounts + orderDiscounts).toBe(o.centavos.discountTotal);
        for (const line of o.lines) {
          expect(line.lineTotal).toBeGreaterThanOrEqual(0);
          expect(line.gross - line.discounts.reduce((s, d) => s + toCentavos(d.discount_amount), 0)).toBe(line.lineTotal);
          for (const d of line.discounts) expect(toCentavos(d.discount_amount)).toBeLessThanOrEqual(toCentavos(d.base_amount));
        }
        expect(o.centavos.netTotal).toBeGreaterThanOrEqual(0);
        for (const amount of [o.subTotal, o.discountTotal, o.netTotal]) expect(Math.round(amount * 100)).toBe(toCentavos(amount));
        expect(o.lines.reduce((s, l) => s + l.gross, 0)).toBe(
          b.lines.reduce((s, l) => s + lineAmount(l.orderedQuantity, l.orderedUnitPrice), 0),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('a line computed alone is the line computed in an order', () => {
    fc.assert(
      fc.property(basket, (b) => {
        const o = computeOrder(b);
        b.lines.forEach((line, i) => expect(computeLine(line)).toEqual(o.lines[i]));
      }),
      { numRuns: 200 },
    );
  });
});

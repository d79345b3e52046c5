import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presentGrandTotal, readingFigures, readingRows, readingText, type ReadingCash, type ReadingSale } from './readings';

const cents = (n: number) => `${Math.trunc(n / 100)}.${String(n % 100).padStart(2, '0')}`;
const NO_CASH: ReadingCash = {
  openingFloat: '0.00',
  cashSales: '0.00',
  cashCollections: '0.00',
  cashRefunds: '0.00',
  cashIn: '0.00',
  cashOut: '0.00',
  expectedCash: '0.00',
  countedCash: null,
  overShort: null,
};

// A sale in centavos: gross, its regular discount, its senior citizen / PWD part, voided or not.
const saleArb = fc
  .record({
    gross: fc.integer({ min: 0, max: 5_000_000 }),
    regularPart: fc.integer({ min: 0, max: 100 }),
    kind: fc.constantFrom<ReadingSale['specialDiscountKind']>(null, 'SENIOR_CITIZEN', 'PWD'),
    voided: fc.boolean(),
    vatable: fc.boolean(),
    exception: fc.boolean(),
    late: fc.boolean(),
  })
  .map(({ gross, regularPart, kind, voided, vatable, exception, late }) => {
    // SC/PWD: VAT off (÷ 1.12) then 20%; otherwise a regular discount of up to the whole gross.
    const exclusive = Math.round((gross * 100) / 112);
    const vatRemoved = kind ? gross - exclusive : 0;
    const special = kind ? Math.round(exclusive / 5) : 0;
    const regular = kind ? 0 : Math.floor((gross * regularPart) / 100);
    const net = gross - vatRemoved - special - regular;
    const vat = kind || !vatable ? 0 : net - Math.round((net * 100) / 112);
    return {
      centavos: { gross, discount: vatRemoved + special + regular, net, special, vatRemoved, regular, kind, voided, exception, late },
      sale: {
        invoiceNumber: null,
        status: voided ? 'VOIDED' : 'COMPLETED',
        grossTotal: cents(gross),
        discountTotal: cents(vatRemoved + special + regular),
        netTotal: cents(net),
        vatableSales: cents(kind || !vatable ? 0 : net - vat),
        vatAmount: cents(vat),
        vatExemptSales: cents(kind || !vatable ? net : 0),
        zeroRatedSales: '0.00',
        specialDiscountKind: kind,
        specialDiscountTotal: cents(special),
        specialVatRemoved: cents(vatRemoved),
        priceReviewRequired: exception,
        lateForReading: late,
      } satisfies ReadingSale,
    };
  });

const dayArb = fc.record({
  sales: fc.array(saleArb, { maxLength: 12 }),
  refunds: fc.array(fc.integer({ min: 1, max: 500_000 }), { maxLength: 3 }),
});

describe('readings', () => {
  it("a Z reading's totals are the sums of its sales, refunds and voids; the grand total only grows", () => {
    fc.assert(
      fc.property(fc.array(dayArb, { minLength: 1, maxLength: 4 }), (days) => {
        let grandTotal = '0.00';
        for (const day of days) {
          const f = readingFigures({ sales: day.sales.map((s) => s.sale), refunds: day.refunds.map(cents), payments: [], cash: NO_CASH });
          const done = day.sales.map((s) => s.centavos).filter((s) => !s.voided);
          const voided = day.sales.map((s) => s.centavos).filter((s) => s.voided);
          const total = (xs: number[]) => cents(xs.reduce((a, b) => a + b, 0));
          const refunds = day.refunds.reduce((a, b) => a + b, 0);
          const salesAmount = done.reduce((a, s) => a + s.net, 0);
          expect(f.transactionCount).toBe(day.sales.length);
          expect(f.grossSales).toBe(total(done.map((s) => s.gross)));
          expect(f.discounts.total).toBe(total(done.map((s) => s.discount)));
          expect(f.discounts.seniorCitizen).toBe(total(done.filter((s) => s.kind === 'SENIOR_CITIZEN').map((s) => s.special)));
          expect(f.discounts.pwd).toBe(total(done.filter((s) => s.kind === 'PWD').map((s) => s.special)));
          expect(f.discounts.regular).toBe(total(done.map((s) => s.regular)));
          expect(f.discounts.specialVatRemoved).toBe(total(done.map((s) => s.vatRemoved)));
          expect(f.salesAmount).toBe(cents(salesAmount));
          expect(f.voids).toEqual({ count: voided.length, amount: total(voided.map((s) => s.net)) });
          // Price exceptions and late sales are counted apart, and stay in the figures above.
          const exceptions = done.filter((s) => s.exception);
          const late = done.filter((s) => s.late);
          expect(f.priceExceptions).toEqual({ count: exceptions.length, amount: total(exceptions.map((s) => s.net)) });
          expect(f.lateSales).toEqual({ count: late.length, amount: total(late.map((s) => s.net)) });
          expect(f.returns).toEqual({ count: day.refunds.length, amount: cents(refunds) });
          // Net sales = gross − discounts − returns, to the centavo (may be negative on a day of returns).
          const net = salesAmount - refunds;
          expect(f.netSales).toBe(net < 0 ? `-${cents(-net)}` : cents(net));
          // VAT buckets add up to the completed sales' amount.
          const buckets = [f.vatableSales, f.vatAmount, f.vatExemptSales, f.zeroRatedSales].reduce(
            (a, b) => a + Math.round(Number(b) * 100),
            0,
          );
          expect(buckets).toBe(salesAmount);
          const next = presentGrandTotal(grandTotal, f.salesAmount);
          expect(Number(next)).toBeGreaterThanOrEqual(Number(grandTotal));
          expect(Math.round(Number(next) * 100) - Math.round(Number(grandTotal) * 100)).toBe(salesAmount);
          grandTotal = next;
        }
      }),
      { numRuns: 60 },
    );
  });

  it('prints the same rows at 40 columns (80 mm) and 32 (58 mm)', () => {
    const f = readingFigures({ sales: [], refunds: [], payments: [{ paymentType: 'Cash', amount: '0' }], cash: NO_CASH });
    const rows = readingRows(
      {
        kind: 'Z',
        company: { registeredName: 'Demo Trading Corp.', companyName: null, address: null, tin: '123', vatRegistered: true },
        terminal: {
          terminalName: 'Counter 1',
          machineIdentificationNumber: 'M',
          serialNumber: null,
          permitToUseNumber: null,
          accreditationNumber: null,
        },
        issuedAt: '2026-01-02T03:04:05Z',
        businessDate: '2026-01-02',
        shifts: '#1',
        cashier: 'Ana',
        z: { zCounter: 7, resetCounter: 0, previousGrandTotal: '1234567890.00', presentGrandTotal: '1234567890.00' },
      },
      f,
    );
    for (const width of [32, 40] as const) {
      const text = readingText(rows, width);
      for (const l of text.split('\n')) expect(l.length).toBeLessThanOrEqual(width);
      expect(text).toContain('Z READING');
      expect(text).toContain('1,234,567,890.00');
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divRound, fromScaled, qty, toScaled } from './decimal';

describe('exact decimals', () => {
  it('parses and formats without floating-point error', () => {
    expect(toScaled('0.1', 2) + toScaled('0.2', 2)).toBe(toScaled('0.3', 2));
    expect(fromScaled(toScaled('12.5', 4), 4)).toBe('12.5');
    expect(fromScaled(toScaled('12.5', 4), 4, true)).toBe('12.5000');
    expect(fromScaled(toScaled('-0.0001', 4), 4)).toBe('-0.0001');
    expect(fromScaled(0n, 2, true)).toBe('0.00');
    expect(toScaled(19.99, 2)).toBe(1999n);
    expect(toScaled('1.005', 2)).toBe(101n);
    expect(toScaled('-1.005', 2)).toBe(-101n);
  });

  it('refuses what is not a decimal', () => {
    for (const bad of ['', 'abc', '1e3', '1.2.3', ' ', '--1']) expect(() => toScaled(bad, 2)).toThrow(RangeError);
    expect(() => toScaled(Number.NaN, 2)).toThrow(RangeError);
  });

  it('converts units exactly: 2 boxes of 24 are 48 pieces, 1 dozen is 12', () => {
    expect(qty.times(2, 24)).toBe('48');
    expect(qty.times('1', '12')).toBe('12');
    expect(qty.times('2.5', '30.48')).toBe('76.2');
    expect(qty.add('0.1', '0.2', '-0.3')).toBe('0');
    expect(qty.compare('1.0000', '1')).toBe(0);
    expect(qty.isWhole('3.0000')).toBe(true);
    expect(qty.isWhole('3.5')).toBe(false);
  });

  it('rounds half away from zero when dividing', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(4n, 3n)).toBe(1n);
  });

  it('round-trips any 4-place decimal', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }), (n) => {
        expect(toScaled(fromScaled(n, 4), 4)).toBe(n);
      }),
    );
  });

  it('adds any list of quantities exactly, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 }), { maxLength: 50 }), (ints) => {
        const values = ints.map((i) => fromScaled(BigInt(i), 4));
        expect(toScaled(qty.add(...values), 4)).toBe(ints.reduce((s, i) => s + BigInt(i), 0n));
        expect(qty.add(...values)).toBe(qty.add(...[...values].reverse()));
      }),
    );
  });
});

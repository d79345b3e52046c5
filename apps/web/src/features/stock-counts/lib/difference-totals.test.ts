import { describe, expect, it } from 'vitest';
import { differenceTotals } from './difference-totals';

describe('the differences of a count in money', () => {
  it('adds shortages and overages apart, exactly to the centavo', () => {
    const totals = differenceTotals([
      { differenceValue: '-0.10' },
      { differenceValue: '-0.20' },
      { differenceValue: '1250.35' },
      { differenceValue: '0.01' },
    ]);
    // 0.1 + 0.2 in floats is 0.30000000000000004; the totals are decimal strings.
    expect(totals).toEqual({ lines: 4, shortageValue: '0.30', overageValue: '1250.36', netValue: '1250.06' });
  });

  it('leaves out figures hidden from a blind count’s counters', () => {
    expect(differenceTotals([{ differenceValue: null }, { differenceValue: '-5.5' }])).toEqual({
      lines: 1,
      shortageValue: '5.50',
      overageValue: '0.00',
      netValue: '-5.50',
    });
  });
});

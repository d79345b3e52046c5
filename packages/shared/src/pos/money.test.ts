import { describe, expect, it } from 'vitest';
import { countedCentavos } from '../schemas/pos-terminals';
import { sumPesos, toCentavos, toPesos } from './money';

describe('money in centavos', () => {
  it('sums peso amounts exactly, numbers and decimal strings alike', () => {
    expect(sumPesos([0.1, 0.2])).toBe(0.3);
    expect(sumPesos(['19.99', 0.01, '-5.00'])).toBe(15);
    expect(sumPesos([])).toBe(0);
    expect(toPesos(toCentavos('1234.56') + toCentavos(0.44))).toBe(1235);
  });

  it('counts a drawer in whole centavos, coins included', () => {
    expect(countedCentavos({ '1000': 2, '0.25': 3, '0.10': 1, '0.05': 1 })).toBe(200_090);
    expect(countedCentavos({})).toBe(0);
  });
});

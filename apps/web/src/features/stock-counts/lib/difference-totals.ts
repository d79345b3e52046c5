import { fromScaled, MONEY, toScaled } from '@oim/shared/decimal';
import type { StockCountLine } from '../types';

/** What the differences of a count come to, in money (exact decimals, never float sums). */
export type DifferenceTotals = {
  /** Lines with a difference whose value is known. */
  lines: number;
  /** The value of what is missing, as a positive amount. */
  shortageValue: string;
  overageValue: string;
  /** overage − shortage. */
  netValue: string;
};

/** Sums the difference values of lines: shortages (negative) and overages (positive) apart. */
export function differenceTotals(lines: readonly Pick<StockCountLine, 'differenceValue'>[]): DifferenceTotals {
  let shortage = 0n;
  let overage = 0n;
  let counted = 0;
  for (const line of lines) {
    if (line.differenceValue === null) continue;
    const value = toScaled(line.differenceValue, MONEY);
    counted++;
    if (value < 0n) shortage -= value;
    else overage += value;
  }
  return {
    lines: counted,
    shortageValue: fromScaled(shortage, MONEY, true),
    overageValue: fromScaled(overage, MONEY, true),
    netValue: fromScaled(overage - shortage, MONEY, true),
  };
}

import { divRound, fromScaled, MONEY, QTY, toScaled } from '../decimal';

/** An amount in whole centavos (an integer). Pesos travel as numbers with 2 decimals. */
export type Centavos = number;

export function toCentavos(pesos: number | string): Centavos {
  return Number(toScaled(pesos, MONEY));
}

export function toPesos(centavos: Centavos): number {
  return Number(fromScaled(BigInt(centavos), MONEY));
}

/** quantity (4 places) × unit price (2 places), rounded half away from zero to the centavo. */
export function lineAmount(quantity: number | string, unitPrice: number | string): Centavos {
  return Number(divRound(toScaled(quantity, QTY) * toScaled(unitPrice, MONEY), 10n ** BigInt(QTY)));
}

/** centavos × percent (2 places) / 100, rounded to the centavo. */
export function percentOf(base: Centavos, percent: number | string): Centavos {
  return Number(divRound(BigInt(base) * toScaled(percent, 2), 10_000n));
}

export function sumCentavos(values: Centavos[]): Centavos {
  return values.reduce((a, b) => a + b, 0);
}

/** The exact sum of peso amounts (each taken to the centavo), in pesos. */
export function sumPesos(values: readonly (number | string)[]): number {
  return toPesos(sumCentavos(values.map((v) => toCentavos(v))));
}

/** Spec 4: a tax-exclusive price is price / (1 + rate/100). */
export function taxExclusive(price: Centavos, ratePercent: number | string): Centavos {
  const rate = toScaled(ratePercent, 2);
  return Number(divRound(BigInt(price) * 10_000n, 10_000n + rate));
}

/**
 * Exact decimal arithmetic for quantities (4 places) and money (2 places), on BigInt in the
 * smallest unit: never a binary float in arithmetic. Values travel as decimal strings.
 */
export type Scaled = bigint;

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** '12.5' at 4 places → 125000n. More places than allowed are rounded half away from zero. */
export function toScaled(value: string | number, places: number): Scaled {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal number: ${String(value)}`);
  const [, sign, whole, fraction = ''] = match;
  const kept = fraction.slice(0, places).padEnd(places, '0');
  let scaled = BigInt(whole! + kept);
  if (fraction.length > places && Number(fraction[places]) >= 5) scaled += 1n;
  return sign ? -scaled : scaled;
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  // toFixed(10) avoids exponent notation; the extra places are rounded by toScaled.
  return Math.abs(value) < 1e-10 ? '0' : value.toFixed(10).replace(/\.?0+$/, '');
}

/** 125000n at 4 places → '12.5'; fixed: '12.5000'. */
export function fromScaled(value: Scaled, places: number, fixed = false): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  let fraction = digits.slice(digits.length - places);
  if (!fixed) fraction = fraction.replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** a × b where both are scaled by `places`; the result is rounded half away from zero to `places`. */
export function mulScaled(a: Scaled, b: Scaled, places: number): Scaled {
  const factor = 10n ** BigInt(places);
  return divRound(a * b, factor);
}

/** n / d rounded half away from zero. */
export function divRound(n: Scaled, d: Scaled): Scaled {
  if (d === 0n) throw new RangeError('Division by zero');
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (2n * ad);
  return negative ? -q : q;
}

export const QTY = 4;
export const MONEY = 2;

/** Quantity helpers: strings in and out, exact. */
export const qty = {
  parse: (v: string | number) => toScaled(v, QTY),
  format: (v: Scaled) => fromScaled(v, QTY),
  /** quantity × factor (both 4 places), e.g. 2 boxes × 24 = 48 base units. */
  times: (quantity: string | number, factor: string | number) =>
    fromScaled(mulScaled(toScaled(quantity, QTY), toScaled(factor, QTY), QTY), QTY),
  add: (...values: (string | number)[]) =>
    fromScaled(
      values.reduce<Scaled>((sum, v) => sum + toScaled(v, QTY), 0n),
      QTY,
    ),
  sub: (a: string | number, b: string | number) => fromScaled(toScaled(a, QTY) - toScaled(b, QTY), QTY),
  compare: (a: string | number, b: string | number) => {
    const d = toScaled(a, QTY) - toScaled(b, QTY);
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  },
  isWhole: (v: string | number) => toScaled(v, QTY) % 10n ** BigInt(QTY) === 0n,
};

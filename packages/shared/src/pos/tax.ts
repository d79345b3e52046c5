/**
 * VAT and the senior citizen / PWD discounts (RA 9994, RA 10754 and the BIR/DOF rules), the names
 * a sale stores them under, and the per-line pieces of their arithmetic. The order-level work (VAT
 * with its rounding remainder, the four sales buckets) is in computeOrder (arithmetic.ts).
 */
import { divRound } from '../decimal';
import { percentOf, taxExclusive, type Centavos } from './money';

/** The company profile's `tax_profile`: NON_VAT (the default: no VAT, receipts say "NON-VAT") or VAT. */
export const TAX_PROFILES = ['NON_VAT', 'VAT'] as const;
export type TaxProfile = (typeof TAX_PROFILES)[number];
export const DEFAULT_TAX_PROFILE: TaxProfile = 'NON_VAT';

/** The VAT rate of a VAT-registered seller, in percent (prices are entered VAT-inclusive). */
export const VAT_RATE_PERCENT = 12;

/** A product's `vat_class`. */
export const VAT_CLASSES = ['VATABLE', 'VAT_EXEMPT', 'ZERO_RATED'] as const;
export type VatClass = (typeof VAT_CLASSES)[number];
export const DEFAULT_VAT_CLASS: VatClass = 'VATABLE';
export const VAT_CLASS_LABELS: Record<VatClass, string> = {
  VATABLE: 'VATable',
  VAT_EXEMPT: 'VAT-exempt',
  ZERO_RATED: 'Zero-rated',
};

/** A sale's `special_discount_kind`. */
export const SPECIAL_DISCOUNT_KINDS = ['SENIOR_CITIZEN', 'PWD'] as const;
export type SpecialDiscountKind = (typeof SPECIAL_DISCOUNT_KINDS)[number];
export const SPECIAL_DISCOUNT_LABELS: Record<SpecialDiscountKind, string> = {
  SENIOR_CITIZEN: 'Senior citizen',
  PWD: 'PWD',
};

/** The senior citizen and PWD discount, in percent of the (VAT-exclusive on VAT shops) price. */
export const SPECIAL_DISCOUNT_PERCENT = 20;

export function parseTaxProfile(value: string | null | undefined): TaxProfile {
  return value === 'VAT' ? 'VAT' : 'NON_VAT';
}

/**
 * A senior citizen / PWD line: on a VAT shop a VATable line's VAT is removed first (÷ 1.12), then
 * 20% comes off what is left; on a NON_VAT shop (or a line with no VAT in it) 20% comes off the
 * price. Answers the base the 20% was taken of, the VAT removed and the discount.
 */
export function specialDiscountOf(
  gross: Centavos,
  vatClass: VatClass,
  profile: TaxProfile,
): { base: Centavos; vatRemoved: Centavos; discount: Centavos; lineTotal: Centavos } {
  const base = profile === 'VAT' && vatClass === 'VATABLE' ? taxExclusive(gross, VAT_RATE_PERCENT) : gross;
  const discount = percentOf(base, SPECIAL_DISCOUNT_PERCENT);
  return { base, vatRemoved: gross - base, discount, lineTotal: base - discount };
}

/** The VAT inside a VAT-inclusive amount: amount × 12/112, rounded half away from zero to the centavo. */
export function vatInside(amount: Centavos): Centavos {
  return amount - taxExclusive(amount, VAT_RATE_PERCENT);
}

/**
 * Splits `total` over `weights` in proportion, exact to the centavo: each share is the rounded
 * share up to it less the rounded share before it, so the shares add up to the total.
 */
export function allocate(total: Centavos, weights: readonly Centavos[]): Centavos[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  let before = 0;
  let running = 0;
  return weights.map((w) => {
    running += w;
    const upTo = Number(divRound(BigInt(total) * BigInt(running), BigInt(sum)));
    const share = upTo - before;
    before = upTo;
    return share;
  });
}

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

/**
 * A product's `special_discount_class`: which senior citizen / PWD discount it takes. FULL: the
 * 20% (VAT-exempt on a VAT shop: medicines and what else the law names); BASIC_NECESSITY: the 5%
 * special discount on basic necessities and prime commodities (VAT stays), up to a weekly purchase
 * cap per purchase booklet; NONE (the default): no special discount.
 */
export const SPECIAL_DISCOUNT_CLASSES = ['NONE', 'BASIC_NECESSITY', 'FULL'] as const;
export type SpecialDiscountClass = (typeof SPECIAL_DISCOUNT_CLASSES)[number];
export const DEFAULT_SPECIAL_DISCOUNT_CLASS: SpecialDiscountClass = 'NONE';
export const SPECIAL_DISCOUNT_CLASS_LABELS: Record<SpecialDiscountClass, string> = {
  NONE: 'None',
  BASIC_NECESSITY: 'Basic necessity (5%)',
  FULL: 'Full (20%, VAT-exempt)',
};

/** The special discount on basic necessities and prime commodities, in percent of the line's price (VAT kept). */
export const BASIC_NECESSITY_DISCOUNT_PERCENT = 5;

/** The default weekly cap of basic-necessity purchases per purchase booklet, in pesos (a shop setting). */
export const DEFAULT_BASIC_NECESSITY_WEEKLY_CAP = 2500;

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

/**
 * A basic-necessity line (the 5% special discount): 5% of the part of the price under the week's
 * cap (`base`); the VAT stays in the line (nothing removed, the line keeps its VAT class).
 */
export function basicNecessityDiscountOf(gross: Centavos, base: Centavos): { base: Centavos; discount: Centavos; lineTotal: Centavos } {
  const discount = percentOf(base, BASIC_NECESSITY_DISCOUNT_PERCENT);
  return { base, discount, lineTotal: gross - discount };
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

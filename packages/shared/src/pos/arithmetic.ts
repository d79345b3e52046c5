/**
 * The point-of-sale arithmetic of spec 4, used by the terminal and by the server that checks every
 * sale it is sent. All sums are in integer centavos; pesos appear only at the edges.
 */
import { qty } from '../decimal';
import { lineAmount, percentOf, sumCentavos, taxExclusive, toCentavos, toPesos, type Centavos } from './money';
import {
  allocate,
  basicNecessityDiscountOf,
  DEFAULT_VAT_CLASS,
  specialDiscountOf,
  vatInside,
  type SpecialDiscountClass,
  type TaxProfile,
  type VatClass,
} from './tax';

/** Which special discount a flagged line takes (the product's class; NONE never gets flagged). */
export type SpecialLineClass = 'FULL' | 'BASIC_NECESSITY';

export type DiscountType = 'percentage' | 'fixed';
export type DiscountScope = 'sales_order' | 'sales_order_item';

/** A discount as chosen: a percentage (e.g. 10 = 10%) or a fixed amount in pesos. */
export type DiscountRule = {
  type: DiscountType;
  scope: DiscountScope;
  value: number | string;
  code?: string | null;
  discount_id?: number | null;
};

/** Spec 3: an applied discount with the base it was applied to and what it took off (pesos). */
export type AppliedDiscount = {
  type: DiscountType;
  scope: DiscountScope;
  code: string | null;
  discount_id: number | null;
  base_amount: number;
  discount_amount: number;
  /** A percentage's stored value is discount / base × 100 (0 when the base is 0); a fixed one's is the amount. */
  value: number;
};

/** Applies discounts one after another, each on what the previous ones left (spec 4). */
export function applyDiscounts(base: Centavos, rules: readonly DiscountRule[]): { applied: AppliedDiscount[]; remaining: Centavos } {
  let running = base;
  const applied = rules.map((rule) => {
    const start = running;
    const wanted = rule.type === 'percentage' ? percentOf(start, rule.value) : toCentavos(rule.value);
    // A fixed discount is capped at its base; so is a percentage over 100.
    const amount = Math.min(Math.max(wanted, 0), start);
    running = start - amount;
    const stored = rule.type === 'percentage' ? (start === 0 ? 0 : Math.round((amount / start) * 100 * 10_000) / 10_000) : toPesos(amount);
    return {
      type: rule.type,
      scope: rule.scope,
      code: rule.code ?? null,
      discount_id: rule.discount_id ?? null,
      base_amount: toPesos(start),
      discount_amount: toPesos(amount),
      value: stored,
    };
  });
  return { applied, remaining: running };
}

export type LineInput = {
  orderedQuantity: number | string;
  orderedUnitPrice: number | string;
  appliedDiscounts?: readonly DiscountRule[];
  /** The product's VAT class (VATABLE when not said); it matters on VAT shops only. */
  vatClass?: VatClass | null;
  /** The sale's senior citizen / PWD discount applies to this line (instead of its regular discounts). */
  specialDiscount?: boolean | null;
  /**
   * The product's class: FULL (the 20%, VAT-exempt; also when not said), BASIC_NECESSITY (the 5%,
   * VAT kept, capped weekly) or NONE (no special discount even when flagged).
   */
  specialDiscountClass?: SpecialDiscountClass | null;
};

export type LineResult = {
  /** price × quantity, before discounts. */
  gross: Centavos;
  discounts: AppliedDiscount[];
  /** The line total: gross less the line's discounts (or its senior citizen / PWD discount and the VAT it removed). */
  lineTotal: Centavos;
  vatClass: VatClass;
  /** The sale's senior citizen / PWD discount applies to the line. */
  special: boolean;
  /** Which special discount it took (null: none); only FULL makes the line VAT-exempt. */
  specialClass: SpecialLineClass | null;
  /** A basic-necessity line: the part of its gross counted against the week's cap (the 5% is of it). */
  specialBase: Centavos;
  /** The senior citizen / PWD discount of the line (the 20% or the 5%), and the VAT removed before the 20% (VAT shops, VATable lines). */
  specialDiscount: Centavos;
  vatRemoved: Centavos;
  /** The VAT inside what the line sells for after the order's discounts (VAT shops, VATable lines; see computeOrder). */
  vat: Centavos;
};

/**
 * One line: its regular discounts in sequence or, when the sale's senior citizen / PWD discount
 * applies to it, that discount alone (one per line, never combined: see specialDiscountWins).
 */
export function computeLine(line: LineInput, profile: TaxProfile = 'NON_VAT', basicNecessityAllowance: Centavos | null = null): LineResult {
  const gross = lineAmount(line.orderedQuantity, line.orderedUnitPrice);
  const vatClass = line.vatClass ?? DEFAULT_VAT_CLASS;
  if (line.specialDiscount && line.specialDiscountClass === 'BASIC_NECESSITY') {
    const base = basicNecessityAllowance === null ? gross : Math.min(gross, Math.max(basicNecessityAllowance, 0));
    const bnpc = basicNecessityDiscountOf(gross, base);
    return {
      gross,
      discounts: [],
      lineTotal: bnpc.lineTotal,
      vatClass,
      special: true,
      specialClass: 'BASIC_NECESSITY',
      specialBase: bnpc.base,
      specialDiscount: bnpc.discount,
      vatRemoved: 0,
      vat: 0,
    };
  }
  if (line.specialDiscount && line.specialDiscountClass !== 'NONE') {
    const special = specialDiscountOf(gross, vatClass, profile);
    return {
      gross,
      discounts: [],
      lineTotal: special.lineTotal,
      vatClass,
      special: true,
      specialClass: 'FULL',
      specialBase: 0,
      specialDiscount: special.discount,
      vatRemoved: special.vatRemoved,
      vat: 0,
    };
  }
  const { applied, remaining } = applyDiscounts(gross, line.appliedDiscounts ?? []);
  return {
    gross,
    discounts: applied,
    lineTotal: remaining,
    vatClass,
    special: false,
    specialClass: null,
    specialBase: 0,
    specialDiscount: 0,
    vatRemoved: 0,
    vat: 0,
  };
}

/**
 * The lines of a sale, in order. Basic-necessity lines share the week's remaining cap
 * (`basicNecessityAllowance`, centavos; null: no cap): each takes the 5% on the part of its price
 * still under the cap, so a line crossing it is discounted on that part only and later ones get none.
 */
export function computeLines(lines: readonly LineInput[], profile: TaxProfile, basicNecessityAllowance: Centavos | null): LineResult[] {
  let left = basicNecessityAllowance;
  return lines.map((l) => {
    const result = computeLine(l, profile, left);
    if (left !== null && result.specialClass === 'BASIC_NECESSITY') left = Math.max(left - result.specialBase, 0);
    return result;
  });
}

/**
 * The rules: a line gets either its regular discounts or the senior citizen / PWD discount, the
 * larger one. True when the special discount takes off at least as much as the regular ones.
 */
export function specialDiscountWins(line: LineInput, profile: TaxProfile, basicNecessityAllowance: Centavos | null = null): boolean {
  const regular = computeLine({ ...line, specialDiscount: false }, profile);
  const special = computeLine({ ...line, specialDiscount: true }, profile, basicNecessityAllowance);
  return special.lineTotal <= regular.lineTotal;
}

export type Totals = {
  subTotal: number;
  discountTotal: number;
  taxTotal: number;
  netTotal: number;
  itemCount: number;
  totalUnits: number;
};

/**
 * What a sale stores of VAT and the special discounts. On VAT shops vatableSales (VAT-exclusive) +
 * vatAmount + vatExemptSales + zeroRatedSales = netTotal; on NON_VAT shops the four are 0.
 */
export type TaxFigures = {
  vatableSales: number;
  vatAmount: number;
  vatExemptSales: number;
  zeroRatedSales: number;
  /** The senior citizen / PWD discounts (the 20% and the 5%), without the VAT removed before the 20%. */
  specialDiscountTotal: number;
  /** The part of specialDiscountTotal that is the 5% on basic necessities (the rest is the 20%). */
  basicNecessityDiscount: number;
  /** The VAT removed from senior citizen / PWD lines (part of discountTotal, as the 20% is). */
  specialVatRemoved: number;
};

export type OrderResult = Totals & {
  lines: LineResult[];
  orderDiscounts: AppliedDiscount[];
  taxes: TaxFigures;
  /** The same totals in centavos, for exact comparison. */
  centavos: { subTotal: Centavos; discountTotal: Centavos; taxTotal: Centavos; netTotal: Centavos };
};

/**
 * Spec 4 totals: subTotal is Σ price × quantity; line discounts apply in sequence on each line;
 * order discounts then apply to the sum of the discounted lines; netTotal is what is left;
 * discountTotal is every discount; taxTotal is the tax inside the net total (0 at the default rate 0).
 *
 * On a VAT shop (taxProfile 'VAT') taxTotal is the VAT: the order's discounts are shared over the
 * lines in proportion (exact to the centavo), each line sells into one bucket (VATable, VAT-exempt:
 * its class or a senior citizen / PWD discount, zero-rated), the VAT is the VATable amount × 12/112
 * and each VATable line carries its own, the last one the rounding remainder.
 */
export function computeOrder(input: {
  lines: readonly LineInput[];
  orderDiscounts?: readonly DiscountRule[];
  taxRate?: number | string;
  taxProfile?: TaxProfile;
  /** What is left of the holder's weekly cap of basic-necessity purchases, in pesos (null or absent: no cap). */
  basicNecessityAllowance?: number | string | null;
}): OrderResult {
  const profile = input.taxProfile ?? 'NON_VAT';
  const allowance =
    input.basicNecessityAllowance === null || input.basicNecessityAllowance === undefined
      ? null
      : Math.max(toCentavos(input.basicNecessityAllowance), 0);
  const lines = computeLines(input.lines, profile, allowance);
  const subTotal = sumCentavos(lines.map((l) => l.gross));
  const discountedLines = sumCentavos(lines.map((l) => l.lineTotal));
  const { applied: orderDiscounts, remaining: netTotal } = applyDiscounts(discountedLines, input.orderDiscounts ?? []);
  const discountTotal = subTotal - netTotal;
  const rate = input.taxRate ?? 0;
  const taxes = profile === 'VAT' ? vatOf(lines, discountedLines - netTotal) : null;
  const taxTotal = taxes ? taxes.vatAmount : Number(rate) === 0 ? 0 : netTotal - taxExclusive(netTotal, rate);
  const specialDiscountTotal = sumCentavos(lines.map((l) => l.specialDiscount));
  const specialVatRemoved = sumCentavos(lines.map((l) => l.vatRemoved));
  const basicNecessityDiscount = sumCentavos(lines.map((l) => (l.specialClass === 'BASIC_NECESSITY' ? l.specialDiscount : 0)));
  return {
    lines,
    orderDiscounts,
    taxes: {
      vatableSales: toPesos(taxes?.vatableSales ?? 0),
      vatAmount: toPesos(taxes?.vatAmount ?? 0),
      vatExemptSales: toPesos(taxes?.vatExemptSales ?? 0),
      zeroRatedSales: toPesos(taxes?.zeroRatedSales ?? 0),
      specialDiscountTotal: toPesos(specialDiscountTotal),
      basicNecessityDiscount: toPesos(basicNecessityDiscount),
      specialVatRemoved: toPesos(specialVatRemoved),
    },
    subTotal: toPesos(subTotal),
    discountTotal: toPesos(discountTotal),
    taxTotal: toPesos(taxTotal),
    netTotal: toPesos(netTotal),
    itemCount: input.lines.length,
    totalUnits: Number(qty.add(0, ...input.lines.map((l) => l.orderedQuantity))),
    centavos: { subTotal, discountTotal, taxTotal, netTotal },
  };
}

/** A VAT shop's buckets, in centavos; sets each VATable line's `vat` (the last one takes the remainder). */
function vatOf(lines: LineResult[], orderDiscount: Centavos) {
  const shares = allocate(
    orderDiscount,
    lines.map((l) => l.lineTotal),
  );
  const nets = lines.map((l, i) => l.lineTotal - shares[i]!);
  const bucket = (l: LineResult) =>
    l.vatClass === 'ZERO_RATED' ? 'zero' : l.vatClass === 'VAT_EXEMPT' || l.specialClass === 'FULL' ? 'exempt' : 'vatable';
  let vatable = 0;
  let exempt = 0;
  let zero = 0;
  const vatableAt: number[] = [];
  lines.forEach((l, i) => {
    const b = bucket(l);
    if (b === 'vatable') {
      vatable += nets[i]!;
      vatableAt.push(i);
    } else if (b === 'exempt') exempt += nets[i]!;
    else zero += nets[i]!;
  });
  const vatAmount = vatInside(vatable);
  let given = 0;
  vatableAt.forEach((i, k) => {
    const own = k === vatableAt.length - 1 ? vatAmount - given : vatInside(nets[i]!);
    lines[i]!.vat = own;
    given += own;
  });
  return { vatableSales: vatable - vatAmount, vatAmount, vatExemptSales: exempt, zeroRatedSales: zero };
}

/**
 * Discounts are removed by their index in one combined list: every line's discounts in line order,
 * then the order's (the order in which they are applied).
 */
export function removeDiscountAt<L extends { appliedDiscounts?: readonly DiscountRule[] }, D extends DiscountRule>(
  lines: readonly L[],
  orderDiscounts: readonly D[],
  index: number,
): { lines: L[]; orderDiscounts: D[] } {
  let i = index;
  const nextLines = lines.map((line) => {
    const own = line.appliedDiscounts ?? [];
    if (i >= 0 && i < own.length) {
      const kept = own.filter((_, j) => j !== i);
      i = -1;
      return { ...line, appliedDiscounts: kept };
    }
    if (i >= 0) i -= own.length;
    return line;
  });
  const nextOrder = i >= 0 && i < orderDiscounts.length ? orderDiscounts.filter((_, j) => j !== i) : [...orderDiscounts];
  return { lines: nextLines, orderDiscounts: nextOrder };
}

export type CommissionRule = { type: 'percentage' | 'fixed_per_unit'; value: number | string };

/** A line's commission tracks its line total: a percentage of it, or a fixed amount per unit. */
export function commissionFor(rule: CommissionRule, lineTotal: Centavos, quantity: number | string): Centavos {
  return rule.type === 'percentage' ? percentOf(lineTotal, rule.value) : lineAmount(quantity, rule.value);
}

export type PaymentLine = {
  paidAmount: number;
  dueAmount: number;
  tenderedAmount?: number | null;
  change?: number | null;
};

/** Spec 4: with a single payment line, paid and due both equal the net total; the rest is kept. */
export function applySinglePaymentRule<P extends PaymentLine>(payments: readonly P[], netTotal: number): P[] {
  if (payments.length !== 1) return [...payments];
  return [{ ...payments[0]!, paidAmount: netTotal, dueAmount: netTotal }];
}

export function paidTotal(payments: readonly { paidAmount: number | string }[]): Centavos {
  return sumCentavos(payments.map((p) => toCentavos(p.paidAmount)));
}

/** Cash: the change is what was tendered beyond the amount paid (never negative). */
export function changeFor(tendered: number | string, paid: number | string): number {
  return toPesos(Math.max(toCentavos(tendered) - toCentavos(paid), 0));
}

export type BundlePart = { quantity: number | string; originalQuantityPerBundle?: number | string | null };

/**
 * A bundle's parts follow its quantity: each part is its quantity per bundle × the bundles, using
 * originalQuantityPerBundle, or else the current quantity divided by the old number of bundles.
 */
export function scaleBundle<P extends BundlePart>(parts: readonly P[], oldBundles: number | string, newBundles: number | string): P[] {
  return parts.map((part) => {
    const perBundle =
      part.originalQuantityPerBundle !== undefined && part.originalQuantityPerBundle !== null
        ? String(part.originalQuantityPerBundle)
        : Number(oldBundles) === 0
          ? '0'
          : String(Number(part.quantity) / Number(oldBundles));
    return { ...part, quantity: Number(qty.times(newBundles, Number(perBundle).toFixed(4))) };
  });
}

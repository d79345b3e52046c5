import type { LineResult, OrderResult, TaxFigures } from '@oim/shared/pos/arithmetic';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import type { TaxProfile } from '@oim/shared/pos/tax';
import type { SpecialDiscountInput } from '@oim/shared/schemas/pos';
import type { FieldErrors } from '../../platform/errors';
import type { CatalogueProduct } from '../inventory';

// VAT and the senior citizen / PWD discount of a sale: the checks of what the terminal sent, and
// the figures a sale stores (see computeOrder's taxes and docs/architecture.md).

/** The tax figures a terminal may send (each one sent must match). */
export type SentTaxFigures = Partial<Record<Exclude<keyof TaxFigures, 'specialVatRemoved'>, number | null>>;

type SpecialLine = {
  product: Pick<CatalogueProduct, 'productName' | 'specialDiscountClass'>;
  specialDiscount: boolean;
  hasRegularDiscount: boolean;
};

/**
 * The rules of the senior citizen / PWD discount: a line takes it only when the sale names the
 * discount and its holder, the product has a class other than NONE (a BASIC_NECESSITY one needs
 * the holder's purchase booklet number too) and the line has no regular discount (the
 * terminal keeps the larger, see specialDiscountWins); a sale with it has no order discount
 * (that would combine with it on the same lines); a quotation takes none.
 */
export function checkSpecialDiscount(
  input: { special: SpecialDiscountInput | null; hasOrderDiscount: boolean; kind: 'order' | 'quotation'; itemsField: string },
  lines: readonly SpecialLine[],
  errors: FieldErrors,
): void {
  const { special, kind, itemsField } = input;
  lines.forEach((line, i) => {
    if (!line.specialDiscount) return;
    const field = `${itemsField}.${i}.specialDiscount`;
    if (kind === 'quotation') errors[field] = ['A quotation takes no senior citizen / PWD discount: give it when the sale is made.'];
    else if (!special) errors[field] = ['Give the senior citizen / PWD discount of the sale (kind, name and ID number) first.'];
    else if (line.product.specialDiscountClass === 'NONE')
      errors[field] = [`${line.product.productName} is not eligible for the senior citizen / PWD discount.`];
    else if (line.hasRegularDiscount)
      errors[field] = ['A line takes either the senior citizen / PWD discount or a regular discount, never both: keep the larger one.'];
  });
  const needsBooklet = lines.some((l) => l.specialDiscount && l.product.specialDiscountClass === 'BASIC_NECESSITY');
  if (special && kind === 'order' && needsBooklet && !special.bookletNumber)
    errors['specialDiscount.bookletNumber'] = [
      "Give the holder's purchase booklet number: the 5% on basic necessities is counted per booklet and week.",
    ];
  if (special && input.hasOrderDiscount)
    errors.appliedDiscounts = ['A sale with a senior citizen / PWD discount takes no order discount: discount its other lines one by one.'];
}

/** Each tax figure the terminal sent must be the one worked out (422 otherwise, as for every total). */
export function checkTaxTotals(sent: SentTaxFigures, totals: OrderResult, errors: FieldErrors): void {
  const labels: Record<keyof SentTaxFigures, string> = {
    vatableSales: 'VATable sales',
    vatAmount: 'VAT amount',
    vatExemptSales: 'VAT-exempt sales',
    zeroRatedSales: 'zero-rated sales',
    specialDiscountTotal: 'senior citizen / PWD discount',
    basicNecessityDiscount: 'basic necessities discount (5%)',
  };
  for (const key of Object.keys(labels) as (keyof SentTaxFigures)[]) {
    const value = sent[key];
    if (value === null || value === undefined) continue;
    const expected = totals.taxes[key];
    if (toCentavos(value) !== toCentavos(expected))
      errors[key] = [
        `The ${labels[key]} does not add up: the lines make ${expected.toFixed(2)}, not ${toPesos(toCentavos(value)).toFixed(2)}.`,
      ];
  }
}

/** What a sale stores of its VAT and its senior citizen / PWD discount. */
export function orderTaxValues(totals: OrderResult, special: SpecialDiscountInput | null) {
  const t = totals.taxes;
  return {
    vatableSales: String(t.vatableSales),
    vatAmount: String(t.vatAmount),
    vatExemptSales: String(t.vatExemptSales),
    zeroRatedSales: String(t.zeroRatedSales),
    specialDiscountKind: special?.kind ?? null,
    specialDiscountTotal: String(t.specialDiscountTotal),
    basicNecessityDiscountTotal: String(t.basicNecessityDiscount),
    specialDiscountBookletNo: special?.bookletNumber ?? null,
    specialDiscountHolderName: special?.holderName ?? null,
    specialDiscountHolderId: special?.holderId ?? null,
    specialDiscountHolderTin: special?.holderTin ?? null,
  };
}

/** What a sale's line stores of them: its VAT class as sold, its VAT, discount and the VAT removed before it. */
export function lineTaxValues(computed: LineResult) {
  return {
    vatClass: computed.vatClass,
    vatAmount: String(toPesos(computed.vat)),
    specialDiscountAmount: String(toPesos(computed.specialDiscount)),
    specialVatRemoved: String(toPesos(computed.vatRemoved)),
    specialDiscountClass: computed.specialClass,
  };
}

export const taxProfileOf = (value: string | null | undefined): TaxProfile => (value === 'VAT' ? 'VAT' : 'NON_VAT');

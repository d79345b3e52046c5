import { MONEY, toScaled } from '@oim/shared/decimal';
import type { OrderResult } from '@oim/shared/pos/arithmetic';
import { hasPermission } from '@oim/shared/permissions';
import type { PriceReviewReason } from '@oim/shared/schemas/sales';
import type { Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth/session-user';
import { AppError } from '../../platform/errors';
import { regularUnitPrice, tieredUnitPrice, type Unit } from '../inventory';
import type { ResolvedLine } from './resolve-sale';

/** The shop's selling rules (no row: none of them). */
export type SellingRules = { requirePriceOverride: boolean; maxDiscountPercent: string | null };

type PriceFacts = {
  /** The products' own units and their unit prices, from the sale's look-up. */
  units: Map<number, Unit>;
  prices: { productId: number; uomId: number; price: string }[];
  rules: SellingRules | undefined;
  /**
   * A sale made offline: the goods have left, so a rule it broke does not refuse it; the reason is
   * added here instead and the sale is posted for a price review.
   */
  review?: Set<PriceReviewReason>;
};

const cents = (value: string | number) => toScaled(String(value), MONEY);
const peso = (scaled: bigint) => (Number(scaled) / 100).toFixed(2);

const refusal = (what: string) => new AppError('FORBIDDEN', `This action is unauthorized: ${what} needs the Override Prices permission.`);

/**
 * Each line's list price (the catalogue's price of the ordered unit) and who changed the price: a
 * unit price other than the list price, or than the pricing schedule's price for that quantity,
 * is recorded with the cashier. When the shop requires it, a sale (not a quotation, which only
 * offers) that sells a line below its minimum price (the product's own, else its regular price) or
 * gives a discount above the shop's cap needs Override Prices: 403 naming it, nothing written.
 * Offline (`facts.review`), the same rules add their reason instead: BELOW_MINIMUM_PRICE (below the
 * product's own minimum price), PRICE_OVERRIDE_WITHOUT_PERMISSION (below the regular price of a
 * product without one), DISCOUNT_ABOVE_CAP.
 */
export async function checkLinePrices(
  tx: Tx,
  user: AuthUser,
  kind: 'order' | 'quotation',
  lines: ResolvedLine[],
  totals: OrderResult,
  facts: PriceFacts,
): Promise<void> {
  const enforced = kind === 'order' && facts.rules?.requirePriceOverride === true && !hasPermission(user.permissions, 'Override Prices');
  const { review } = facts;
  // Online a broken rule refuses the sale; offline it is noted for the review.
  const refuse = (reason: PriceReviewReason, what: string) => {
    if (!review) throw refusal(what);
    review.add(reason);
  };
  const quantities = lines.map((l) => ({
    productId: l.product.id,
    orderedUomId: l.unit.id,
    orderedQuantity: String(l.input.orderedQuantity),
  }));
  for (const [i, line] of lines.entries()) {
    const own = facts.units.get(line.product.unitOfMeasureId);
    const unitPrice = facts.prices.find((p) => p.productId === line.product.id && p.uomId === line.unit.id)?.price;
    const list = regularUnitPrice(line.product.basePrice, own?.factor ?? line.unit.factor, line.unit.factor, unitPrice);
    const sold = cents(line.input.orderedUnitPrice);
    let regular = cents(list);
    // A pricing schedule may lower the price with the quantity: that price is not a change either.
    if (sold < regular && line.product.pricingScheduleTemplateId !== null) {
      const others = quantities.filter((_, j) => j !== i);
      const tier = await tieredUnitPrice(tx, quantities[i]!, others);
      regular = cents(tier.unitPrice);
    }
    line.listUnitPrice = list;
    line.priceChangedBy = sold === regular ? null : user.id;
    if (!enforced) continue;
    const minimum = line.product.minimumPrice
      ? cents(regularUnitPrice(line.product.minimumPrice, own?.factor ?? line.unit.factor, line.unit.factor))
      : regular;
    if (sold < minimum)
      refuse(
        line.product.minimumPrice ? 'BELOW_MINIMUM_PRICE' : 'PRICE_OVERRIDE_WITHOUT_PERMISSION',
        `selling ${line.product.productName} at ${peso(sold)}, below its minimum price of ${peso(minimum)},`,
      );
  }
  if (!enforced || facts.rules?.maxDiscountPercent === null || facts.rules?.maxDiscountPercent === undefined) return;
  const cap = Number(facts.rules.maxDiscountPercent);
  const over = (discount: number, base: number) => base > 0 && (discount / base) * 100 > cap + 1e-9;
  totals.lines.forEach((computed, i) => {
    if (over(computed.gross - computed.lineTotal, computed.gross))
      refuse('DISCOUNT_ABOVE_CAP', `a discount of more than ${cap}% on ${lines[i]!.product.productName}`);
  });
  const discounted = totals.lines.reduce((sum, l) => sum + l.lineTotal, 0);
  if (over(discounted - totals.centavos.netTotal, discounted)) refuse('DISCOUNT_ABOVE_CAP', `an order discount of more than ${cap}%`);
}

import { divRound, fromScaled, MONEY, mulScaled, QTY, toScaled } from '../decimal';

/** A pricing schedule: quantity breaks (counted in the base unit) with a unit price or a percentage off. */
export type PricingSchedule = {
  type: 'unit_price' | 'percentage_off';
  breaks: readonly { minQuantity: string | number; value: string | number }[];
};

export type TieredPrice = { unitPrice: number; appliedBreak: { minQuantity: number; value: number } | null };

/**
 * A line's unit price from its product's pricing schedule, as PUT inventory/product-prices/tiered-price
 * works it out (modules/inventory/product-prices.ts), for the terminal offline: the largest break
 * at or under the quantity in base units (with the pricing group's other lines, counted by the
 * caller) gives the unit price (a base-unit price × the ordered unit's factor) or a percentage off
 * the regular price, rounded to the centavo. Without a schedule or a break reached: the regular price.
 */
export function tieredPriceOf(input: {
  regularPrice: string | number;
  orderedFactor: string | number;
  baseQuantity: string | number;
  schedule: PricingSchedule | null | undefined;
}): TieredPrice {
  const regular = Number(fromScaled(toScaled(input.regularPrice, MONEY), MONEY, true));
  const total = toScaled(input.baseQuantity, QTY);
  const hit = [...(input.schedule?.breaks ?? [])]
    .filter((b) => toScaled(b.minQuantity, QTY) <= total)
    .sort((a, b) => Number(toScaled(b.minQuantity, QTY) - toScaled(a.minQuantity, QTY)))[0];
  if (!input.schedule || !hit) return { unitPrice: regular, appliedBreak: null };
  const price =
    input.schedule.type === 'unit_price'
      ? fromScaled(mulScaled(toScaled(hit.value, MONEY), toScaled(input.orderedFactor, QTY), QTY), MONEY, true)
      : fromScaled(divRound(toScaled(input.regularPrice, MONEY) * (10_000n - toScaled(hit.value, MONEY)), 10_000n), MONEY, true);
  return { unitPrice: Number(price), appliedBreak: { minQuantity: Number(hit.minQuantity), value: Number(hit.value) } };
}

/**
 * The regular price of a product in one of its units: the unit's own price when it has one, else
 * the product's price converted by the two units' factors, to the centavo (as the server prices it).
 */
export function regularUnitPriceOf(
  basePrice: string | number,
  ownFactor: string | number,
  orderedFactor: string | number,
  unitPrice?: string | number | null,
): string {
  if (unitPrice !== null && unitPrice !== undefined) return fromScaled(toScaled(unitPrice, MONEY), MONEY, true);
  return fromScaled(divRound(toScaled(basePrice, MONEY) * toScaled(orderedFactor, QTY), toScaled(ownFactor, QTY)), MONEY, true);
}

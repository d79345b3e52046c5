import { divRound, fromScaled, MONEY, QTY, toScaled } from '@oim/shared/decimal';
import type { Tx } from '../../db/client';
import { invalid, type FieldErrors } from '../../platform/errors';
import { findProducts, requireStocked, toBaseQuantity, unitsById, type CatalogueProduct, type Unit } from '../inventory';
import { fieldErrors } from '@oim/shared/field-errors';

/** A purchase line as typed: a quantity of a product in one of its units, at a cost per that unit. */
export type LineInput = { productId: number; uomId: number; quantity: string; unitCost: string };

export type CheckedLine<L extends LineInput> = {
  input: L;
  product: CatalogueProduct;
  unit: Unit;
  /** The quantity in the product's base unit. */
  baseQuantity: string;
  /** quantity × unit cost, to the centavo. */
  lineTotal: string;
};

/** quantity (4 places) × cost (2 places), rounded half away from zero to the centavo. */
export function lineAmount(quantity: string, unitCost: string): string {
  const exact = toScaled(quantity, QTY) * toScaled(unitCost, MONEY);
  return fromScaled(divRound(exact, 10n ** BigInt(QTY)), MONEY, true);
}

export function sumMoney(values: string[]): string {
  return fromScaled(
    values.reduce((sum, v) => sum + toScaled(v, MONEY), 0n),
    MONEY,
    true,
  );
}

/**
 * The lines of a purchase document, each a stocked product of this shop in one of its units
 * (422 on items.N.… otherwise), with its base quantity and amount.
 */
export async function checkLines<L extends LineInput>(tx: Tx, lines: L[]): Promise<CheckedLine<L>[]> {
  const products = await findProducts(
    tx,
    lines.map((l) => l.productId),
  );
  const units = await unitsById(
    tx,
    lines.map((l) => l.uomId),
  );
  const errors: FieldErrors = fieldErrors();
  const checked = lines.map((input, i) => {
    const product = products.get(input.productId);
    if (!product) {
      errors[`items.${i}.productId`] = ['The selected product is invalid.'];
      return undefined;
    }
    try {
      requireStocked(`items.${i}.productId`, product);
      const baseQuantity = toBaseQuantity(`items.${i}.uomId`, product, units.get(input.uomId), input.quantity);
      return { input, product, unit: units.get(input.uomId)!, baseQuantity, lineTotal: lineAmount(input.quantity, input.unitCost) };
    } catch (error) {
      Object.assign(errors, (error as { errors?: FieldErrors }).errors ?? {});
      return undefined;
    }
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return checked as CheckedLine<L>[];
}

import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { fromScaled, mulScaled, QTY, toScaled } from '@oim/shared/decimal';
import { regularUnitPriceOf, tieredPriceOf } from '@oim/shared/pos/tiered-price';
import type { bulkPricesBody } from '@oim/shared/schemas/inventory';
import type { Tx } from '../../db/client';
import { productPrices, products } from '../../db/schema/inventory';
import { pricingScheduleBreaks, pricingScheduleTemplates } from '../../db/schema/masterfile';
import { invalid, type FieldErrors } from '../../platform/errors';
import { isFeatureOn } from '../../platform/features';
import { unitsById } from './catalogue';
import { shopWhere } from '../../platform/resource/rows';

/**
 * The regular price of a product in one of its units: the unit's own price when the product has
 * one, else the product's price converted by the two units' factors (the terminal offline prices
 * with the same shared function).
 */
export function regularUnitPrice(basePrice: string, ownFactor: string, orderedFactor: string, unitPrice?: string | null): string {
  return regularUnitPriceOf(basePrice, ownFactor, orderedFactor, unitPrice);
}

type Line = { productId: number; orderedUomId: number; orderedQuantity: string };

/**
 * The unit price of a line from the product's pricing schedule (spec 7.3 tiered price). Quantity
 * breaks are counted in the base unit; lines of other products in the same pricing group count
 * towards the break. Without a schedule the regular price of the unit is answered.
 */
export async function tieredUnitPrice(tx: Tx, line: Line, others: Line[]) {
  const [product] = await tx
    .select({
      id: products.id,
      unitClassId: products.unitClassId,
      unitOfMeasureId: products.unitOfMeasureId,
      basePrice: products.basePrice,
      pricingScheduleTemplateId: products.pricingScheduleTemplateId,
      pricingGroupId: products.pricingGroupId,
    })
    .from(products)
    .where(shopWhere(tx, products, eq(products.id, line.productId)));
  if (!product) throw invalid({ productId: ['The selected product is invalid.'] });

  const units = await unitsById(tx, [line.orderedUomId, product.unitOfMeasureId, ...others.map((o) => o.orderedUomId)]);
  const ordered = units.get(line.orderedUomId);
  if (!ordered || ordered.unitClassId !== product.unitClassId)
    throw invalid({ orderedUomId: ['The unit is not one of the product’s units.'] });

  const [unitPrice] = await tx
    .select({ price: productPrices.price })
    .from(productPrices)
    .where(shopWhere(tx, productPrices, and(eq(productPrices.productId, product.id), eq(productPrices.uomId, line.orderedUomId))));
  const regular = regularUnitPrice(product.basePrice, units.get(product.unitOfMeasureId)!.factor, ordered.factor, unitPrice?.price);
  const answer = {
    productId: product.id,
    unitPrice: Number(regular),
    regularPrice: Number(regular),
    appliedBreak: null as null | { minQuantity: number; value: number },
  };

  if (!product.pricingScheduleTemplateId || !(await isFeatureOn(tx, 'pricing_schedule_module'))) return answer;

  let total = mulScaled(toScaled(line.orderedQuantity, QTY), toScaled(ordered.factor, QTY), QTY);
  if (product.pricingGroupId && others.length > 0 && (await isFeatureOn(tx, 'pricing_groups_module'))) {
    const grouped = await tx
      .select({ id: products.id, unitClassId: products.unitClassId })
      .from(products)
      .where(
        shopWhere(
          tx,
          products,
          and(inArray(products.id, [...new Set(others.map((o) => o.productId))]), eq(products.pricingGroupId, product.pricingGroupId)),
        ),
      );
    for (const other of others) {
      const member = grouped.find((g) => g.id === other.productId);
      const unit = units.get(other.orderedUomId);
      if (member && unit && unit.unitClassId === member.unitClassId)
        total += mulScaled(toScaled(other.orderedQuantity, QTY), toScaled(unit.factor, QTY), QTY);
    }
  }

  const [template] = await tx
    .select({ type: pricingScheduleTemplates.type })
    .from(pricingScheduleTemplates)
    .where(shopWhere(tx, pricingScheduleTemplates, eq(pricingScheduleTemplates.id, product.pricingScheduleTemplateId)));
  const [hit] = await tx
    .select({ minQuantity: pricingScheduleBreaks.minQuantity, value: pricingScheduleBreaks.value })
    .from(pricingScheduleBreaks)
    .where(
      shopWhere(
        tx,
        pricingScheduleBreaks,
        and(
          eq(pricingScheduleBreaks.templateId, product.pricingScheduleTemplateId),
          lte(pricingScheduleBreaks.minQuantity, fromScaled(total, QTY)),
        ),
      ),
    )
    .orderBy(desc(pricingScheduleBreaks.minQuantity))
    .limit(1);
  if (!template || !hit) return answer;

  // The break's arithmetic is the shared one the terminal uses offline (packages/shared/src/pos/tiered-price.ts).
  const tiered = tieredPriceOf({
    regularPrice: regular,
    orderedFactor: ordered.factor,
    baseQuantity: fromScaled(total, QTY),
    schedule: { type: template.type, breaks: [hit] },
  });
  return { ...answer, ...tiered };
}

/**
 * Sets many prices at once: a product's own unit (or no unit) sets its base price, another of its
 * units that unit's price. Any product or unit that is not right refuses the whole batch (422).
 */
export async function bulkUpdatePrices(tx: Tx, tenantId: number, body: BulkPricesBody): Promise<void> {
  const ids = [...new Set(body.productPrices.map((p) => p.productId))];
  const found = await tx
    .select({ id: products.id, unitClassId: products.unitClassId, unitOfMeasureId: products.unitOfMeasureId })
    .from(products)
    .where(shopWhere(tx, products, inArray(products.id, ids)));
  const byId = new Map(found.map((p) => [p.id, p]));
  const units = await unitsById(
    tx,
    body.productPrices.flatMap((p) => (p.uomId ? [p.uomId] : [])),
  );
  const errors: FieldErrors = {};
  body.productPrices.forEach((p, i) => {
    const product = byId.get(p.productId);
    if (!product) errors[`productPrices.${i}.productId`] = ['The selected product is invalid.'];
    else if (p.uomId && units.get(p.uomId)?.unitClassId !== product.unitClassId)
      errors[`productPrices.${i}.uomId`] = ['The unit is not one of the product’s units.'];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  for (const p of body.productPrices) {
    const product = byId.get(p.productId)!;
    if (!p.uomId || p.uomId === product.unitOfMeasureId) {
      await tx
        .update(products)
        .set({ basePrice: p.price })
        .where(shopWhere(tx, products, eq(products.id, p.productId)));
    } else {
      await tx
        .insert(productPrices)
        .values({ tenantId: tenantId, productId: p.productId, uomId: p.uomId, price: p.price })
        .onConflictDoUpdate({
          target: [productPrices.tenantId, productPrices.productId, productPrices.uomId],
          set: { price: p.price, updatedAt: new Date() },
        });
    }
  }
}

type BulkPricesBody = z.output<typeof bulkPricesBody>;

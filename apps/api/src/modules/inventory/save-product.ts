import { eq } from 'drizzle-orm';
import { MONEY, toScaled } from '@oim/shared/decimal';
import { hasPermission, type Permission } from '@oim/shared/permissions';
import { productBody, type ProductBody } from '@oim/shared/schemas/inventory';
import type { Tx } from '../../db/client';
import { bundleItems, productBarcodes, productPrices, stockMovements } from '../../db/schema/inventory';
import { unitsOfMeasure } from '../../db/schema/masterfile';
import type { AuthUser } from '../../platform/auth/session-user';
import { AppError, invalid, type FieldErrors } from '../../platform/errors';
import { type CreateOptions } from '../../platform/resource/crud';
import { productsById, unitsById } from './catalogue';
import { ensureStockRows } from './stock-rows';
import { shopWhere } from '../../platform/resource/rows';

type Values = Partial<ProductBody>;

type Existing = Record<string, unknown> & { id: number };

/** 403 that names the permission the change needs, so the user knows whom to ask. */
function requirePermission(user: AuthUser, permission: Permission, change: string): void {
  if (!hasPermission(user.permissions, permission))
    throw new AppError('FORBIDDEN', `This action is unauthorized: ${change} needs the ${permission} permission.`);
}

/** Permissions some product fields need beyond creating or editing the product. */
export function checkFieldPermissions(user: AuthUser, values: Values, existing?: Existing): void {
  if (values.cost !== undefined && (existing === undefined ? values.cost !== null : true))
    requirePermission(user, 'Add Product Cost', 'setting the cost');
  if (
    values.pricingScheduleTemplateId !== undefined &&
    values.pricingScheduleTemplateId !== (existing?.pricingScheduleTemplateId ?? null)
  ) {
    if (values.pricingScheduleTemplateId === null)
      requirePermission(user, 'Clear Pricing Schedule Template', 'clearing the pricing schedule template');
    else requirePermission(user, 'Assign Pricing Schedule Template', 'assigning a pricing schedule template');
  }
}

/**
 * An update that sends productPrices replaces the unit prices: adding or changing one needs Save
 * Product Price and dropping one needs Delete Product Price, as their own calls do. Sending the
 * stored prices unchanged needs neither.
 */
export async function checkPricePermissions(tx: Tx, user: AuthUser, productId: number, prices: Values['productPrices']): Promise<void> {
  if (prices === undefined) return;
  const stored = await tx
    .select({ uomId: productPrices.uomId, price: productPrices.price })
    .from(productPrices)
    .where(shopWhere(tx, productPrices, eq(productPrices.productId, productId)));
  const current = new Map(stored.map((p) => [p.uomId, toScaled(p.price, MONEY)]));
  const sent = new Set(prices.map((p) => p.uomId));
  if (prices.some((p) => current.get(p.uomId) !== toScaled(p.price, MONEY)))
    requirePermission(user, 'Save Product Price', 'changing unit prices');
  if (stored.some((p) => !sent.has(p.uomId))) requirePermission(user, 'Delete Product Price', 'removing unit prices');
}

/** The rules that hold between a product's own fields, checked on the result of a create or an update. */
export async function checkProductRules(tx: Tx, values: Values, existing?: Existing): Promise<void> {
  const errors: FieldErrors = {};
  const merged = { ...existing, ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) } as Record<
    string,
    unknown
  >;
  const type = merged.type as string;
  const classId = Number(merged.unitClassId);
  const [unit] = await tx
    .select({ unitClassId: unitsOfMeasure.unitClassId })
    .from(unitsOfMeasure)
    .where(shopWhere(tx, unitsOfMeasure, eq(unitsOfMeasure.id, Number(merged.unitOfMeasureId))));
  if (!unit || unit.unitClassId !== classId) errors.unitOfMeasureId = ['The unit must be one of the unit class’s units.'];
  if (merged.isSerialized && type !== 'PRODUCT') errors.isSerialized = ['Only a PRODUCT can be serial-tracked.'];
  if (values.bundleProducts && values.bundleProducts.length > 0 && type !== 'BUNDLE')
    errors.bundleProducts = ['Only a BUNDLE has bundle items.'];
  if (type === 'BUNDLE' && existing === undefined && (values.bundleProducts ?? []).length === 0)
    errors.bundleProducts = ['A bundle needs at least one item.'];

  if (existing && values.isSerialized === true && !existing.isSerialized) {
    const inBundle = await tx
      .select({ id: bundleItems.id })
      .from(bundleItems)
      .where(shopWhere(tx, bundleItems, eq(bundleItems.itemId, existing.id)))
      .limit(1);
    if (inBundle.length > 0)
      errors.isSerialized = ['The product is part of a bundle: a serial-tracked product cannot be. Take it out of its bundles first.'];
  }

  // Unit prices are per unit of the class: a new class needs its prices sent with it.
  if (existing && values.unitClassId !== undefined && values.unitClassId !== existing.unitClassId && values.productPrices === undefined) {
    const priced = await tx
      .select({ id: productPrices.id })
      .from(productPrices)
      .where(shopWhere(tx, productPrices, eq(productPrices.productId, existing.id)))
      .limit(1);
    if (priced.length > 0)
      errors.productPrices = ['The unit class changes: give the prices in the new class’s units (the stored ones are in the old class’s).'];
  }

  if (existing) {
    const moved = await tx
      .select({ id: stockMovements.id })
      .from(stockMovements)
      .where(shopWhere(tx, stockMovements, eq(stockMovements.productId, existing.id)))
      .limit(1);
    if (moved.length > 0) {
      if (values.type !== undefined && values.type !== existing.type)
        errors.type = ['The type cannot change once the product has stock movements.'];
      if (values.unitClassId !== undefined && values.unitClassId !== existing.unitClassId) {
        errors.unitClassId = [
          'The unit class cannot change once the product has stock movements: its stock is counted in that class’s base unit.',
        ];
      }
      if (values.isSerialized !== undefined && values.isSerialized !== existing.isSerialized) {
        errors.isSerialized = ['Serial tracking cannot be turned on or off once the product has stock movements.'];
      }
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

export async function replaceBarcodes(tx: Tx, tenantId: number, productId: number, barcodes: string[] | undefined): Promise<void> {
  if (barcodes === undefined) return;
  const unique = [...new Set(barcodes.map((b) => b.trim()))];
  await tx.delete(productBarcodes).where(shopWhere(tx, productBarcodes, eq(productBarcodes.productId, productId)));
  if (unique.length > 0) await tx.insert(productBarcodes).values(unique.map((barcode) => ({ tenantId, productId, barcode })));
}

export async function replacePrices(
  tx: Tx,
  tenantId: number,
  productId: number,
  unitClassId: number,
  prices: Values['productPrices'],
): Promise<void> {
  if (prices === undefined) return;
  const units = await unitsById(
    tx,
    prices.map((p) => p.uomId),
  );
  const errors: FieldErrors = {};
  prices.forEach((p, i) => {
    if (units.get(p.uomId)?.unitClassId !== unitClassId)
      errors[`productPrices.${i}.uomId`] = ['The unit must be one of the product’s unit class.'];
  });
  if (new Set(prices.map((p) => p.uomId)).size !== prices.length) errors.productPrices = ['Give one price per unit.'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  await tx.delete(productPrices).where(shopWhere(tx, productPrices, eq(productPrices.productId, productId)));
  if (prices.length > 0)
    await tx.insert(productPrices).values(prices.map((p) => ({ tenantId, productId, uomId: p.uomId, price: p.price })));
}

export async function replaceBundle(tx: Tx, tenantId: number, bundleId: number, items: Values['bundleProducts']): Promise<void> {
  if (items === undefined) return;
  const parts = await productsById(
    tx,
    items.map((i) => i.bundleItemId),
    'bundleProducts',
  );
  const units = await unitsById(
    tx,
    items.map((i) => i.bundleUomId),
  );
  const errors: FieldErrors = {};
  items.forEach((item, i) => {
    const part = parts.get(item.bundleItemId)!;
    if (item.bundleItemId === bundleId) errors[`bundleProducts.${i}.bundleItemId`] = ['A bundle cannot contain itself.'];
    else if (part.type === 'BUNDLE') errors[`bundleProducts.${i}.bundleItemId`] = ['A bundle cannot contain another bundle.'];
    // A sale of the bundle takes the part's stock but names no serial numbers, so they would stay IN_STOCK.
    else if (part.isSerialized)
      errors[`bundleProducts.${i}.bundleItemId`] = [
        `${part.productName} is serial-tracked and cannot be part of a bundle: sell it on its own line with its serial numbers.`,
      ];
    if (units.get(item.bundleUomId)?.unitClassId !== part.unitClassId)
      errors[`bundleProducts.${i}.bundleUomId`] = [`The unit must be one of ${part.productName}’s units.`];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  await tx.delete(bundleItems).where(shopWhere(tx, bundleItems, eq(bundleItems.bundleId, bundleId)));
  if (items.length > 0) {
    await tx
      .insert(bundleItems)
      .values(items.map((i) => ({ tenantId, bundleId, itemId: i.bundleItemId, quantity: i.bundleQuantity, uomId: i.bundleUomId })));
  }
}

/** A new product: its rules, then its barcodes, unit prices, bundle items and (at zero) stock rows. */
export const productCreate: CreateOptions<typeof productBody> = {
  body: productBody,
  before: async ({ tx, user }, values) => {
    checkFieldPermissions(user, values);
    await checkProductRules(tx, values);
  },
  after: async ({ tx, tenant }, id, values) => {
    await replaceBarcodes(tx, tenant.id, id, values.barcodes);
    await replacePrices(tx, tenant.id, id, values.unitClassId, values.productPrices);
    await replaceBundle(tx, tenant.id, id, values.bundleProducts);
    if (values.type === 'PRODUCT') await ensureStockRows(tx, tenant.id, { productId: id });
  },
};

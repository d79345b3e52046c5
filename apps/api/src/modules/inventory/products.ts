import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MONEY, toScaled } from '@oim/shared/decimal';
import { hasPermission, type Permission } from '@oim/shared/permissions';
import { idParam } from '@oim/shared/schemas/fields';
import { productBody, productPriceBody, productUpdateBody, type ProductBody } from '@oim/shared/schemas/inventory';
import type { Tx } from '../../db/client';
import { bundleItems, productBarcodes, productPrices, products, stockLevels, stockMovements } from '../../db/schema/inventory';
import { unitsOfMeasure } from '../../db/schema/masterfile';
import type { AuthUser } from '../../platform/auth/session-user';
import { AppError, conflict, invalid, notFound, type FieldErrors } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud, type CreateOptions } from '../../platform/resource/crud';
import { findResource, findResources } from '../../platform/resource/list';
import { selectRows } from '../../platform/resource/rows';
import { dataSchema, messageDataSchema, recordSchema } from '../../platform/resource/schema';
import { deleteMediaOf } from '../media/media-files';
import { productsById, unitsById } from './catalog';
import { productPriceResource, productResource } from './product-resource';

type Values = Partial<ProductBody>;
type Existing = Record<string, unknown> & { id: number };

/** 403 that names the permission the change needs, so the user knows whom to ask. */
function requirePermission(user: AuthUser, permission: Permission, change: string): void {
  if (!hasPermission(user.permissions, permission))
    throw new AppError('FORBIDDEN', `This action is unauthorized: ${change} needs the ${permission} permission.`);
}

/** Permissions some product fields need beyond creating or editing the product. */
function checkFieldPermissions(user: AuthUser, values: Values, existing?: Existing): void {
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
async function checkPricePermissions(tx: Tx, user: AuthUser, productId: number, prices: Values['productPrices']): Promise<void> {
  if (prices === undefined) return;
  const stored = await tx
    .select({ uomId: productPrices.uomId, price: productPrices.price })
    .from(productPrices)
    .where(eq(productPrices.productId, productId));
  const current = new Map(stored.map((p) => [p.uomId, toScaled(p.price, MONEY)]));
  const sent = new Set(prices.map((p) => p.uomId));
  if (prices.some((p) => current.get(p.uomId) !== toScaled(p.price, MONEY)))
    requirePermission(user, 'Save Product Price', 'changing unit prices');
  if (stored.some((p) => !sent.has(p.uomId))) requirePermission(user, 'Delete Product Price', 'removing unit prices');
}

/** The rules that hold between a product's own fields, checked on the result of a create or an update. */
async function checkProductRules(tx: Tx, values: Values, existing?: Existing): Promise<void> {
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
    .where(eq(unitsOfMeasure.id, Number(merged.unitOfMeasureId)));
  if (!unit || unit.unitClassId !== classId) errors.unitOfMeasureId = ['The unit must be one of the unit class’s units.'];
  if (merged.isSerialized && type !== 'PRODUCT') errors.isSerialized = ['Only a PRODUCT can be serial-tracked.'];
  if (values.bundleProducts && values.bundleProducts.length > 0 && type !== 'BUNDLE')
    errors.bundleProducts = ['Only a BUNDLE has bundle items.'];
  if (type === 'BUNDLE' && existing === undefined && (values.bundleProducts ?? []).length === 0)
    errors.bundleProducts = ['A bundle needs at least one item.'];

  if (existing && values.isSerialized === true && !existing.isSerialized) {
    const inBundle = await tx.select({ id: bundleItems.id }).from(bundleItems).where(eq(bundleItems.itemId, existing.id)).limit(1);
    if (inBundle.length > 0)
      errors.isSerialized = ['The product is part of a bundle: a serial-tracked product cannot be. Take it out of its bundles first.'];
  }

  // Unit prices are per unit of the class: a new class needs its prices sent with it.
  if (existing && values.unitClassId !== undefined && values.unitClassId !== existing.unitClassId && values.productPrices === undefined) {
    const priced = await tx.select({ id: productPrices.id }).from(productPrices).where(eq(productPrices.productId, existing.id)).limit(1);
    if (priced.length > 0)
      errors.productPrices = ['The unit class changes: give the prices in the new class’s units (the stored ones are in the old class’s).'];
  }

  if (existing) {
    const moved = await tx.select({ id: stockMovements.id }).from(stockMovements).where(eq(stockMovements.productId, existing.id)).limit(1);
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

async function replaceBarcodes(tx: Tx, tenantId: number, productId: number, barcodes: string[] | undefined): Promise<void> {
  if (barcodes === undefined) return;
  const unique = [...new Set(barcodes.map((b) => b.trim()))];
  await tx.delete(productBarcodes).where(eq(productBarcodes.productId, productId));
  if (unique.length > 0) await tx.insert(productBarcodes).values(unique.map((barcode) => ({ tenantId, productId, barcode })));
}

async function replacePrices(
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
  await tx.delete(productPrices).where(eq(productPrices.productId, productId));
  if (prices.length > 0)
    await tx.insert(productPrices).values(prices.map((p) => ({ tenantId, productId, uomId: p.uomId, price: p.price })));
}

async function replaceBundle(tx: Tx, tenantId: number, bundleId: number, items: Values['bundleProducts']): Promise<void> {
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
  await tx.delete(bundleItems).where(eq(bundleItems.bundleId, bundleId));
  if (items.length > 0) {
    await tx
      .insert(bundleItems)
      .values(items.map((i) => ({ tenantId, bundleId, itemId: i.bundleItemId, quantity: i.bundleQuantity, uomId: i.bundleUomId })));
  }
}

/** Every physical product has a stock row (at zero) at every location, so "without stocks" lists it. */
export async function ensureStockRows(tx: Tx, tenantId: number, filter: { productId?: number; locationId?: number }): Promise<void> {
  await tx.execute(sql`
    insert into stock_levels (tenant_id, product_id, location_id, on_hand)
    select ${tenantId}, p.id, l.id, 0
      from products p cross join stock_locations l
     where p.type = 'PRODUCT'
       ${filter.productId !== undefined ? sql`and p.id = ${filter.productId}` : sql``}
       ${filter.locationId !== undefined ? sql`and l.id = ${filter.locationId}` : sql``}
    on conflict (tenant_id, product_id, location_id) do nothing
  `);
}

/** A product that stops being physical drops its (empty) stock rows. */
async function dropEmptyStockRows(tx: Tx, productId: number): Promise<void> {
  const stocked = await tx
    .select({ id: stockLevels.id })
    .from(stockLevels)
    .where(and(eq(stockLevels.productId, productId), sql`${stockLevels.onHand} <> 0`))
    .limit(1);
  if (stocked.length > 0) throw conflict('The product still has stock on hand.');
  await tx.delete(stockLevels).where(eq(stockLevels.productId, productId));
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

const productWith = [
  'productCategory',
  'productBrand',
  'unitClass',
  'unitOfMeasure',
  'productPrices.uom',
  'bundleProducts.bundleItem',
  'bundleProducts.bundleUom',
  'barcodes',
];

export function registerProductRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Products');
  const viewProducts = ['View Products', 'Create Products', 'Edit Products', 'Create Sales Orders'] as const;

  registerCrud(r, {
    path: 'inventory/products',
    resource: productResource,
    access: { list: viewProducts, create: 'Create Products', update: 'Edit Products', delete: 'Delete Products' },
    with: productWith,
    create: productCreate,
    update: {
      body: productUpdateBody,
      before: async ({ tx, user }, values, existing) => {
        checkFieldPermissions(user, values, existing);
        await checkPricePermissions(tx, user, existing.id, values.productPrices);
        await checkProductRules(tx, values, existing);
      },
      after: async ({ tx, tenant }, id, values) => {
        const [product] = await tx
          .select({ type: products.type, unitClassId: products.unitClassId })
          .from(products)
          .where(eq(products.id, id));
        await replaceBarcodes(tx, tenant.id, id, values.barcodes);
        await replacePrices(tx, tenant.id, id, product!.unitClassId, values.productPrices);
        if (product!.type === 'BUNDLE') await replaceBundle(tx, tenant.id, id, values.bundleProducts);
        else await tx.delete(bundleItems).where(eq(bundleItems.bundleId, id));
        if (product!.type === 'PRODUCT') await ensureStockRows(tx, tenant.id, { productId: id });
        else await dropEmptyStockRows(tx, id);
      },
    },
    remove: {
      // Empty stock rows go with the product; the ledger keeps a product with history (409).
      before: async ({ tx }, existing) => {
        await tx.delete(stockLevels).where(and(eq(stockLevels.productId, existing.id), eq(stockLevels.onHand, '0')));
      },
      // Its images go with it; the files once the deletion has committed.
      after: async ({ tx, deps, afterCommit }, existing) => deleteMediaOf(tx, deps.mediaStorage, 'products', [existing.id], afterCommit),
    },
  });

  r.get('masterfile/products/batch', {
    access: viewProducts,
    summary: 'Several products at once (product_ids=1,2,3; relations as in lists)',
    query: z.object({
      product_ids: z
        .string()
        .regex(/^\d+(,\d+)*$/, { error: 'The product_ids must be comma-separated numbers.' })
        .max(20_000),
      relations: z.string().max(1000).optional(),
    }),
    response: { 200: z.object({ data: z.array(recordSchema(productResource)) }) },
    handler: async ({ tx, query, user }) => {
      const ids = [...new Set(query.product_ids.split(',').map(Number))].slice(0, 1000);
      const relations = query.relations ? query.relations.split('|').filter(Boolean) : [];
      return { data: await findResources(tx, productResource, ids, relations, user) };
    },
  });

  r.post('inventory/products/:id/prices', {
    access: 'Save Product Price',
    summary: "Set the product's price in one of its units",
    params: idParam,
    body: productPriceBody,
    response: { 200: messageDataSchema(productPriceResource) },
    handler: async ({ tx, tenant, params, body }) => {
      const [product] = await tx.select({ unitClassId: products.unitClassId }).from(products).where(eq(products.id, params.id));
      if (!product) throw notFound('product');
      const unit = (await unitsById(tx, [body.uomId])).get(body.uomId);
      if (unit?.unitClassId !== product.unitClassId) throw invalid({ uomId: ['The unit must be one of the product’s unit class.'] });
      const [row] = await tx
        .insert(productPrices)
        .values({ tenantId: tenant.id, productId: params.id, uomId: body.uomId, price: body.price })
        .onConflictDoUpdate({
          target: [productPrices.tenantId, productPrices.productId, productPrices.uomId],
          set: { price: body.price, updatedAt: new Date() },
        })
        .returning({ id: productPrices.id });
      const [saved] = await selectRows(tx, productPriceResource, { where: eq(productPrices.id, row!.id) });
      return { message: 'Price saved successfully.', data: saved! };
    },
  });

  r.delete('inventory/products/:id/prices/:priceId', {
    access: 'Delete Product Price',
    summary: 'Remove one of the product’s unit prices',
    params: idParam.extend({ priceId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    response: { 200: z.object({ message: z.string() }) },
    handler: async ({ tx, params }) => {
      const deleted = await tx
        .delete(productPrices)
        .where(and(eq(productPrices.id, params.priceId), eq(productPrices.productId, params.id)))
        .returning({ id: productPrices.id });
      if (deleted.length === 0) throw notFound('product price');
      return { message: 'Deleted successfully.' };
    },
  });

  const assign = (options: {
    path: string;
    column: 'warrantyTemplateId' | 'pricingScheduleTemplateId';
    assign: 'Assign Warranty Template' | 'Assign Pricing Schedule Template';
    clear: 'Remove Warranty Template' | 'Clear Pricing Schedule Template';
    feature: 'rma_warranty_module' | 'pricing_schedule_module';
    label: string;
    exists: (tx: Tx, id: number) => Promise<boolean>;
  }) => {
    r.put(`inventory/products/:id/${options.path}/:templateId`, {
      access: options.assign,
      feature: options.feature,
      summary: `Give the product a ${options.label}`,
      params: idParam.extend({ templateId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
      response: { 200: dataSchema(productResource).extend({ message: z.string() }) },
      handler: async ({ tx, params, user }) => {
        if (!(await options.exists(tx, params.templateId))) throw invalid({ templateId: [`The selected ${options.label} is invalid.`] });
        const updated = await tx
          .update(products)
          .set({ [options.column]: params.templateId })
          .where(eq(products.id, params.id))
          .returning({ id: products.id });
        if (updated.length === 0) throw notFound('product');
        return { message: 'Updated successfully.', data: (await findResource(tx, productResource, params.id, productWith, user))! };
      },
    });
    r.delete(`inventory/products/:id/${options.path}`, {
      access: options.clear,
      feature: options.feature,
      summary: `Take the ${options.label} off the product`,
      params: idParam,
      response: { 200: dataSchema(productResource).extend({ message: z.string() }) },
      handler: async ({ tx, params, user }) => {
        const updated = await tx
          .update(products)
          .set({ [options.column]: null })
          .where(eq(products.id, params.id))
          .returning({ id: products.id });
        if (updated.length === 0) throw notFound('product');
        return { message: 'Updated successfully.', data: (await findResource(tx, productResource, params.id, productWith, user))! };
      },
    });
  };

  assign({
    path: 'warranty-template',
    column: 'warrantyTemplateId',
    assign: 'Assign Warranty Template',
    clear: 'Remove Warranty Template',
    feature: 'rma_warranty_module',
    label: 'warranty template',
    exists: async (tx, id) => (await tx.execute(sql`select 1 from warranty_templates where id = ${id}`)).rows.length > 0,
  });
  assign({
    path: 'pricing-schedule-template',
    column: 'pricingScheduleTemplateId',
    assign: 'Assign Pricing Schedule Template',
    clear: 'Clear Pricing Schedule Template',
    feature: 'pricing_schedule_module',
    label: 'pricing schedule template',
    exists: async (tx, id) => (await tx.execute(sql`select 1 from pricing_schedule_templates where id = ${id}`)).rows.length > 0,
  });
}

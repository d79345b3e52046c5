import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import { productPriceBody, productUpdateBody } from '@oim/shared/schemas/inventory';
import { tenantOf, type Tx } from '../../db/client';
import { bundleItems, productPrices, products, stockLevels } from '../../db/schema/inventory';
import { invalid, notFound } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { findResource, findResources } from '../../platform/resource/list';
import { selectRows, shopWhere } from '../../platform/resource/rows';
import { dataSchema, messageDataSchema, recordSchema } from '../../platform/resource/schema';
import { unitsById } from './catalogue';
import { productPriceResource, productResource } from './products.resource';
import { ensureStockRows, dropEmptyStockRows } from './stock-rows';
import {
  checkFieldPermissions,
  checkPricePermissions,
  checkProductRules,
  replaceBarcodes,
  replacePrices,
  replaceBundle,
  productCreate,
} from './save-product';
import { deleteMediaOf } from '../media';

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
          .where(shopWhere(tx, products, eq(products.id, id)));
        await replaceBarcodes(tx, tenant.id, id, values.barcodes);
        await replacePrices(tx, tenant.id, id, product!.unitClassId, values.productPrices);
        if (product!.type === 'BUNDLE') await replaceBundle(tx, tenant.id, id, values.bundleProducts);
        else await tx.delete(bundleItems).where(shopWhere(tx, bundleItems, eq(bundleItems.bundleId, id)));
        if (product!.type === 'PRODUCT') await ensureStockRows(tx, tenant.id, { productId: id });
        else await dropEmptyStockRows(tx, id);
      },
    },
    remove: {
      // Empty stock rows go with the product; the ledger keeps a product with history (409).
      before: async ({ tx }, existing) => {
        await tx
          .delete(stockLevels)
          .where(shopWhere(tx, stockLevels, and(eq(stockLevels.productId, existing.id), eq(stockLevels.onHand, '0'))));
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
      const [product] = await tx
        .select({ unitClassId: products.unitClassId })
        .from(products)
        .where(shopWhere(tx, products, eq(products.id, params.id)));
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
        .where(shopWhere(tx, productPrices, and(eq(productPrices.id, params.priceId), eq(productPrices.productId, params.id))))
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
          .where(shopWhere(tx, products, eq(products.id, params.id)))
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
          .where(shopWhere(tx, products, eq(products.id, params.id)))
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
    exists: async (tx, id) =>
      (await tx.execute(sql`select 1 from warranty_templates where tenant_id = ${tenantOf(tx)} and id = ${id}`)).rows.length > 0,
  });
  assign({
    path: 'pricing-schedule-template',
    column: 'pricingScheduleTemplateId',
    assign: 'Assign Pricing Schedule Template',
    clear: 'Clear Pricing Schedule Template',
    feature: 'pricing_schedule_module',
    label: 'pricing schedule template',
    exists: async (tx, id) =>
      (await tx.execute(sql`select 1 from pricing_schedule_templates where tenant_id = ${tenantOf(tx)} and id = ${id}`)).rows.length > 0,
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bulkPricesBody, tieredPriceBody } from '@oim/shared/schemas/inventory';
import { createRouter } from '../../platform/http/routes';
import { listResource, readListQuery } from '../../platform/resource/list';
import { pageSchema, rawQuery } from '../../platform/resource/schema';
import { productResource } from './products.resource';
import { bulkUpdatePrices, tieredUnitPrice } from './product-prices';

export function registerProductPricingRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Prices');

  r.put('inventory/product-prices/tiered-price', {
    access: ['Create Sales Orders', 'View Products', 'View Price Table'],
    summary: "A line's unit price from the product's pricing schedule (and its pricing group's other lines)",
    body: tieredPriceBody,
    response: {
      200: z.object({
        data: z.object({
          productId: z.number(),
          unitPrice: z.number(),
          regularPrice: z.number(),
          appliedBreak: z.object({ minQuantity: z.number(), value: z.number() }).nullable(),
        }),
      }),
    },
    handler: async ({ tx, body }) => ({ data: await tieredUnitPrice(tx, body, body.orderedPricingGroupProducts) }),
  });

  r.get('inventory/price-table', {
    access: 'View Price Table',
    summary: 'Products with their prices per unit (list protocol)',
    query: rawQuery,
    response: { 200: pageSchema(productResource) },
    handler: async ({ tx, query, user }) => {
      const list = readListQuery(query);
      if (list.relations.length === 0) list.relations = ['unitOfMeasure', 'productPrices.uom'];
      return listResource(tx, productResource, list, { viewer: user });
    },
  });

  r.post('inventory/products/bulk-prices', {
    access: 'Update Bulk Prices',
    summary: 'Set many prices at once: a product’s own unit (or no unit) sets its base price, another unit its unit price',
    body: bulkPricesBody,
    response: { 200: z.object({ message: z.string(), data: z.object({ updated: z.number() }) }) },
    handler: async ({ tx, tenant, body }) => {
      await bulkUpdatePrices(tx, tenant.id, body);
      return { message: 'Prices updated successfully.', data: { updated: body.productPrices.length } };
    },
  });
}

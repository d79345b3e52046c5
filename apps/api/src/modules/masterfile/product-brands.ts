import { updateBody } from '@oim/shared/schemas/fields';
import type { FastifyInstance } from 'fastify';
import { productBrandBody } from '@oim/shared/schemas/masterfile';
import { productBrands } from '../../db/schema/masterfile';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { defineResource } from '../../platform/resource/define';

export const productBrandResource = defineResource({
  name: 'productBrands',
  label: 'product brand',
  table: productBrands,
  fields: {
    id: { column: productBrands.id, type: 'integer' },
    brandName: { column: productBrands.brandName, type: 'text', search: true },
    description: { column: productBrands.description, type: 'text', nullable: true, search: true },
    createdAt: { column: productBrands.createdAt, type: 'datetime' },
    updatedAt: { column: productBrands.updatedAt, type: 'datetime' },
  },
  defaultSort: [{ column: 'brandName', direction: 'asc' }],
});

export function registerProductBrandRoutes(app: FastifyInstance): void {
  registerCrud(createRouter(app, 'Product brands'), {
    path: 'masterfile/product-brands',
    resource: productBrandResource,
    access: {
      list: ['View Product Brands', 'View Products', 'Create Products', 'Create Product Brand'],
      create: 'Create Product Brand',
      update: 'Edit Product Brand',
      delete: 'Delete Product Brand',
    },
    create: { body: productBrandBody },
    update: { body: updateBody(productBrandBody) },
  });
}

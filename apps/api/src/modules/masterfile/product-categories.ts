import { updateBody } from '@oim/shared/schemas/fields';
import type { FastifyInstance } from 'fastify';
import { productCategoryBody } from '@oim/shared/schemas/masterfile';
import { productCategories } from '../../db/schema/masterfile';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { defineResource } from '../../platform/resource/define';

export const productCategoryResource = defineResource({
  name: 'productCategories',
  label: 'product category',
  table: productCategories,
  fields: {
    id: { column: productCategories.id, type: 'integer' },
    categoryName: { column: productCategories.categoryName, type: 'text', search: true },
    description: { column: productCategories.description, type: 'text', nullable: true, search: true },
    createdAt: { column: productCategories.createdAt, type: 'datetime' },
    updatedAt: { column: productCategories.updatedAt, type: 'datetime' },
  },
  defaultSort: [{ column: 'categoryName', direction: 'asc' }],
});

export function registerProductCategoryRoutes(app: FastifyInstance): void {
  registerCrud(createRouter(app, 'Product categories'), {
    path: 'masterfile/product-categories',
    resource: productCategoryResource,
    access: {
      list: ['View Product Categories', 'View Products', 'Create Products', 'Create Product Category'],
      create: 'Create Product Category',
      update: 'Edit Product Category',
      delete: 'Delete Product Category',
    },
    create: { body: productCategoryBody },
    update: { body: updateBody(productCategoryBody) },
  });
}

import { updateBody } from '@oim/shared/schemas/fields';
import type { FastifyInstance } from 'fastify';
import { productCategoryBody } from '@oim/shared/schemas/masterfile';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { productCategoryResource } from './product-categories.resource';

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

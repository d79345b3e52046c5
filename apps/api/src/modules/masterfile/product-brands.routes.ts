import { updateBody } from '@oim/shared/schemas/fields';
import type { FastifyInstance } from 'fastify';
import { productBrandBody } from '@oim/shared/schemas/masterfile';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { productBrandResource } from './product-brands.resource';

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

import { updateBody } from '@oim/shared/schemas/fields';
import type { FastifyInstance } from 'fastify';
import { pricingGroupBody } from '@oim/shared/schemas/masterfile';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { pricingGroupResource } from './pricing-groups.resource';

export function registerPricingGroupRoutes(app: FastifyInstance): void {
  registerCrud(createRouter(app, 'Product pricing groups'), {
    path: 'masterfile/product-pricing-groups',
    resource: pricingGroupResource,
    feature: 'pricing_groups_module',
    access: {
      list: ['View Product Pricing Groups', 'View Products'],
      create: 'Create Pricing Groups',
      update: 'Edit Pricing Groups',
      delete: 'Delete Pricing Groups',
    },
    create: { body: pricingGroupBody },
    update: { body: updateBody(pricingGroupBody) },
  });
}

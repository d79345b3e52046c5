import { updateBody } from '@oim/shared/schemas/fields';
import type { FastifyInstance } from 'fastify';
import { pricingGroupBody } from '@oim/shared/schemas/masterfile';
import { pricingGroups } from '../../db/schema/masterfile';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { defineResource } from '../../platform/resource/define';

export const pricingGroupResource = defineResource({
  name: 'pricingGroups',
  label: 'pricing group',
  table: pricingGroups,
  fields: {
    id: { column: pricingGroups.id, type: 'integer' },
    name: { column: pricingGroups.name, type: 'text', search: true },
    description: { column: pricingGroups.description, type: 'text', nullable: true, search: true },
    createdAt: { column: pricingGroups.createdAt, type: 'datetime' },
    updatedAt: { column: pricingGroups.updatedAt, type: 'datetime' },
  },
  defaultSort: [{ column: 'name', direction: 'asc' }],
});

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

import type { FastifyInstance } from 'fastify';
import { DISCOUNT_SCOPES, DISCOUNT_TYPES, discountBody, discountUpdateBody } from '@oim/shared/schemas/masterfile';
import { discounts } from '../../db/schema/masterfile';
import { invalid } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { defineResource } from '../../platform/resource/define';

export const discountResource = defineResource({
  name: 'discounts',
  label: 'discount',
  table: discounts,
  fields: {
    id: { column: discounts.id, type: 'integer' },
    name: { column: discounts.name, type: 'text', search: true },
    code: { column: discounts.code, type: 'text', search: true },
    type: { column: discounts.type, type: 'enum', values: DISCOUNT_TYPES },
    scope: { column: discounts.scope, type: 'enum', values: DISCOUNT_SCOPES },
    value: { column: discounts.value, type: 'decimal' },
    isActive: { column: discounts.isActive, type: 'boolean' },
    createdAt: { column: discounts.createdAt, type: 'datetime' },
    updatedAt: { column: discounts.updatedAt, type: 'datetime' },
  },
  defaultSort: [{ column: 'name', direction: 'asc' }],
});

export function registerDiscountRoutes(app: FastifyInstance): void {
  registerCrud(createRouter(app, 'Discounts'), {
    path: 'masterfile/discounts',
    resource: discountResource,
    // The terminal offers the shop's discounts to whoever rings up a sale.
    access: {
      list: ['View Discounts', 'Create Sales Orders'],
      create: 'Create Discount',
      update: 'Edit Discount',
      delete: 'Delete Discount',
    },
    create: { body: discountBody },
    update: {
      body: discountUpdateBody,
      before: async (_ctx, values, existing) => {
        const type = values.type ?? existing.type;
        const value = Number(values.value ?? existing.value);
        if (type === 'percentage' && value > 100) throw invalid({ value: ['A percentage may not be more than 100.'] });
      },
    },
  });
}

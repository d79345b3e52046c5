import type { FastifyInstance } from 'fastify';
import { discountBody, discountUpdateBody } from '@oim/shared/schemas/masterfile';
import { invalid } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { discountResource } from './discounts.resource';

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

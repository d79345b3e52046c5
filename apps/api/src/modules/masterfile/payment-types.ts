import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_CATEGORIES, paymentTypeBody, paymentTypeUpdateBody } from '@oim/shared/schemas/payment-types';
import { paymentTypes } from '../../db/schema/masterfile';
import { quotations } from '../../db/schema/sales-documents';
import { conflict } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { defineResource } from '../../platform/resource/define';

export const paymentTypeResource = defineResource({
  name: 'paymentTypes',
  label: 'payment type',
  table: paymentTypes,
  fields: {
    id: { column: paymentTypes.id, type: 'integer' },
    name: { column: paymentTypes.name, type: 'text', search: true },
    category: { column: paymentTypes.category, type: 'enum', values: PAYMENT_CATEGORIES },
    requiresReferenceNumber: { column: paymentTypes.requiresReferenceNumber, type: 'boolean' },
    isActive: { column: paymentTypes.isActive, type: 'boolean' },
    createdAt: { column: paymentTypes.createdAt, type: 'datetime' },
    updatedAt: { column: paymentTypes.updatedAt, type: 'datetime' },
  },
  // A customer's default payment type or a payment's type, by name, for those who may not list them.
  lookup: ['id', 'name', 'category', 'requiresReferenceNumber', 'isActive'],
  defaultSort: [{ column: 'id', direction: 'asc' }],
});

export function registerPaymentTypeRoutes(app: FastifyInstance): void {
  registerCrud(createRouter(app, 'Payment types'), {
    path: 'masterfile/payment-types',
    resource: paymentTypeResource,
    access: {
      // The terminal lists the payment types of a sale, as it lists the discounts.
      list: ['View Payment Types', 'Create Sales Orders'],
      create: 'Create Payment Types',
      update: 'Edit Payment Types',
      delete: 'Delete Payment Types',
    },
    create: { body: paymentTypeBody },
    update: { body: paymentTypeUpdateBody },
    remove: {
      // A quotation keeps its planned payments as JSON, out of reach of a foreign key.
      before: async ({ tx }, existing) => {
        const [used] = await tx
          .select({ id: quotations.id })
          .from(quotations)
          .where(sql`${quotations.payments} @> ${JSON.stringify([{ paymentTypeId: existing.id }])}::jsonb`)
          .limit(1);
        if (used) throw conflict('This record cannot be deleted because it is still used by quotations.');
      },
    },
  });
}

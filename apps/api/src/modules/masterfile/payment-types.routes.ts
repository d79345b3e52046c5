import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentTypeBody, paymentTypeUpdateBody } from '@oim/shared/schemas/payment-types';
import { quotations } from '../../db/schema/sales-documents';
import { conflict } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { assertPaymentTypeKindMayChange } from './payment-type-kind';
import { paymentTypeResource } from './payment-types.resource';
import { shopWhere } from '../../platform/resource/rows';

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
    update: {
      body: paymentTypeUpdateBody,
      before: async ({ tx }, values, existing) =>
        assertPaymentTypeKindMayChange(
          tx,
          {
            id: Number(existing.id),
            category: String(existing.category),
            requiresReferenceNumber: Boolean(existing.requiresReferenceNumber),
          },
          values,
        ),
    },
    remove: {
      // A quotation keeps its planned payments as JSON, out of reach of a foreign key.
      before: async ({ tx }, existing) => {
        const [used] = await tx
          .select({ id: quotations.id })
          .from(quotations)
          .where(shopWhere(tx, quotations, sql`${quotations.payments} @> ${JSON.stringify([{ paymentTypeId: existing.id }])}::jsonb`))
          .limit(1);
        if (used) throw conflict('This record cannot be deleted because it is still used by quotations.');
      },
    },
  });
}

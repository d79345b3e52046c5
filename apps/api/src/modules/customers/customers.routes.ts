import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerBody, customerUpdateBody } from '@oim/shared/schemas/customers';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema/sales';
import { conflict, invalid, notFound } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud, type CreateOptions } from '../../platform/resource/crud';
import { findResource } from '../../platform/resource/list';
import { shopWhere } from '../../platform/resource/rows';
import { dataSchema } from '../../platform/resource/schema';
import { customerResource } from './customers.resource';

const DEFAULT_STAYS = 'The default customer cannot be unset. Make another customer the default instead.';

/** One default customer per shop: making one the default takes it from the other. */
async function takeDefaultFromOthers(tx: Tx, exceptId?: number): Promise<void> {
  await tx
    .update(customers)
    .set({ isDefault: false })
    .where(
      shopWhere(
        tx,
        customers,
        exceptId === undefined ? eq(customers.isDefault, true) : and(eq(customers.isDefault, true), ne(customers.id, exceptId)),
      ),
    );
}

export const customerCreate: CreateOptions<typeof customerBody> = {
  body: customerBody,
  before: async ({ tx }, values) => {
    if (values.isDefault) await takeDefaultFromOthers(tx);
  },
};

export function registerCustomerRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Customers');

  r.get('sales/customers/default', {
    access: ['View Customer', 'Create Sales Orders'],
    summary: 'The default (walk-in) customer for the terminal',
    response: { 200: dataSchema(customerResource) },
    handler: async ({ tx }) => {
      const [row] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(shopWhere(tx, customers, eq(customers.isDefault, true)))
        .limit(1);
      const customer = row ? await findResource(tx, customerResource, row.id, ['defaultPaymentType']) : undefined;
      if (!customer) throw notFound('default customer');
      return { data: customer };
    },
  });

  registerCrud(r, {
    path: 'sales/customers',
    resource: customerResource,
    access: {
      list: ['View Customer', 'Create Sales Orders'],
      create: 'Create Customer',
      update: 'Edit Customer',
      delete: 'Delete Customer',
    },
    with: ['defaultPaymentType'],
    create: customerCreate,
    update: {
      body: customerUpdateBody,
      before: async ({ tx }, values, existing) => {
        // One default per shop, always: it moves to another customer, it is never just switched off.
        if (values.isDefault === false && existing.isDefault) throw invalid({ isDefault: [DEFAULT_STAYS] });
        if (values.isDefault === true) await takeDefaultFromOthers(tx, existing.id);
      },
    },
    remove: {
      before: async (_ctx, existing) => {
        if (existing.isDefault) throw conflict('The default customer cannot be deleted. Make another customer the default first.');
      },
    },
  });
}

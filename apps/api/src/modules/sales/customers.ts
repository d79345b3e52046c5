import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addressText, customerBody, customerUpdateBody } from '@oim/shared/schemas/customers';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema/sales';
import { conflict, invalid, notFound } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud, type CreateOptions } from '../../platform/resource/crud';
import { belongsTo, defineResource } from '../../platform/resource/define';
import { findResource } from '../../platform/resource/list';
import { dataSchema } from '../../platform/resource/schema';

export const customerResource = defineResource({
  name: 'customers',
  label: 'customer',
  table: customers,
  fields: {
    id: { column: customers.id, type: 'integer' },
    customerName: { column: customers.customerName, type: 'text', search: true },
    defaultPaymentTypeId: { column: customers.defaultPaymentTypeId, type: 'integer' },
    description: { column: customers.description, type: 'text', nullable: true },
    contactPerson: { column: customers.contactPerson, type: 'text', nullable: true, search: true },
    contactNumber: { column: customers.contactNumber, type: 'text', nullable: true, search: true },
    email: { column: customers.email, type: 'text', nullable: true, search: true },
    addressLineOne: { column: customers.addressLineOne, type: 'text', nullable: true, search: true },
    addressLineTwo: { column: customers.addressLineTwo, type: 'text', nullable: true },
    city: { column: customers.city, type: 'text', nullable: true, search: true },
    state: { column: customers.state, type: 'text', nullable: true },
    zipCode: { column: customers.zipCode, type: 'text', nullable: true },
    country: { column: customers.country, type: 'text', nullable: true },
    countryCode: { column: customers.countryCode, type: 'text', nullable: true },
    isDefault: { column: customers.isDefault, type: 'boolean' },
    createdAt: { column: customers.createdAt, type: 'datetime' },
    updatedAt: { column: customers.updatedAt, type: 'datetime' },
  },
  relations: {
    defaultPaymentType: belongsTo('paymentTypes', 'defaultPaymentTypeId'),
  },
  computed: {
    schema: { addressText: z.string(), defaultIndicator: z.string() },
    compute: (row) => ({
      addressText: addressText(row as Parameters<typeof addressText>[0]),
      defaultIndicator: row.isDefault ? 'Default' : '',
    }),
  },
  // A quotation's or order's customer as the document shows it (no email or notes), for those who may not list customers.
  lookup: [
    'id',
    'customerName',
    'contactPerson',
    'contactNumber',
    'addressLineOne',
    'addressLineTwo',
    'city',
    'state',
    'zipCode',
    'country',
    'countryCode',
    'isDefault',
  ],
  defaultSort: [{ column: 'customerName', direction: 'asc' }],
});

const DEFAULT_STAYS = 'The default customer cannot be unset. Make another customer the default instead.';

/** One default customer per shop: making one the default takes it from the other. */
async function takeDefaultFromOthers(tx: Tx, exceptId?: number): Promise<void> {
  await tx
    .update(customers)
    .set({ isDefault: false })
    .where(exceptId === undefined ? eq(customers.isDefault, true) : and(eq(customers.isDefault, true), ne(customers.id, exceptId)));
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
      const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.isDefault, true)).limit(1);
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

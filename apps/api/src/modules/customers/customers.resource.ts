import { z } from 'zod';
import { addressText } from '@oim/shared/schemas/customers';
import { customers } from '../../db/schema/sales';
import { belongsTo, defineResource } from '../../platform/resource/define';

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
    tin: { column: customers.tin, type: 'text', nullable: true, search: true },
    addressLineOne: { column: customers.addressLineOne, type: 'text', nullable: true, search: true },
    addressLineTwo: { column: customers.addressLineTwo, type: 'text', nullable: true },
    city: { column: customers.city, type: 'text', nullable: true, search: true },
    state: { column: customers.state, type: 'text', nullable: true },
    zipCode: { column: customers.zipCode, type: 'text', nullable: true },
    country: { column: customers.country, type: 'text', nullable: true },
    countryCode: { column: customers.countryCode, type: 'text', nullable: true },
    isDefault: { column: customers.isDefault, type: 'boolean' },
    creditLimit: { column: customers.creditLimit, type: 'decimal', nullable: true },
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

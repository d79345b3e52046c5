import { PAYMENT_CATEGORIES } from '@oim/shared/schemas/payment-types';
import { paymentTypes } from '../../db/schema/masterfile';
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

import { DISCOUNT_SCOPES, DISCOUNT_TYPES } from '@oim/shared/schemas/masterfile';
import { discounts } from '../../db/schema/masterfile';
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

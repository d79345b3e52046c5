import { pricingGroups } from '../../db/schema/masterfile';
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

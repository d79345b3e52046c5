import { COMMISSION_TYPES } from '@oim/shared/schemas/masterfile';
import { commissionTemplates } from '../../db/schema/masterfile';
import { defineResource } from '../../platform/resource/define';

export const commissionTemplateResource = defineResource({
  name: 'commissionTemplates',
  label: 'commission template',
  table: commissionTemplates,
  fields: {
    id: { column: commissionTemplates.id, type: 'integer' },
    name: { column: commissionTemplates.name, type: 'text', search: true },
    type: { column: commissionTemplates.type, type: 'enum', values: COMMISSION_TYPES },
    value: { column: commissionTemplates.value, type: 'decimal' },
    isActive: { column: commissionTemplates.isActive, type: 'boolean' },
    createdAt: { column: commissionTemplates.createdAt, type: 'datetime' },
    updatedAt: { column: commissionTemplates.updatedAt, type: 'datetime' },
  },
  defaultSort: [{ column: 'name', direction: 'asc' }],
});

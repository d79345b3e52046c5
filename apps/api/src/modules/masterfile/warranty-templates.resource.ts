import { WARRANTY_DURATION_UNITS } from '@oim/shared/schemas/masterfile';
import { warrantyTemplates } from '../../db/schema/masterfile';
import { defineResource } from '../../platform/resource/define';

export const warrantyTemplateResource = defineResource({
  name: 'warrantyTemplates',
  label: 'warranty template',
  table: warrantyTemplates,
  fields: {
    id: { column: warrantyTemplates.id, type: 'integer' },
    name: { column: warrantyTemplates.name, type: 'text', search: true },
    duration: { column: warrantyTemplates.duration, type: 'integer' },
    durationUnit: { column: warrantyTemplates.durationUnit, type: 'enum', values: WARRANTY_DURATION_UNITS },
    terms: { column: warrantyTemplates.terms, type: 'text', nullable: true, search: true },
    createdAt: { column: warrantyTemplates.createdAt, type: 'datetime' },
    updatedAt: { column: warrantyTemplates.updatedAt, type: 'datetime' },
  },
  defaultSort: [{ column: 'name', direction: 'asc' }],
});

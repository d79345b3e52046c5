import { PRICING_SCHEDULE_TYPES } from '@oim/shared/schemas/masterfile';
import { pricingScheduleBreaks, pricingScheduleTemplates } from '../../db/schema/masterfile';
import { defineResource, hasMany } from '../../platform/resource/define';

export const pricingBreakResource = defineResource({
  name: 'pricingScheduleBreaks',
  label: 'quantity break',
  table: pricingScheduleBreaks,
  fields: {
    id: { column: pricingScheduleBreaks.id, type: 'integer' },
    templateId: { column: pricingScheduleBreaks.templateId, type: 'integer' },
    minQuantity: { column: pricingScheduleBreaks.minQuantity, type: 'decimal' },
    value: { column: pricingScheduleBreaks.value, type: 'decimal' },
  },
  defaultSort: [{ column: 'minQuantity', direction: 'asc' }],
});

export const pricingScheduleTemplateResource = defineResource({
  name: 'pricingScheduleTemplates',
  label: 'pricing schedule template',
  table: pricingScheduleTemplates,
  fields: {
    id: { column: pricingScheduleTemplates.id, type: 'integer' },
    name: { column: pricingScheduleTemplates.name, type: 'text', search: true },
    description: { column: pricingScheduleTemplates.description, type: 'text', nullable: true },
    type: { column: pricingScheduleTemplates.type, type: 'enum', values: PRICING_SCHEDULE_TYPES },
    createdAt: { column: pricingScheduleTemplates.createdAt, type: 'datetime' },
    updatedAt: { column: pricingScheduleTemplates.updatedAt, type: 'datetime' },
  },
  relations: { breaks: hasMany('pricingScheduleBreaks', 'templateId') },
  defaultSort: [{ column: 'name', direction: 'asc' }],
});

import { updateBody } from '@oim/shared/schemas/fields';
import type { FastifyInstance } from 'fastify';
import { WARRANTY_DURATION_UNITS, warrantyTemplateBody } from '@oim/shared/schemas/masterfile';
import { warrantyTemplates } from '../../db/schema/masterfile';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
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

export function registerWarrantyTemplateRoutes(app: FastifyInstance): void {
  registerCrud(createRouter(app, 'Warranty templates'), {
    path: 'masterfile/warranty-templates',
    resource: warrantyTemplateResource,
    feature: 'rma_warranty_module',
    access: {
      list: ['View Warranty Templates', 'View Products', 'Assign Warranty Template'],
      create: 'Create Warranty Template',
      update: 'Edit Warranty Template',
      delete: 'Delete Warranty Template',
    },
    create: { body: warrantyTemplateBody },
    update: { body: updateBody(warrantyTemplateBody) },
  });
}

import { updateBody } from '@oim/shared/schemas/fields';
import type { FastifyInstance } from 'fastify';
import { warrantyTemplateBody } from '@oim/shared/schemas/masterfile';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { warrantyTemplateResource } from './warranty-templates.resource';

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

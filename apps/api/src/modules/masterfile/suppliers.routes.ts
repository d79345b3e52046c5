import type { FastifyInstance } from 'fastify';
import { supplierBody, supplierUpdateBody } from '@oim/shared/schemas/masterfile';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { supplierResource } from './suppliers.resource';

export function registerSupplierRoutes(app: FastifyInstance): void {
  registerCrud(createRouter(app, 'Suppliers'), {
    path: 'masterfile/suppliers',
    resource: supplierResource,
    access: {
      list: ['View Suppliers', 'Create Suppliers', 'View Purchase Orders', 'Create Purchase Orders'],
      create: 'Create Suppliers',
      update: 'Edit Suppliers',
      delete: 'Delete Suppliers',
    },
    create: { body: supplierBody },
    update: { body: supplierUpdateBody },
  });
}

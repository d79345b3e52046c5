import type { FastifyInstance } from 'fastify';
import { supplierBody, supplierUpdateBody } from '@oim/shared/schemas/masterfile';
import { suppliers } from '../../db/schema/masterfile';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { defineResource } from '../../platform/resource/define';

export const supplierResource = defineResource({
  name: 'suppliers',
  label: 'supplier',
  table: suppliers,
  fields: {
    id: { column: suppliers.id, type: 'integer' },
    supplierName: { column: suppliers.supplierName, type: 'text', search: true },
    contactPerson: { column: suppliers.contactPerson, type: 'text', nullable: true, search: true },
    contactNumber: { column: suppliers.contactNumber, type: 'text', nullable: true, search: true },
    email: { column: suppliers.email, type: 'text', nullable: true, search: true },
    address: { column: suppliers.address, type: 'text', nullable: true, search: true },
    paymentTermsDays: { column: suppliers.paymentTermsDays, type: 'integer' },
    createdAt: { column: suppliers.createdAt, type: 'datetime' },
    updatedAt: { column: suppliers.updatedAt, type: 'datetime' },
  },
  defaultSort: [{ column: 'supplierName', direction: 'asc' }],
});

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

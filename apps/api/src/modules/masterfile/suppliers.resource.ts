import { suppliers } from '../../db/schema/masterfile';
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
  // A purchase document's supplier by name, for those who may not list suppliers.
  lookup: ['id', 'supplierName'],
  defaultSort: [{ column: 'supplierName', direction: 'asc' }],
});

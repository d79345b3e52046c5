import type { FastifyInstance } from 'fastify';
import { SERIAL_SOURCES, SERIAL_STATUSES } from '@oim/shared/schemas/inventory';
import { serialNumbers } from '../../db/schema/inventory';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { belongsTo, defineResource } from '../../platform/resource/define';

export const serialNumberResource = defineResource({
  name: 'serialNumbers',
  label: 'serial number',
  table: serialNumbers,
  fields: {
    id: { column: serialNumbers.id, type: 'integer' },
    productId: { column: serialNumbers.productId, type: 'integer' },
    serialNumber: { column: serialNumbers.serialNumber, type: 'text', search: true },
    currentStatus: { column: serialNumbers.status, type: 'enum', values: SERIAL_STATUSES },
    locationId: { column: serialNumbers.locationId, type: 'integer', nullable: true },
    source: { column: serialNumbers.source, type: 'enum', values: SERIAL_SOURCES },
    sourceId: { column: serialNumbers.sourceId, type: 'integer' },
    updatedAt: { column: serialNumbers.updatedAt, type: 'datetime' },
  },
  relations: { product: belongsTo('products', 'productId'), location: belongsTo('stockLocations', 'locationId') },
  defaultSort: [{ column: 'serialNumber', direction: 'asc' }],
});

/** Serial numbers (spec 3: id, serialNumber, productId, currentStatus), e.g. those in stock at a location. */
export function registerSerialNumberRoutes(app: FastifyInstance): void {
  registerCrud(createRouter(app, 'Serial numbers'), {
    path: 'inventory/serial-numbers',
    resource: serialNumberResource,
    access: { list: ['View Stocks', 'View Products', 'Create Sales Orders', 'Create Adjustments', 'Create Stock Transfers'] },
  });
}

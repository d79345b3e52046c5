import { SERIAL_SOURCES, SERIAL_STATUSES } from '@oim/shared/schemas/inventory';
import { serialNumbers } from '../../db/schema/inventory';
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

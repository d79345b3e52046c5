import { stockLocations } from '../../db/schema/masterfile';
import { defineResource } from '../../platform/resource/define';

export const stockLocationResource = defineResource({
  name: 'stockLocations',
  label: 'stock location',
  table: stockLocations,
  fields: {
    id: { column: stockLocations.id, type: 'integer' },
    name: { column: stockLocations.name, type: 'text', search: true },
    code: { column: stockLocations.code, type: 'text', search: true },
    address: { column: stockLocations.address, type: 'text', nullable: true, search: true },
    isActive: { column: stockLocations.isActive, type: 'boolean' },
    sellable: { column: stockLocations.sellable, type: 'boolean' },
    createdAt: { column: stockLocations.createdAt, type: 'datetime' },
    updatedAt: { column: stockLocations.updatedAt, type: 'datetime' },
  },
  // The location of a sale, a stock row or a channel's picking warehouse, by name.
  lookup: ['id', 'name', 'code'],
  defaultSort: [{ column: 'name', direction: 'asc' }],
});

import { salesChannels, salesChannelUsers } from '../../db/schema/sales';
import { belongsTo, defineResource, manyToMany } from '../../platform/resource/define';

export const salesChannelResource = defineResource({
  name: 'salesChannels',
  label: 'sales channel',
  table: salesChannels,
  fields: {
    id: { column: salesChannels.id, type: 'integer' },
    name: { column: salesChannels.name, type: 'text', search: true },
    defaultPickingWarehouseId: { column: salesChannels.defaultPickingWarehouseId, type: 'integer', nullable: true },
    isActive: { column: salesChannels.isActive, type: 'boolean' },
    isCommissionEnabled: { column: salesChannels.isCommissionEnabled, type: 'boolean' },
    createdAt: { column: salesChannels.createdAt, type: 'datetime' },
    updatedAt: { column: salesChannels.updatedAt, type: 'datetime' },
  },
  relations: {
    defaultPickingWarehouse: belongsTo('stockLocations', 'defaultPickingWarehouseId', 'default picking location'),
    users: manyToMany('users', salesChannelUsers, salesChannelUsers.salesChannelId, salesChannelUsers.userId),
  },
  // A document's channel by name, for those who may not list channels.
  lookup: ['id', 'name'],
  defaultSort: [{ column: 'name', direction: 'asc' }],
});

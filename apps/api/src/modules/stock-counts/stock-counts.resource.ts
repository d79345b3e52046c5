import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { STOCK_COUNT_SCOPES, STOCK_COUNT_STATUSES } from '@oim/shared/schemas/stock-counts';
import { qualified } from '../../db/schema/columns';
import { stockCounts } from '../../db/schema/stock-counts';
import { belongsTo, defineResource } from '../../platform/resource/define';

const ids = z.array(z.number().int());
const countId = qualified(stockCounts.id);
const countTenant = qualified(stockCounts.tenantId);

/** A physical count of one location (issue 35; docs/architecture/stock-counts.md). */
export const stockCountResource = defineResource({
  name: 'stockCounts',
  label: 'stock count',
  table: stockCounts,
  fields: {
    id: { column: stockCounts.id, type: 'integer' },
    stockCountNumber: { column: stockCounts.stockCountNumber, type: 'text', search: true },
    locationId: { column: stockCounts.locationId, type: 'integer' },
    locationName: {
      column: sql<string>`(select l.name from stock_locations l where l.tenant_id = ${countTenant} and l.id = ${qualified(stockCounts.locationId)})`,
      type: 'text',
    },
    name: { column: stockCounts.name, type: 'text', search: true },
    scope: { column: stockCounts.scope, type: 'enum', values: STOCK_COUNT_SCOPES },
    categoryIds: { column: stockCounts.categoryIds, type: 'json', schema: ids, filter: false, sort: false },
    brandIds: { column: stockCounts.brandIds, type: 'json', schema: ids, filter: false, sort: false },
    supplierId: { column: stockCounts.supplierId, type: 'integer', nullable: true },
    productIds: { column: stockCounts.productIds, type: 'json', schema: ids, filter: false, sort: false },
    blind: { column: stockCounts.blind, type: 'boolean' },
    notes: { column: stockCounts.notes, type: 'text', nullable: true },
    status: { column: stockCounts.status, type: 'enum', values: STOCK_COUNT_STATUSES },
    countDate: { column: stockCounts.countDate, type: 'date' },
    startedAt: { column: stockCounts.startedAt, type: 'datetime', nullable: true },
    startedBy: { column: stockCounts.startedBy, type: 'integer', nullable: true },
    postedAt: { column: stockCounts.postedAt, type: 'datetime', nullable: true },
    postedBy: { column: stockCounts.postedBy, type: 'integer', nullable: true },
    zeroUncounted: { column: stockCounts.zeroUncounted, type: 'boolean', nullable: true },
    cancelledAt: { column: stockCounts.cancelledAt, type: 'datetime', nullable: true },
    cancelledBy: { column: stockCounts.cancelledBy, type: 'integer', nullable: true },
    cancelReason: { column: stockCounts.cancelReason, type: 'text', nullable: true },
    createdBy: { column: stockCounts.createdBy, type: 'integer', nullable: true },
    createdAt: { column: stockCounts.createdAt, type: 'datetime' },
    lineCount: {
      column: sql<number>`(select count(*)::int from stock_count_lines scl where scl.tenant_id = ${countTenant} and scl.stock_count_id = ${countId})`,
      type: 'integer',
      filter: false,
    },
    countedCount: {
      column: sql<number>`(select count(*)::int from stock_count_lines scl where scl.tenant_id = ${countTenant} and scl.stock_count_id = ${countId} and scl.counted is not null)`,
      type: 'integer',
      filter: false,
    },
  },
  relations: {
    location: belongsTo('stockLocations', 'locationId'),
    supplier: belongsTo('suppliers', 'supplierId'),
    createdByUser: belongsTo('users', 'createdBy'),
    startedByUser: belongsTo('users', 'startedBy'),
    postedByUser: belongsTo('users', 'postedBy'),
    cancelledByUser: belongsTo('users', 'cancelledBy'),
  },
  lookup: ['id', 'stockCountNumber', 'name', 'status'],
  defaultSort: [{ column: 'id', direction: 'desc' }],
});

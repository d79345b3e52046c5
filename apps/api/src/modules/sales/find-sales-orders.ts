import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { salesOrders } from '../../db/schema/sales-documents';
import { DOCUMENT_PREFIXES, findNumbered } from '../../platform/documents';
import { shopWhere } from '../../platform/resource/rows';

/** Ids of the sales orders numbered as the term can mean ("SO-000123", "so-123", "123"). */
export function findSalesOrderIds(tx: Tx, term: string): Promise<number[]> {
  return findNumbered(term, DOCUMENT_PREFIXES.salesOrder, (numbers) =>
    tx
      .select({ id: salesOrders.id })
      .from(salesOrders)
      .where(shopWhere(tx, salesOrders, inArray(salesOrders.salesOrderNumber, numbers))),
  );
}

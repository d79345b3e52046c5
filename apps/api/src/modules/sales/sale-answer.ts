import type { Tx } from '../../db/client';
import type { Row, Viewer } from '../../platform/resource/define';
import { findResource } from '../../platform/resource/list';
import { salesOrderResource } from './sales-orders.resource';

/** What a sales order is answered with after a change: its customer, channel, lines, payments and receivables. */
export const ORDER_DETAIL = [
  'customer',
  'salesChannel',
  'location',
  'salesOrderItems.orderedUom',
  'paymentTerms.paymentType',
  'receivables',
  'createdByUser',
  'voidedByUser',
];

/** A sales order as the API answers it (ORDER_DETAIL), or undefined when the shop has none of that id. */
export function findSalesOrder(tx: Tx, id: number, viewer?: Viewer): Promise<Row | undefined> {
  return findResource(tx, salesOrderResource, id, ORDER_DETAIL, viewer);
}

import { tenantOf, type Tx } from '../../db/client';

/**
 * The shop of a sale's transaction, for statements that say `tenant_id = <shop>` so that a database
 * distributed by tenant_id routes them to one node (docs/scaling.md, "Routing by shop"). Sales are
 * only ever read and written in a shop's transaction.
 */
export function shopOf(tx: Tx): number {
  const tenantId = tenantOf(tx);
  if (tenantId === null) throw new Error('Sales are read and written in a shop’s transaction.');
  return tenantId;
}

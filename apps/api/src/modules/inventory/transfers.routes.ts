import type { FastifyInstance } from 'fastify';
import { transferBody } from '@oim/shared/schemas/inventory';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { findResource } from '../../platform/resource/list';
import { messageDataSchema } from '../../platform/resource/schema';
import { transferItemResource, transferResource } from './movements.resource';
import { postTransfer } from './post-transfer';

const transferWith = ['sourceWarehouse', 'destinationWarehouse', 'createdByUser', 'items.product', 'items.uom'];

export function registerTransferRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Stock transfers');

  registerCrud(r, {
    path: 'inventory/stock-transfers',
    resource: transferResource,
    access: { list: 'View Stock Transfers' },
    with: transferWith,
  });
  registerCrud(r, { path: 'inventory/stock-transfer-items', resource: transferItemResource, access: { list: 'View Stock Transfers' } });

  /** Moves stock (and its serial numbers) from one location to another in one transaction. */
  r.post('inventory/stock-transfers', {
    access: 'Create Stock Transfers',
    summary: 'Transfer stock between locations',
    body: transferBody,
    status: 201,
    response: { 201: messageDataSchema(transferResource) },
    handler: async ({ tx, tenant, user, body }) => {
      const { id } = await postTransfer(tx, tenant.id, user.id, body);
      return { message: 'Transfer posted successfully.', data: (await findResource(tx, transferResource, id, transferWith, user))! };
    },
  });
}

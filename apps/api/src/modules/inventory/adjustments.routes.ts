import type { FastifyInstance } from 'fastify';
import { adjustmentBody } from '@oim/shared/schemas/inventory';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { findResource } from '../../platform/resource/list';
import { messageDataSchema } from '../../platform/resource/schema';
import { adjustmentItemResource, adjustmentResource } from './movements.resource';
import { postAdjustment } from './post-adjustment';

const adjustmentWith = ['location', 'createdByUser', 'items.product', 'items.uom'];

export function registerAdjustmentRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Inventory adjustments');

  registerCrud(r, { path: 'inventory/adjustments/items', resource: adjustmentItemResource, access: { list: 'View Adjustments' } });

  registerCrud(r, {
    path: 'inventory/adjustments',
    resource: adjustmentResource,
    access: { list: 'View Adjustments' },
    with: adjustmentWith,
  });

  /**
   * Posts an adjustment: each item adds or takes out a quantity, or sets what was counted (the
   * difference is posted). Posted at once and for good; a correction is another adjustment.
   */
  r.post('inventory/adjustments', {
    access: 'Create Adjustments',
    summary: 'Post an inventory adjustment (quantities in or out, or counted quantities)',
    body: adjustmentBody,
    status: 201,
    response: { 201: messageDataSchema(adjustmentResource) },
    handler: async ({ tx, tenant, user, body }) => {
      const { id } = await postAdjustment(tx, tenant.id, user.id, body);
      return { message: 'Adjustment posted successfully.', data: (await findResource(tx, adjustmentResource, id, adjustmentWith, user))! };
    },
  });
}

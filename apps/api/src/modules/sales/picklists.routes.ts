import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { findResource } from '../../platform/resource/list';
import { messageDataSchema } from '../../platform/resource/schema';
import { picklistResource } from './picklists.resource';
import { createPicklist } from './create-picklist';
import { recordPicking } from './record-picking';

const PICKLIST_DETAIL = ['salesOrder', 'items.product', 'items.pickingLocation', 'createdByUser'];

/** Picklists (picklist_module): the paper a picker walks the shelves with; stock moved at the sale. */
export function registerPicklistRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Picklists');

  r.put('sales/sales-orders/:id/picklist', {
    access: 'Create Picklist',
    feature: 'picklist_module',
    summary: "Make the order's picklist: its stocked lines, to pick from the order's location",
    params: idParam,
    status: 201,
    response: { 201: messageDataSchema(picklistResource) },
    handler: async ({ tx, tenant, user, params }) => {
      const id = await createPicklist({ tx, tenantId: tenant.id, userId: user.id }, params.id);
      return {
        message: 'Picklist created successfully.',
        data: (await findResource(tx, picklistResource, id, PICKLIST_DETAIL, user))!,
      };
    },
  });

  r.put('sales/picklists/:id/picking-locations', {
    access: 'Create Picklist',
    feature: 'picklist_module',
    summary: 'Say where each item is picked from, and which are picked',
    params: idParam,
    body: z.object({
      items: z
        .array(
          z.object({
            id: z.coerce.number().int().positive(),
            pickingLocationId: z.coerce.number().int().positive().optional(),
            isPicked: z.boolean().optional(),
          }),
        )
        .min(1, { error: 'Send at least one item.' })
        .max(1000),
    }),
    response: { 200: messageDataSchema(picklistResource) },
    handler: async ({ tx, user, params, body }) => {
      await recordPicking(tx, params.id, body.items);
      return { message: 'Updated successfully.', data: (await findResource(tx, picklistResource, params.id, PICKLIST_DETAIL, user))! };
    },
  });

  registerCrud(r, {
    path: 'sales/picklists',
    resource: picklistResource,
    feature: 'picklist_module',
    access: { list: 'View Picklist' },
    with: PICKLIST_DETAIL,
  });
}

import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import { stockLocations } from '../../db/schema/masterfile';
import { picklistItems, picklists } from '../../db/schema/sales-documents';
import { invalid, notFound } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { findResource } from '../../platform/resource/list';
import { messageDataSchema } from '../../platform/resource/schema';
import { picklistResource } from './picklists.resource';
import { createPicklist } from './create-picklist';
import { shopWhere } from '../../platform/resource/rows';

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
      const id = await createPicklist(tx, tenant.id, user.id, params.id);
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
      const [picklist] = await tx
        .select({ id: picklists.id })
        .from(picklists)
        .where(shopWhere(tx, picklists, eq(picklists.id, params.id)))
        .for('update');
      if (!picklist) throw notFound('picklist');
      const own = await tx
        .select({ id: picklistItems.id })
        .from(picklistItems)
        .where(shopWhere(tx, picklistItems, eq(picklistItems.picklistId, params.id)));
      const foreign = body.items.filter((i) => !own.some((o) => o.id === i.id));
      if (foreign.length > 0) throw invalid({ items: [`The item ${foreign.map((f) => f.id).join(', ')} is not on this picklist.`] });
      const locationIds = [...new Set(body.items.flatMap((i) => (i.pickingLocationId ? [i.pickingLocationId] : [])))];
      if (locationIds.length > 0) {
        const found = await tx
          .select({ id: stockLocations.id })
          .from(stockLocations)
          .where(shopWhere(tx, stockLocations, inArray(stockLocations.id, locationIds)));
        if (found.length !== locationIds.length) throw invalid({ items: ['The selected picking location is invalid.'] });
      }
      for (const item of body.items) {
        const set = {
          ...(item.pickingLocationId ? { pickingLocationId: item.pickingLocationId } : {}),
          ...(item.isPicked !== undefined ? { isPicked: item.isPicked } : {}),
        };
        if (Object.keys(set).length > 0)
          await tx
            .update(picklistItems)
            .set(set)
            .where(shopWhere(tx, picklistItems, eq(picklistItems.id, item.id)));
      }
      const left = await tx
        .select({ id: picklistItems.id })
        .from(picklistItems)
        .where(shopWhere(tx, picklistItems, and(eq(picklistItems.picklistId, params.id), eq(picklistItems.isPicked, false))));
      await tx
        .update(picklists)
        .set({ status: left.length === 0 ? 'PICKED' : 'OPEN' })
        .where(shopWhere(tx, picklists, eq(picklists.id, params.id)));
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

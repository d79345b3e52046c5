import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idParam } from '@oim/shared/schemas/fields';
import { serviceOrderCommentBody } from '@oim/shared/schemas/service';
import { serviceOrderComments, serviceOrders } from '../../db/schema/service';
import { notFound } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { createRouter } from '../../platform/http/routes';
import { allowRead } from '../../platform/resource/define';
import { findResource, listResource, readListQuery } from '../../platform/resource/list';
import { messageDataSchema, pageSchema, rawQuery } from '../../platform/resource/schema';
import { COMMENT_ON_SERVICE_ORDERS, VIEW_SERVICE_ORDERS } from './service-order-access';
import { lockOpenServiceOrder } from './save-service-order';
import { serviceOrderCommentResource } from './service-orders.resource';

export function registerServiceOrderCommentRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Job orders');
  allowRead(serviceOrderCommentResource, VIEW_SERVICE_ORDERS);

  r.get('service/service-orders/:id/comments', {
    access: VIEW_SERVICE_ORDERS,
    summary: "A job order's comments, oldest first (list protocol); their photos are media of type service-order-comments",
    params: idParam,
    query: rawQuery,
    response: { 200: pageSchema(serviceOrderCommentResource) },
    handler: async ({ tx, params, query, user }) => {
      const [order] = await tx
        .select({ id: serviceOrders.id })
        .from(serviceOrders)
        .where(shopWhere(tx, serviceOrders, eq(serviceOrders.id, params.id)));
      if (!order) throw notFound('job order');
      const list = readListQuery(query);
      if (list.relations.length === 0) list.relations = ['author'];
      return listResource(tx, serviceOrderCommentResource, list, {
        extraWhere: [eq(serviceOrderComments.serviceOrderId, params.id)],
        viewer: user,
      });
    },
  });

  r.post('service/service-orders/:id/comments', {
    access: COMMENT_ON_SERVICE_ORDERS,
    summary: 'Comment on an open job order as the signed-in user (RELEASED or CANCELLED → 409)',
    params: idParam,
    body: serviceOrderCommentBody,
    status: 201,
    response: { 201: messageDataSchema(serviceOrderCommentResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      await lockOpenServiceOrder(tx, params.id);
      const [row] = await tx
        .insert(serviceOrderComments)
        .values({ tenantId: tenant.id, serviceOrderId: params.id, text: body.text, authorId: user.id })
        .returning({ id: serviceOrderComments.id });
      return { message: 'Comment added.', data: (await findResource(tx, serviceOrderCommentResource, row!.id, ['author'], user))! };
    },
  });
}

import { serviceOrderComments, serviceOrders } from '../../db/schema/service';
import { registerMediaOwner } from '../media';
import { COMMENT_ON_SERVICE_ORDERS, EDIT_SERVICE_ORDERS, VIEW_SERVICE_ORDERS } from './service-order-access';

// Photos of the item taken in, and photos that go with a comment (a cracked board, a part's label).
registerMediaOwner({
  type: 'service-orders',
  table: serviceOrders,
  label: 'job order',
  collections: ['service_order_images'],
  view: VIEW_SERVICE_ORDERS,
  edit: EDIT_SERVICE_ORDERS,
});

registerMediaOwner({
  type: 'service-order-comments',
  table: serviceOrderComments,
  label: 'job order comment',
  collections: ['comment_images'],
  view: VIEW_SERVICE_ORDERS,
  edit: COMMENT_ON_SERVICE_ORDERS,
});

import type { Permission } from '@oim/shared/permissions';

/** Who may read job orders: any of their view permissions (list, board, details) or the general one. */
export const VIEW_SERVICE_ORDERS = [
  'View Job Order',
  'View Job Order List',
  'View Job Order Board',
  'View Job Order Details',
] as const satisfies readonly Permission[];

/** Who may attach photos to the order itself: who takes it in or edits it. */
export const EDIT_SERVICE_ORDERS = ['Create Job Order', 'Edit Job Order'] as const satisfies readonly Permission[];

/** Who may comment (and attach photos to comments): who edits the order or works it through its statuses. */
export const COMMENT_ON_SERVICE_ORDERS = ['Edit Job Order', 'Update Job Order Status'] as const satisfies readonly Permission[];

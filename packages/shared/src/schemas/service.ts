import { z } from 'zod';
import { canMove, isFinal, type StatusFlow } from '../status-flow';
import { optionalInstant } from './expenses';
import { dateOnly, decimal, optionalId, optionalText, requiredId, requiredText, text } from './fields';

/** A job order's way through the shop, in order; CANCELLED stands beside it (from any state before RELEASED). */
export const SERVICE_ORDER_FLOW = [
  'RECEIVED',
  'DIAGNOSING',
  'WAITING_FOR_APPROVAL',
  'WAITING_FOR_PARTS',
  'IN_PROGRESS',
  'READY_FOR_PICKUP',
  'RELEASED',
] as const;
export const SERVICE_ORDER_STATUSES = [...SERVICE_ORDER_FLOW, 'CANCELLED'] as const;
export type ServiceOrderStatus = (typeof SERVICE_ORDER_STATUSES)[number];

/** Statuses in which a job order is read-only. */
export const CLOSED_SERVICE_ORDER_STATUSES: readonly ServiceOrderStatus[] = ['RELEASED', 'CANCELLED'];

/**
 * The moves a person makes: forward by any number of steps, back by exactly one, CANCELLED from any
 * open state. RELEASED is reached only by completing the order's sale (the status route refuses
 * it on its own), and voiding that sale reopens the order. The board offers only these moves.
 */
export const SERVICE_ORDER_MOVES: StatusFlow<ServiceOrderStatus> = {
  RECEIVED: ['DIAGNOSING', 'WAITING_FOR_APPROVAL', 'WAITING_FOR_PARTS', 'IN_PROGRESS', 'READY_FOR_PICKUP', 'RELEASED', 'CANCELLED'],
  DIAGNOSING: ['RECEIVED', 'WAITING_FOR_APPROVAL', 'WAITING_FOR_PARTS', 'IN_PROGRESS', 'READY_FOR_PICKUP', 'RELEASED', 'CANCELLED'],
  WAITING_FOR_APPROVAL: ['DIAGNOSING', 'WAITING_FOR_PARTS', 'IN_PROGRESS', 'READY_FOR_PICKUP', 'RELEASED', 'CANCELLED'],
  WAITING_FOR_PARTS: ['WAITING_FOR_APPROVAL', 'IN_PROGRESS', 'READY_FOR_PICKUP', 'RELEASED', 'CANCELLED'],
  IN_PROGRESS: ['WAITING_FOR_PARTS', 'READY_FOR_PICKUP', 'RELEASED', 'CANCELLED'],
  READY_FOR_PICKUP: ['IN_PROGRESS', 'RELEASED', 'CANCELLED'],
  RELEASED: [],
  CANCELLED: [],
};

const stepOf = (status: ServiceOrderStatus) => (SERVICE_ORDER_FLOW as readonly string[]).indexOf(status);

/** Why a move from one status to another is refused (SERVICE_ORDER_MOVES), or null when it is allowed. */
export function refusedServiceOrderMove(from: ServiceOrderStatus, to: ServiceOrderStatus): string | null {
  if (isFinal(SERVICE_ORDER_MOVES, from)) return `A ${from.toLowerCase()} job order can no longer change status.`;
  if (to === from) return `The job order is already ${from}.`;
  if (canMove(SERVICE_ORDER_MOVES, from, to)) return null;
  return `A job order moves back one step at a time: from ${from} only to ${SERVICE_ORDER_FLOW[stepOf(from) - 1]}.`;
}

export const SERVICE_ORDER_PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export type ServiceOrderPriority = (typeof SERVICE_ORDER_PRIORITIES)[number];

/** A part (a PRODUCT of the catalogue) or labour (a SERVICE). */
export const SERVICE_ORDER_LINE_TYPES = ['PRODUCT', 'SERVICE'] as const;
export type ServiceOrderLineType = (typeof SERVICE_ORDER_LINE_TYPES)[number];

/** The SKU of the shop's Labour service product, which carries labour typed on a job order (a description, no catalogue pick). */
export const LABOUR_SKU = 'LABOUR';
export const LABOUR_DESCRIPTION_REQUIRED = 'Describe the labour, or choose a product.';

/**
 * A catalogue line (productId and uomId) or typed labour (description, no productId): the latter is
 * sold as the shop's Labour service product under that description. A SERVICE line may carry a
 * description too (it names the work); a part may not.
 */
const serviceOrderLine = z
  .object({
    productId: optionalId('product'),
    uomId: optionalId('unit'),
    description: optionalText('description', 255),
    quantity: decimal('quantity', { min: 0.0001, places: 4 }),
    unitPrice: decimal('unit price'),
  })
  .superRefine((line, ctx) => {
    if (line.productId === null && line.description === null)
      ctx.addIssue({ code: 'custom', path: ['description'], message: LABOUR_DESCRIPTION_REQUIRED });
    if (line.productId !== null && line.uomId === null)
      ctx.addIssue({ code: 'custom', path: ['uomId'], message: 'The unit field is required.' });
  });

/** POST service/service-orders (Create Job Order): the item taken in, for whom, and the estimate. */
export const serviceOrderBody = z.object({
  customerId: requiredId('customer'),
  salesChannelId: optionalId('sales channel'),
  itemDescription: requiredText('item description', 500),
  brand: optionalText('brand', 100),
  model: optionalText('model', 100),
  /** Free text; when it matches a serial this shop sold, the order links to that sale. */
  serialNumber: optionalText('serial number', 100),
  accessoriesReceived: optionalText('accessories received', 1000),
  problemReported: requiredText('problem reported', 2000),
  diagnosis: optionalText('diagnosis', 4000),
  assignedTechnicianId: optionalId('technician'),
  priority: z.enum(SERVICE_ORDER_PRIORITIES, { error: 'The priority must be LOW, NORMAL, HIGH or URGENT.' }).optional().default('NORMAL'),
  /** When the item came in; missing means now. */
  receivedAt: optionalInstant('received date'),
  promisedDate: dateOnly('promised date').nullish(),
  /** Parts (PRODUCT lines) and labour (SERVICE lines); the estimate is their sum. */
  lines: z.array(serviceOrderLine).max(200, { error: 'A job order may have at most 200 lines.' }).optional().default([]),
  /** A payment taken at intake, applied when the order's sale is made. */
  deposit: decimal('deposit').optional().default('0'),
  depositPaymentTypeId: optionalId('deposit payment type'),
  notes: optionalText('notes', 2000),
});
export type ServiceOrderBody = z.output<typeof serviceOrderBody>;

/** PUT service/service-orders/{id} (Edit Job Order): the fields to change; lines, when given, replace all lines. */
export const serviceOrderUpdateBody = serviceOrderBody
  .omit({ priority: true, lines: true, deposit: true })
  .partial()
  .extend({
    priority: z.enum(SERVICE_ORDER_PRIORITIES, { error: 'The priority must be LOW, NORMAL, HIGH or URGENT.' }).optional(),
    lines: z.array(serviceOrderLine).max(200, { error: 'A job order may have at most 200 lines.' }).optional(),
    deposit: decimal('deposit').optional(),
  });
export type ServiceOrderUpdateBody = z.output<typeof serviceOrderUpdateBody>;

export const CANCEL_REASON_REQUIRED = 'Give the reason for cancelling the job order.';

/** PUT service/service-orders/{id}/status (Update Job Order Status); cancelling needs the reason as its remark. */
export const serviceOrderStatusBody = z
  .object({
    status: z.enum(SERVICE_ORDER_STATUSES, { error: `The status must be one of ${SERVICE_ORDER_STATUSES.join(', ')}.` }),
    remark: optionalText('remark', 1000),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'CANCELLED' && !body.remark) ctx.addIssue({ code: 'custom', path: ['remark'], message: CANCEL_REASON_REQUIRED });
  });

/**
 * DELETE service/service-orders/{id} (Delete Job Order) cancels the order: it keeps its number
 * (the series has no gaps) and the reason goes into its history.
 */
export const serviceOrderCancelBody = z.object({
  reason: text('reason', { error: CANCEL_REASON_REQUIRED })
    .trim()
    .min(1, { error: CANCEL_REASON_REQUIRED })
    .max(1000, { error: 'The reason may not be greater than 1000 characters.' }),
});
export type ServiceOrderCancelBody = z.output<typeof serviceOrderCancelBody>;

/**
 * PUT service/service-orders/{id}/reopen (Delete Job Order, the right that cancels): a CANCELLED
 * order goes back to the status it had before, its history kept; the reason is optional.
 */
export const serviceOrderReopenBody = z.object({ reason: optionalText('reason', 1000) });
export type ServiceOrderReopenBody = z.output<typeof serviceOrderReopenBody>;

/**
 * POST service/service-orders/{id}/refund-deposit (Delete Job Order): a cancelled order's deposit
 * paid back to its customer as money out; the deposit's own payment type unless another is given.
 */
export const serviceOrderDepositRefundBody = z.object({
  paymentTypeId: optionalId('payment type'),
  referenceNumber: optionalText('reference number'),
  paymentDate: dateOnly('payment date').nullish(),
});
export type ServiceOrderDepositRefundBody = z.output<typeof serviceOrderDepositRefundBody>;
export type ServiceOrderStatusBody = z.output<typeof serviceOrderStatusBody>;

/** PUT service/service-orders/{id}/technician (Update Assigned Technician); null unassigns. */
export const serviceOrderTechnicianBody = z.object({ assignedTechnicianId: optionalId('technician') });

/** POST service/service-orders/{id}/comments. */
export const serviceOrderCommentBody = z.object({ text: requiredText('text', 4000) });

/**
 * POST service/service-orders/{id}/generate-sales-order answers this: a draft of the sales order
 * create payload (spec 3) that the terminal opens, plus the job order it completes. Posted with
 * POST sales/pos-order (serviceOrderId kept), it releases the job order.
 */
export const serviceOrderSaleDraftSchema = z.object({
  serviceOrderId: z.number().int(),
  /** null when the job order names no channel: the terminal's own channel applies. */
  salesChannelId: z.number().int().nullable(),
  customerId: z.number().int(),
  orderItems: z.array(
    z.object({
      uniqueId: z.string(),
      productId: z.number().int(),
      sku: z.string(),
      productName: z.string(),
      productType: z.enum(['PRODUCT', 'BUNDLE', 'SERVICE']),
      orderedQuantity: z.number(),
      orderedUomId: z.number().int(),
      orderedUnit: z.string(),
      orderedUnitPrice: z.number(),
      lineTotal: z.number(),
      appliedDiscounts: z.array(z.never()),
      serialNumbers: z.array(z.never()),
    }),
  ),
  orderPayments: z.array(
    z.object({
      paymentType: z.number().int(),
      paidAmount: z.number(),
      dueAmount: z.number(),
      referenceNumber: z.string().nullable(),
      notes: z.string().nullable(),
      tenderedAmount: z.number().nullable(),
      change: z.number().nullable(),
    }),
  ),
  grossTotal: z.number(),
  discountTotal: z.number(),
  taxTotal: z.number(),
  netTotal: z.number(),
  paidAmountTotal: z.number(),
  appliedDiscounts: z.array(z.never()),
  publicNote: z.string().nullable(),
});
export type ServiceOrderSaleDraft = z.output<typeof serviceOrderSaleDraftSchema>;

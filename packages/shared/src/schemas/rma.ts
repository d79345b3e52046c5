import { z } from 'zod';
import type { StatusFlow } from '../status-flow';
import { dateOnly, decimal, optionalId, optionalText, requiredId, requiredText, text } from './fields';

/** A product warranty's stored status; EXPIRED is answered for an ACTIVE one past its end date. */
export const WARRANTY_STATUSES = ['ACTIVE', 'EXPIRED', 'CLAIMED', 'VOID'] as const;
export type WarrantyStatus = (typeof WARRANTY_STATUSES)[number];

export const RMA_STATUSES = ['REQUESTED', 'RECEIVED', 'RESOLVED', 'REJECTED'] as const;
export type RmaStatus = (typeof RMA_STATUSES)[number];

/** An RMA is received at the counter, then resolved or rejected (either also straight from REQUESTED). */
export const RMA_MOVES: StatusFlow<RmaStatus> = {
  REQUESTED: ['RECEIVED', 'RESOLVED', 'REJECTED'],
  RECEIVED: ['RESOLVED', 'REJECTED'],
  RESOLVED: [],
  REJECTED: [],
};

/** What the customer gets for a returned line. */
export const RMA_RESOLUTIONS = ['REFUND', 'REPLACE', 'REPAIR', 'STORE_CREDIT'] as const;
export type RmaResolution = (typeof RMA_RESOLUTIONS)[number];

export const RMA_CONDITIONS = ['GOOD', 'OPENED', 'DAMAGED', 'DEFECTIVE'] as const;
export type RmaCondition = (typeof RMA_CONDITIONS)[number];
/** Conditions whose goods never go back to a sellable location: by default to a non-sellable one, else written off. */
export const UNSELLABLE_CONDITIONS: readonly RmaCondition[] = ['DAMAGED', 'DEFECTIVE'];

export const CUSTOMER_CREDIT_STATUSES = ['OPEN', 'USED', 'VOIDED'] as const;

export const RMA_PDF_FORMATS = ['a4', '80mm'] as const;

const serial = text('serial number').trim().min(1, { error: 'A serial number cannot be blank.' }).max(100);
const serialList = z.array(serial, { error: 'The serial numbers must be a list.' }).max(1000).nullish();

/** Where returned goods go: a stock location of the shop (sellable or not), or written off. */
const restockTo = z
  .union([z.literal('WRITE_OFF'), z.number(), z.string()], { error: 'Choose a stock location or WRITE_OFF.' })
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    if (v === 'WRITE_OFF') return 'WRITE_OFF' as const;
    const n = typeof v === 'number' ? v : /^\d{1,15}$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Choose a stock location or WRITE_OFF.' });
      return z.NEVER;
    }
    return n;
  });

export const rmaLineBody = z.object({
  salesOrderLineId: requiredId('sales order line'),
  quantity: decimal('quantity', { places: 4, min: 0.0001 }),
  serialNumbers: serialList,
  reason: requiredText('reason', 500),
  condition: z.enum(RMA_CONDITIONS, { error: 'The condition must be one of GOOD, OPENED, DAMAGED, DEFECTIVE.' }),
  resolution: z.enum(RMA_RESOLUTIONS, { error: 'The resolution must be one of REFUND, REPLACE, REPAIR, STORE_CREDIT.' }),
  restockTo,
  replacementLocationId: optionalId('replacement location'),
  replacementSerialNumbers: serialList,
  warrantyId: optionalId('warranty'),
});

/** POST rma-warranty/rmas: a return of goods sold on one sale. */
export const rmaBody = z.object({
  salesOrderId: requiredId('sales order'),
  rmaDate: dateOnly('RMA date').nullish(),
  notes: optionalText('notes', 1000),
  refundPaymentTypeId: optionalId('refund payment type'),
  refundReferenceNumber: optionalText('refund reference number', 100),
  lines: z.array(rmaLineBody, { error: 'The lines must be a list.' }).min(1, { error: 'Return at least one line.' }).max(100),
});
export type RmaBody = z.infer<typeof rmaBody>;

export const rmaReceiveBody = z.object({ notes: optionalText('notes', 1000) });

export const rmaRejectBody = z.object({ reason: requiredText('reason', 500) });

/** POST rma-warranty/rmas/{id}/resolve. */
export const rmaResolveBody = z.object({
  refundPaymentTypeId: optionalId('refund payment type'),
  refundReferenceNumber: optionalText('refund reference number', 100),
  paymentDate: dateOnly('payment date').nullish(),
  lines: z
    .array(
      z.object({
        id: requiredId('RMA line'),
        replacementSerialNumbers: serialList,
        replacementLocationId: optionalId('replacement location'),
      }),
    )
    .max(100)
    .nullish(),
});
export type RmaResolveBody = z.infer<typeof rmaResolveBody>;

export const rmaPdfQuery = z.object({
  format: z.enum(RMA_PDF_FORMATS, { error: 'The format must be a4 or 80mm.' }).optional().default('a4'),
});

/** POST rma-warranty/customer-credits/{id}/apply. */
export const customerCreditApplyBody = z.object({ paymentDate: dateOnly('payment date').nullish() });

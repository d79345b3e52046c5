import { z } from 'zod';
import { requiredText, updateBody } from './fields';

export const PAYMENT_CATEGORIES = ['IMMEDIATE', 'TRADE_CREDIT', 'INSTALLMENT', 'OTHER'] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];

export const paymentTypeBody = z.object({
  name: requiredText('name', 100),
  category: z.enum(PAYMENT_CATEGORIES, { error: 'The category must be one of IMMEDIATE, TRADE_CREDIT, INSTALLMENT, OTHER.' }),
  requiresReferenceNumber: z.boolean({ error: 'The requires reference number field must be true or false.' }).optional().default(false),
  isActive: z.boolean({ error: 'The active field must be true or false.' }).optional().default(true),
});
export const paymentTypeUpdateBody = updateBody(paymentTypeBody);

import { z } from 'zod';
import { customerBody } from '@oim/shared/schemas/customers';

/**
 * The customer form (spec 3: only name, contact number, payment type, address line one and the
 * default flag are on it), validated with the same rules as the server: customerName and
 * defaultPaymentTypeId are required (spec 5).
 */
export const customerFormSchema = z.object({
  customerName: customerBody.shape.customerName,
  contactNumber: customerBody.shape.contactNumber,
  // An empty select is "not chosen", so it reads as missing rather than as an invalid id.
  defaultPaymentTypeId: z.preprocess((v) => (v === '' || v === null ? undefined : v), customerBody.shape.defaultPaymentTypeId),
  addressLineOne: customerBody.shape.addressLineOne,
  isDefault: z.boolean(),
});

export type CustomerFormInput = z.input<typeof customerFormSchema>;
/** What the form sends: POST on create, PUT on update. */
export type CustomerFormValues = z.output<typeof customerFormSchema>;

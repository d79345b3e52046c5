import { z } from 'zod';
import { customerBody } from '@oim/shared/schemas/customers';

/**
 * The customer form: spec 3's name, contact number, payment type, address line one and default
 * flag, the contact person, email and TIN an invoice to a business needs, and the credit limit; validated with the
 * same rules as the server: customerName and defaultPaymentTypeId are required (spec 5).
 */
export const customerFormSchema = z.object({
  customerName: customerBody.shape.customerName,
  contactNumber: customerBody.shape.contactNumber,
  contactPerson: customerBody.shape.contactPerson,
  email: customerBody.shape.email,
  tin: customerBody.shape.tin,
  // An empty select is "not chosen", so it reads as missing rather than as an invalid id.
  defaultPaymentTypeId: z.preprocess((v) => (v === '' || v === null ? undefined : v), customerBody.shape.defaultPaymentTypeId),
  addressLineOne: customerBody.shape.addressLineOne,
  isDefault: z.boolean(),
  // Blank is "no limit": sent as null, so an edit can also take a limit off.
  creditLimit: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), customerBody.shape.creditLimit),
});

export type CustomerFormInput = z.input<typeof customerFormSchema>;
/** What the form sends: POST on create, PUT on update. */
export type CustomerFormValues = z.output<typeof customerFormSchema>;

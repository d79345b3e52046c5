import { z } from 'zod';
import { optionalEmail, optionalText, requiredId, requiredText, updateBody } from './fields';

export const customerBody = z.object({
  customerName: requiredText('customer name'),
  defaultPaymentTypeId: requiredId('default payment type'),
  description: optionalText('description', 2000),
  contactPerson: optionalText('contact person'),
  contactNumber: optionalText('contact number', 50),
  email: optionalEmail(),
  addressLineOne: optionalText('address line one'),
  addressLineTwo: optionalText('address line two'),
  city: optionalText('city', 100),
  state: optionalText('state', 100),
  zipCode: optionalText('zip code', 20),
  country: optionalText('country', 100),
  countryCode: optionalText('country code', 3),
  isDefault: z.boolean({ error: 'The default flag must be true or false.' }).optional().default(false),
});
export type CustomerBody = z.infer<typeof customerBody>;
export const customerUpdateBody = updateBody(customerBody);

export const ADDRESS_PARTS = ['addressLineOne', 'addressLineTwo', 'city', 'state', 'zipCode', 'country'] as const;

/** The displayed address: the parts joined with spaces, empty ones skipped (spec 3). */
export function addressText(customer: Partial<Record<(typeof ADDRESS_PARTS)[number], string | null | undefined>>): string {
  return ADDRESS_PARTS.map((k) => customer[k]?.trim() ?? '')
    .filter((s) => s !== '')
    .join(' ');
}

import { z } from 'zod';
import { decimal, optionalEmail, optionalText, requiredId, requiredText, updateBody } from './fields';

export const TIN_FORMAT = 'The TIN must be 9 digits, or 12 or 14 with the branch code (e.g. 123-456-789-000).';

/**
 * A taxpayer identification number as the BIR prints it: 9 digits, or 12 or 14 with the branch
 * code, in groups of three joined by hyphens (123-456-789-000). Spaces, dots and hyphens typed
 * between the digits are allowed; missing and blank become null.
 */
export const optionalTin = () =>
  optionalText('TIN', 30)
    .refine((v) => v === null || (/^[\d\s.-]+$/.test(v) && [9, 12, 14].includes(v.replace(/\D/g, '').length)), { error: TIN_FORMAT })
    .transform((v) => {
      if (v === null) return null;
      const digits = v.replace(/\D/g, '');
      return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9), digits.slice(9)].filter(Boolean).join('-');
    });

export const customerBody = z.object({
  customerName: requiredText('customer name'),
  defaultPaymentTypeId: requiredId('default payment type'),
  description: optionalText('description', 2000),
  contactPerson: optionalText('contact person'),
  contactNumber: optionalText('contact number', 50),
  email: optionalEmail(),
  tin: optionalTin(),
  addressLineOne: optionalText('address line one'),
  addressLineTwo: optionalText('address line two'),
  city: optionalText('city', 100),
  state: optionalText('state', 100),
  zipCode: optionalText('zip code', 20),
  country: optionalText('country', 100),
  countryCode: optionalText('country code', 3),
  isDefault: z.boolean({ error: 'The default flag must be true or false.' }).optional().default(false),
  /** The most the customer may owe on credit, in pesos; null (or left out): no limit. */
  creditLimit: decimal('credit limit').nullish(),
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

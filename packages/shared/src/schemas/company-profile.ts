import { z } from 'zod';

/** Keys of the company profile (spec 3: a list of key/value settings; company_name among them). */
export const COMPANY_PROFILE_KEYS = ['company_name', 'address', 'tin', 'phone', 'email', 'receipt_header', 'receipt_footer'] as const;
export type CompanyProfileKey = (typeof COMPANY_PROFILE_KEYS)[number];

const value = z
  .string({ error: 'Each setting value must be text.' })
  .max(2000, { error: 'A setting value may not be greater than 2000 characters.' })
  .nullable();

/** Settings are sent either as a map or as a list of {key, value}. */
export const companyProfileBody = z.object({
  settings: z.union([
    z.partialRecord(z.enum(COMPANY_PROFILE_KEYS, { error: 'Unknown setting key.' }), value),
    z.array(z.object({ key: z.enum(COMPANY_PROFILE_KEYS, { error: 'Unknown setting key.' }), value })),
  ]),
});

import { z } from 'zod';
import { TAX_PROFILES } from '../pos/tax';

/** Keys of the company profile (spec 3: a list of key/value settings; company_name among them). */
export const COMPANY_PROFILE_KEYS = [
  'company_name',
  'address',
  'tin',
  'phone',
  'email',
  /** The name registered with the BIR, printed on receipts above the trade name (company_name). */
  'registered_name',
  /** Which wording heads a receipt: OFFICIAL_RECEIPT ("THIS SERVES AS AN OFFICIAL RECEIPT") or SALES_INVOICE. */
  'receipt_wording',
  'receipt_header',
  'receipt_footer',
  /** The terms printed on a job order's claim ticket, one per line. */
  'service_terms',
  /** NON_VAT (the default: no VAT, receipts say "NON-VAT") or VAT (12%, prices VAT-inclusive); see pos/tax. */
  'tax_profile',
  /** The shop's time zone (an IANA name; blank is Asia/Manila): every screen and document shows times in it. */
  'time_zone',
] as const;
export type CompanyProfileKey = (typeof COMPANY_PROFILE_KEYS)[number];

/** The receipt's legal wording (a blank setting prints none, as before). */
export const RECEIPT_WORDINGS = ['OFFICIAL_RECEIPT', 'SALES_INVOICE'] as const;
export const RECEIPT_WORDING_TEXT: Record<(typeof RECEIPT_WORDINGS)[number], string> = {
  OFFICIAL_RECEIPT: 'THIS SERVES AS AN OFFICIAL RECEIPT',
  SALES_INVOICE: 'SALES INVOICE',
};
export const RECEIPT_WORDING_INVALID = 'The receipt wording must be OFFICIAL_RECEIPT or SALES_INVOICE.';

export const COMPANY_NAME_REQUIRED = 'The company name field is required.';
export const TAX_PROFILE_INVALID = 'The tax profile must be NON_VAT or VAT.';
export const COMPANY_EMAIL_INVALID = 'The email must be a valid email address.';
export const TIME_ZONE_INVALID = 'The time zone must be a known time zone name, such as Asia/Manila.';
export const TIME_ZONE_SHOP_ONLY = "The time zone is the shop's, set on its own profile, not per channel.";

// The shop's zone lives without zod, so the screens that format times (the sign-in page too) need no schema code.
export { DEFAULT_SHOP_TIME_ZONE, isTimeZoneName, shopTimeZoneOf } from '../time-zone';
import { isTimeZoneName } from '../time-zone';

const emailFormat = z.email();

/** A blank email is none; anything else must be an address. */
export function isCompanyEmail(value: string): boolean {
  const text = value.trim();
  return text === '' || emailFormat.safeParse(text).success;
}

const value = z
  .string({ error: 'Each setting value must be text.' })
  .max(2000, { error: 'A setting value may not be greater than 2000 characters.' })
  .nullable();

/** Settings are sent either as a map or as a list of {key, value}. */
const settings = z.union([
  z.partialRecord(z.enum(COMPANY_PROFILE_KEYS, { error: 'Unknown setting key.' }), value),
  z.array(z.object({ key: z.enum(COMPANY_PROFILE_KEYS, { error: 'Unknown setting key.' }), value })),
]);

type Settings = z.output<typeof settings>;

function entriesOf(body: Settings): [CompanyProfileKey, string | null | undefined][] {
  return Array.isArray(body)
    ? body.map((s) => [s.key, s.value])
    : (Object.entries(body) as [CompanyProfileKey, string | null | undefined][]);
}

/**
 * The checks of the profile form, made here so the API answers them too: the email's format and,
 * for the shop's own profile (the app's title), a company name. Errors sit under settings.<key>
 * whichever form the settings were sent in. A key left out keeps its stored value.
 */
function checked(requireCompanyName: boolean) {
  return z.object({ settings }).superRefine((body, ctx) => {
    for (const [key, v] of entriesOf(body.settings)) {
      const text = (v ?? '').trim();
      if (key === 'company_name' && requireCompanyName && text === '') {
        ctx.addIssue({ code: 'custom', path: ['settings', key], message: COMPANY_NAME_REQUIRED });
      }
      if (key === 'receipt_wording' && text !== '' && !(RECEIPT_WORDINGS as readonly string[]).includes(text))
        ctx.addIssue({ code: 'custom', path: ['settings', key], message: RECEIPT_WORDING_INVALID });
      if (key === 'tax_profile' && text !== '' && !(TAX_PROFILES as readonly string[]).includes(text))
        ctx.addIssue({ code: 'custom', path: ['settings', key], message: TAX_PROFILE_INVALID });
      if (key === 'time_zone' && !requireCompanyName && text !== '')
        ctx.addIssue({ code: 'custom', path: ['settings', key], message: TIME_ZONE_SHOP_ONLY });
      else if (key === 'time_zone' && text !== '' && !isTimeZoneName(text))
        ctx.addIssue({ code: 'custom', path: ['settings', key], message: TIME_ZONE_INVALID });
      if (key === 'email' && !isCompanyEmail(text))
        ctx.addIssue({ code: 'custom', path: ['settings', key], message: COMPANY_EMAIL_INVALID });
    }
  });
}

/** The shop's profile: its company name may not be blanked. */
export const companyProfileBody = checked(true);

/** A sales channel's overrides: a blank value means the shop's. */
export const channelProfileBody = checked(false);

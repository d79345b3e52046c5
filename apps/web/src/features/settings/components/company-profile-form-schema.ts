import { z } from 'zod';
import { TAX_PROFILES } from '@oim/shared/pos/tax';
import {
  COMPANY_EMAIL_INVALID,
  COMPANY_NAME_REQUIRED,
  DEFAULT_SHOP_TIME_ZONE,
  isCompanyEmail,
  isTimeZoneName,
  TAX_PROFILE_INVALID,
  TIME_ZONE_INVALID,
  type CompanyProfileKey,
} from '@oim/shared/schemas/company-profile';
import type { CompanyProfileSettings } from '../types';

/** A setting as typed: at most 2000 characters (the API's limit); blank is sent as null. */
const text = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, { error: `The ${label} may not be greater than 2000 characters.` });
const emailText = text('email').refine(isCompanyEmail, { error: COMPANY_EMAIL_INVALID });

const toSettings = (values: Record<CompanyProfileKey, string>): CompanyProfileSettings =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? null : v])) as CompanyProfileSettings;

const fields = {
  address: text('address'),
  tin: text('TIN'),
  registered_name: text('registered name'),
  receipt_wording: text('receipt wording'),
  phone: text('phone'),
  email: emailText,
  receipt_header: text('receipt header'),
  receipt_footer: text('receipt footer'),
  service_terms: text('job order terms'),
  tax_profile: z.string().refine((v) => v === '' || (TAX_PROFILES as readonly string[]).includes(v), { error: TAX_PROFILE_INVALID }),
  time_zone: z.string().refine((v) => v === '' || isTimeZoneName(v), { error: TIME_ZONE_INVALID }),
};

/** The shop's profile: the company name is the app's title, so it is required. */
export const companyProfileFormSchema = z
  .object({ company_name: text('company name').min(1, { error: COMPANY_NAME_REQUIRED }), ...fields })
  .transform(toSettings);

/** A channel's overrides: every field may stay blank, meaning the shop's value. */
export const channelOverridesFormSchema = z.object({ company_name: text('company name'), ...fields }).transform(toSettings);

export type CompanyProfileFormInput = Record<CompanyProfileKey, string>;

/** The shop's own form: a profile never set is NON_VAT (the default). */
export function toShopFormInput(values: Partial<Record<string, string | null>> | undefined): CompanyProfileFormInput {
  return { ...toFormInput(values), tax_profile: values?.tax_profile || 'NON_VAT' };
}

export function toFormInput(values: Partial<Record<string, string | null>> | undefined): CompanyProfileFormInput {
  return {
    company_name: values?.company_name ?? '',
    address: values?.address ?? '',
    tin: values?.tin ?? '',
    registered_name: values?.registered_name ?? '',
    receipt_wording: values?.receipt_wording ?? '',
    phone: values?.phone ?? '',
    email: values?.email ?? '',
    receipt_header: values?.receipt_header ?? '',
    receipt_footer: values?.receipt_footer ?? '',
    service_terms: values?.service_terms ?? '',
    tax_profile: values?.tax_profile ?? '',
    // Blank is the default zone, which the form lists once, as the default.
    time_zone: values?.time_zone === DEFAULT_SHOP_TIME_ZONE ? '' : (values?.time_zone ?? ''),
  };
}

import { api } from './api-client';

/** The shop's profile as a map (company_name, address, tin, phone, email, receipt_header, receipt_footer). */
export type CompanyProfileValues = Partial<Record<string, string | null>>;

/**
 * Query keys of the company profile. The shell's title and footer read `value`; the settings screen
 * writes it, so both sides take the key from here.
 */
export const companyProfileKeys = {
  all: ['setting', 'company-profiles'] as const,
  value: ['setting', 'company-profiles', 'value'] as const,
  /** The settings screen's own copy: loaded strictly, so a failed load never shows as an empty form. */
  form: ['setting', 'company-profiles', 'form'] as const,
  logo: ['setting', 'company-profiles', 'logo'] as const,
  channel: (channelId: number) => ['setting', 'company-profiles', 'channel', channelId] as const,
};

/** GET setting/company-profiles/value; a failure is only logged (spec 8) and reads as empty. */
export async function fetchCompanyProfile(): Promise<CompanyProfileValues> {
  try {
    return (await api.get<{ data: CompanyProfileValues }>('setting/company-profiles/value')).data ?? {};
  } catch (error) {
    console.error('Could not load the company profile', error);
    return {};
  }
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyProfileKeys, type CompanyProfileValues } from '@/lib/company-profile';

/**
 * GET setting/company-profiles/value for the settings screen. Unlike the shell's copy, a failure is
 * an error here: an empty form saved over the real profile would erase it.
 */
export async function getCompanyProfile(signal?: AbortSignal): Promise<CompanyProfileValues> {
  return (await api.get<{ data: CompanyProfileValues }>('setting/company-profiles/value', undefined, signal ? { signal } : {})).data ?? {};
}

export function getCompanyProfileQueryOptions() {
  return queryOptions({ queryKey: companyProfileKeys.form, queryFn: ({ signal }) => getCompanyProfile(signal) });
}

export function useCompanyProfileForm() {
  return useQuery(getCompanyProfileQueryOptions());
}

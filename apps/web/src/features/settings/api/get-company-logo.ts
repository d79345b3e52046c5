import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyProfileKeys } from '@/lib/company-profile';

/** GET setting/company-profiles/logo-base64: a PNG data URL, or null when no logo is uploaded. */
export async function getCompanyLogo(signal?: AbortSignal): Promise<string | null> {
  return (await api.get<{ data: string | null }>('setting/company-profiles/logo-base64', undefined, signal ? { signal } : {})).data ?? null;
}

export function getCompanyLogoQueryOptions() {
  return queryOptions({ queryKey: companyProfileKeys.logo, queryFn: ({ signal }) => getCompanyLogo(signal), staleTime: 5 * 60_000 });
}

export function useCompanyLogo() {
  return useQuery(getCompanyLogoQueryOptions());
}

import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const DEFAULT_APP_TITLE = 'Order and Inventory Management';

export type CompanyProfileValues = Partial<Record<string, string | null>>;

/** The shop's profile as a map; a failure is only logged (spec 8) and reads as empty. */
export function useCompanyProfile() {
  return useQuery({
    queryKey: ['setting', 'company-profiles', 'value'],
    queryFn: async () => {
      try {
        return (await api.get<{ data: CompanyProfileValues }>('setting/company-profiles/value')).data ?? {};
      } catch (error) {
        console.error('Could not load the company profile', error);
        return {} as CompanyProfileValues;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** Spec 1: the application title is the company name, by default 'Order and Inventory Management'. */
export function useDocumentTitle(companyName: string | null | undefined) {
  useEffect(() => {
    document.title = companyName?.trim() || DEFAULT_APP_TITLE;
  }, [companyName]);
}

import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { companyProfileKeys, fetchCompanyProfile } from '@/lib/company-profile';

export const DEFAULT_APP_TITLE = 'Order and Inventory Management';

/** The shop's profile as a map; a failure is only logged (spec 8) and reads as empty. */
export function useCompanyProfile() {
  return useQuery({
    queryKey: companyProfileKeys.value,
    queryFn: fetchCompanyProfile,
    staleTime: 5 * 60_000,
  });
}

/** Spec 1: the application title is the company name, by default 'Order and Inventory Management'. */
export function useDocumentTitle(companyName: string | null | undefined) {
  useEffect(() => {
    document.title = companyName?.trim() || DEFAULT_APP_TITLE;
  }, [companyName]);
}

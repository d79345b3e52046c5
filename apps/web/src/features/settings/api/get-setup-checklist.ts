import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyProfileKeys } from '@/lib/company-profile';

/** What a new shop has set up for its first receipt (GET setting/setup-checklist). */
export type SetupChecklist = {
  shopName: boolean;
  address: boolean;
  tin: boolean;
  logo: boolean;
  receiptFooter: boolean;
  product: boolean;
  sale: boolean;
};

export async function getSetupChecklist(signal?: AbortSignal): Promise<SetupChecklist> {
  return (await api.get<{ data: SetupChecklist }>('setting/setup-checklist', undefined, signal ? { signal } : {})).data;
}

/** Read again whenever it is shown: the steps are done on other screens. */
export function getSetupChecklistQueryOptions() {
  return queryOptions({
    queryKey: [...companyProfileKeys.all, 'setup-checklist'],
    queryFn: ({ signal }) => getSetupChecklist(signal),
    staleTime: 0,
  });
}

export function useSetupChecklist(enabled: boolean) {
  return useQuery({ ...getSetupChecklistQueryOptions(), enabled });
}

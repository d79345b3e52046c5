import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyProfileKeys } from '@/lib/company-profile';

export function deleteCompanyLogo(): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>('setting/company-profiles/logo');
}

export function useDeleteCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompanyLogo,
    onSuccess: () => queryClient.setQueryData(companyProfileKeys.logo, null),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyProfileKeys, type CompanyProfileValues } from '@/lib/company-profile';
import type { CompanyProfileSettings } from '../types';

export type SavedCompanyProfile = { message?: string; data: CompanyProfileValues };

/** POST setting/company-profiles {settings}: blank values are stored as none. */
export function saveCompanyProfile(settings: CompanyProfileSettings): Promise<SavedCompanyProfile> {
  return api.post<SavedCompanyProfile>('setting/company-profiles', { settings });
}

/** The shell's title and footer phone read the profile, so they follow the saved answer at once. */
export function useSaveCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyProfile,
    onSuccess: async (answer) => {
      queryClient.setQueryData(companyProfileKeys.value, answer.data);
      queryClient.setQueryData(companyProfileKeys.form, answer.data);
      // Channels without their own value show the shop's.
      await queryClient.invalidateQueries({ queryKey: [...companyProfileKeys.all, 'channel'] });
    },
  });
}

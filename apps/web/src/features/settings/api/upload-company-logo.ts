import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyProfileKeys } from '@/lib/company-profile';
import { uploadWithProgress } from '@/lib/upload';

/** The API's limit on the logo file. */
export const LOGO_MAX_BYTES = 10 * 1024 * 1024;

export type UploadedLogo = { message?: string; data: string };

/** POST setting/company-profiles/logo, multipart with the field 'logo'; the answer is the stored PNG as a data URL. */
export function uploadCompanyLogo({ file, onProgress }: { file: File; onProgress: (percent: number) => void }): Promise<UploadedLogo> {
  const form = new FormData();
  form.append('logo', file, file.name);
  return uploadWithProgress<UploadedLogo>('setting/company-profiles/logo', form, onProgress);
}

export function useUploadCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCompanyLogo,
    onSuccess: (answer) => queryClient.setQueryData(companyProfileKeys.logo, answer.data),
  });
}

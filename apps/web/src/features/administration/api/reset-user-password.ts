import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT masterfile/users/{id}/reset-password: an administrator sets a new password without the old one. */
export function resetUserPassword({ id, newPassword }: { id: number; newPassword: string }): Promise<{ message?: string }> {
  return api.put<{ message?: string }>(`masterfile/users/${id}/reset-password`, { newPassword });
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}

import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeBody } from '@oim/shared/schemas/auth';
import { api } from '@/lib/api-client';

export function changePassword(body: PasswordChangeBody): Promise<{ message?: string }> {
  return api.put<{ message?: string }>('me/password', body);
}

/** PUT /api/me/password (a wrong current password answers 422 on currentPassword). */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

import type { PasswordResetBody } from '@oim/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { fetchCsrfCookie } from '@/lib/csrf';

/** POST reset-password: sets the new password with the token of a reset link. */
export async function resetPassword(body: PasswordResetBody): Promise<{ message: string }> {
  await fetchCsrfCookie();
  return api.post<{ message: string }>('reset-password', body, { skipAuth: true });
}

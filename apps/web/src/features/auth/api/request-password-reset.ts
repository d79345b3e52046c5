import type { PasswordResetRequestBody } from '@oim/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { fetchCsrfCookie } from '@/lib/csrf';

/** POST forgot-password: the shop mails a one-time link if the address is one of its accounts (the answer is the same either way). */
export async function requestPasswordReset(body: PasswordResetRequestBody): Promise<{ message: string }> {
  await fetchCsrfCookie();
  return api.post<{ message: string }>('forgot-password', body, { skipAuth: true });
}

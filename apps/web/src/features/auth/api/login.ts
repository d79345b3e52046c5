import type { SessionUser } from '@oim/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { fetchCsrfCookie } from '@/lib/csrf';

export type LoginCredentials = { email: string; password: string };
export type LoginAnswer = { data: { user: SessionUser; token: string; refreshToken: string } };

/** Spec 7.1: the CSRF cookie first, then POST {api}/login without the auth interceptor. */
export async function login(credentials: LoginCredentials): Promise<LoginAnswer> {
  await fetchCsrfCookie();
  return api.post<LoginAnswer>('login', credentials, { skipAuth: true });
}

// Where a browser bench finds the benchmark shop (set by `npm run bench`, apps/api/bench/run.ts), and
// how it calls the shop's API and signs in there.
import { httpRequest } from '../support/http';

export const BASE = process.env.BENCH_URL ?? 'http://bench.localhost:3000';
export const EMAIL = process.env.BENCH_EMAIL ?? 'admin@bench.shop';
export const PASSWORD = process.env.BENCH_PASSWORD ?? process.env.ADMIN_PASSWORD ?? 'demo12345';
/** The web app's session in localStorage (lib/session-store.ts). */
export const SESSION_KEY = 'oim-auth-session';

/** One call to the shop's API; anything but a 2xx answer throws. */
export async function api<T = any>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const answer = await httpRequest<T>(`${BASE}/api/${path}`, {
    method,
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body } : {}),
  });
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body;
}

/** Signs the bench's user in: its access token, and the web app's session to put in localStorage (SESSION_KEY). */
export async function signInForBench(): Promise<{ token: string; session: string }> {
  const login = await api<{ data: { token: string; refreshToken: string; user: unknown } }>('POST', 'login', undefined, {
    email: EMAIL,
    password: PASSWORD,
  });
  const { token } = login.data;
  const session = JSON.stringify({
    state: { isLoggedIn: true, user: login.data.user, accessToken: token, refreshToken: login.data.refreshToken },
    version: 0,
  });
  return { token, session };
}

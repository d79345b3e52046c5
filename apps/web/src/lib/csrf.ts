import { api, getApiBase } from './api-client';

/** {base}/sanctum/csrf-cookie: the site base is the API base without its /api (spec 7.1). */
export function csrfCookieUrl(apiBase: string = getApiBase(), pageUrl: string = window.location.href): string {
  return new URL(`${apiBase.replace(/\/api\/?$/, '')}/sanctum/csrf-cookie`, pageUrl).href;
}

/** Initialises the CSRF cookie; done before login (spec 7.1). */
export async function fetchCsrfCookie(): Promise<void> {
  await api.get<void>(csrfCookieUrl(), undefined, { skipAuth: true });
}

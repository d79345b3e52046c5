import { isNetworkFailure, reportServerReached } from './offline/connectivity';
import { useSession } from './session-store';

/** An answer other than 2xx, as the API sends it: {message, errors}. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Query parameters; arrays repeat the key, empty values are left out. */
  params?: URLSearchParams | Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Spec 7: requests marked Skip-Auth-Interceptor carry no token and never trigger a refresh. */
  skipAuth?: boolean;
  /** Answer a Blob (file downloads) instead of JSON. */
  responseType?: 'json' | 'blob';
};

let apiBase = '/api';
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/$/, '');
}
export function getApiBase(): string {
  return apiBase;
}

/** Called when the session cannot be renewed; the app sends the user to /login. */
let onSessionExpired: () => void = () => {
  window.location.assign('/login');
};
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

function urlFor(path: string, params: RequestOptions['params']): string {
  const url = /^https?:\/\//.test(path) ? path : `${apiBase}/${path.replace(/^\//, '')}`;
  if (!params) return url;
  const search =
    params instanceof URLSearchParams
      ? params
      : new URLSearchParams(
          Object.entries(params)
            .filter(([, v]) => v !== undefined && v !== null && v !== '')
            .map(([k, v]) => [k, String(v)]),
        );
  const query = search.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = { ...options.headers };
  if (!isForm) {
    headers['Content-Type'] ??= 'application/json';
    headers.Accept ??= 'application/json';
    headers['X-Requested-With'] ??= 'XMLHttpRequest';
  }
  if (token && !options.skipAuth) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(urlFor(path, options.params), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
    reportServerReached(true);
    return response;
  } catch (error) {
    if (isNetworkFailure(error)) reportServerReached(false);
    throw error;
  }
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const { message, errors } = (body ?? {}) as { message?: string; errors?: Record<string, string[]> };
  return new ApiError(response.status, message ?? response.statusText ?? 'Request failed', errors ?? {}, body);
}

let refreshing: Promise<string | null> | null = null;

/**
 * One refresh for however many requests failed with 401 at once (spec 4): the others wait for it
 * and retry with the new token. A failed refresh, or one without data, signs the user out.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const { refreshToken, setTokens, signOut } = useSession.getState();
    try {
      if (!refreshToken) throw new Error('no refresh token');
      let response: Response;
      try {
        response = await send('refresh', { method: 'POST', body: { refresh_token: refreshToken }, skipAuth: true }, null);
      } catch (error) {
        // No answer (offline): the session is not over; the refresh is tried again once the server answers.
        if (isNetworkFailure(error)) return useSession.getState().accessToken;
        throw error;
      }
      if (!response.ok) throw await errorOf(response);
      const body = (await response.json()) as { data?: { token?: string; refreshToken?: string } };
      if (!body.data?.token || !body.data.refreshToken) throw new Error('refresh answered without data');
      setTokens({ token: body.data.token, refreshToken: body.data.refreshToken });
      return body.data.token;
    } catch {
      signOut();
      onSessionExpired();
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** How long before the access token runs out it is renewed, so a page left open never has a request refused for it. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

/** The access token to send: the current one, or a renewed one when it runs out within a minute. */
async function currentAccessToken(): Promise<string | null> {
  const { accessToken, accessTokenExpiresAt } = useSession.getState();
  if (!accessToken || accessTokenExpiresAt === null || accessTokenExpiresAt - Date.now() > RENEW_BEFORE_EXPIRY_MS) return accessToken;
  return refreshAccessToken();
}

/** Calls the API and answers the parsed JSON body (or a Blob); non-2xx answers throw ApiError. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.skipAuth ? null : await currentAccessToken();
  let response = await send(path, options, token);
  if (response.status === 401 && !options.skipAuth && token) {
    // A refresh that finished while this request was on its way already gave a new token: use it.
    const current = useSession.getState().accessToken;
    const renewed = current && current !== token ? current : await refreshAccessToken();
    if (!renewed) throw await errorOf(response);
    response = await send(path, options, renewed);
  }
  if (!response.ok) throw await errorOf(response);
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, params?: RequestOptions['params'], options: Omit<RequestOptions, 'params' | 'method'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET', ...(params ? { params } : {}) }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body' | 'method'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body' | 'method'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method'> = {}) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The message to show for a failed save (spec 8): the server's, else the generic one. */
export function errorMessage(error: unknown, fallback = 'An error occurred. Please try again.'): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setSessionExpiredHandler } from './api-client';
import { MENU_SETTINGS_STORAGE_KEY, SESSION_STORAGE_KEY, useSession } from './session-store';

type Call = { url: string; init: RequestInit };
let calls: Call[];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = { id: 1, firstname: 'A', lastname: 'B', email: 'a@b.ph', displayName: 'A', salesChannels: [], roles: [], roleNames: [] };

beforeEach(() => {
  calls = [];
  useSession.getState().signIn({ user, token: 'old-token', refreshToken: 'refresh-1' });
});
afterEach(() => vi.unstubAllGlobals());

function stubFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return handler(url, init);
  });
}

describe('the API client', () => {
  it('sends the bearer token and the JSON and XMLHttpRequest headers', async () => {
    stubFetch(() => json(200, { data: [] }));
    await api.get('sales/customers', { page: 1, globalFilter: '' });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]!.url).toBe('/api/sales/customers?page=1');
    expect(headers.Authorization).toBe('Bearer old-token');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Accept).toBe('application/json');
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('sends no token on requests marked to skip the auth interceptor, and no JSON headers with form data', async () => {
    stubFetch(() => json(200, {}));
    await api.post('login', { email: 'x' }, { skipAuth: true });
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
    await api.post('media/upload', new FormData());
    const headers = calls[1]!.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer old-token');
  });

  it('on 401 refreshes exactly once for requests failing together, then retries each with the new token', async () => {
    stubFetch((url, init) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      if (url === '/api/refresh') return json(200, { data: { token: 'new-token', refreshToken: 'refresh-2' } });
      return auth === 'Bearer new-token' ? json(200, { data: url }) : json(401, { message: 'Unauthenticated.' });
    });
    const answers = await Promise.all([api.get<{ data: string }>('a'), api.get<{ data: string }>('b'), api.get<{ data: string }>('c')]);
    expect(answers.map((a) => a.data)).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(calls.filter((c) => c.url === '/api/refresh')).toHaveLength(1);
    expect(JSON.parse(String(calls.find((c) => c.url === '/api/refresh')!.init.body))).toEqual({ refresh_token: 'refresh-1' });
    expect(useSession.getState()).toMatchObject({ accessToken: 'new-token', refreshToken: 'refresh-2', isLoggedIn: true });
  });

  it('signs out and goes to /login when the refresh fails or answers without data', async () => {
    for (const refreshAnswer of [json(401, { message: 'nope' }), json(200, {})]) {
      useSession.getState().signIn({ user, token: 'old-token', refreshToken: 'refresh-1' });
      localStorage.setItem(MENU_SETTINGS_STORAGE_KEY, '{}');
      const expired = vi.fn();
      setSessionExpiredHandler(expired);
      stubFetch((url) => (url === '/api/refresh' ? refreshAnswer.clone() : json(401, { message: 'Unauthenticated.' })));
      await expect(api.get('a')).rejects.toBeInstanceOf(ApiError);
      expect(expired).toHaveBeenCalledTimes(1);
      expect(useSession.getState().isLoggedIn).toBe(false);
      expect(localStorage.getItem(MENU_SETTINGS_STORAGE_KEY)).toBeNull();
    }
  });

  it('passes other errors on with the server message and field errors', async () => {
    stubFetch(() =>
      json(422, { message: 'The customer name field is required.', errors: { customerName: ['The customer name field is required.'] } }),
    );
    const error = await api.post('sales/customers', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The customer name field is required.',
      errors: { customerName: ['The customer name field is required.'] },
    });
  });
});

describe('a 401 that arrives after the refresh is done', () => {
  it('retries with the new token instead of refreshing again', async () => {
    useSession.getState().signIn({ user, token: 'old-token', refreshToken: 'refresh-1' });
    let releaseSlow: () => void = () => {};
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    stubFetch(async (url, init) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      if (url === '/api/refresh') return json(200, { data: { token: 'new-token', refreshToken: 'refresh-2' } });
      if (url === '/api/slow' && auth === 'Bearer old-token') {
        await slowGate;
        return json(401, { message: 'Unauthenticated.' });
      }
      return auth === 'Bearer new-token' ? json(200, { data: url }) : json(401, { message: 'Unauthenticated.' });
    });
    const slow = api.get<{ data: string }>('slow');
    expect((await api.get<{ data: string }>('fast')).data).toBe('/api/fast');
    releaseSlow();
    expect((await slow).data).toBe('/api/slow');
    expect(calls.filter((c) => c.url === '/api/refresh')).toHaveLength(1);
  });
});

/** A token shaped as the server's: a JWT whose claims say when it was issued and when it runs out. */
const jwt = (issuedAt: number, lifetimeSeconds: number, name = 'token') =>
  [
    'eyJhbGciOiJIUzI1NiJ9',
    Buffer.from(JSON.stringify({ sid: 1, iat: issuedAt, exp: issuedAt + lifetimeSeconds })).toString('base64url'),
    name,
  ].join('.');

describe('an access token about to run out', () => {
  afterEach(() => vi.useRealTimers());

  it('is renewed before the request is sent, once for requests sent together, so none is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The device's clock is ten minutes behind the server's: only the token's lifetime counts.
    const serverNow = Math.floor(Date.now() / 1000) + 600;
    const first = jwt(serverNow, 900, 'first');
    const second = jwt(serverNow + 900, 900, 'second');
    useSession.getState().signIn({ user, token: first, refreshToken: 'refresh-1' });
    stubFetch((url, init) => {
      if (url === '/api/refresh') return json(200, { data: { token: second, refreshToken: 'refresh-2' } });
      const auth = (init.headers as Record<string, string>).Authorization;
      return json(200, { data: auth });
    });

    vi.advanceTimersByTime(13 * 60_000);
    expect((await api.get<{ data: string }>('a')).data).toBe(`Bearer ${first}`);
    expect(calls.map((c) => c.url)).toEqual(['/api/a']);

    vi.advanceTimersByTime(90_000);
    const answers = await Promise.all([api.get<{ data: string }>('b'), api.get<{ data: string }>('c')]);
    expect(answers.map((a) => a.data)).toEqual([`Bearer ${second}`, `Bearer ${second}`]);
    expect(calls.map((c) => c.url)).toEqual(['/api/a', '/api/refresh', '/api/b', '/api/c']);
    expect(useSession.getState()).toMatchObject({ accessToken: second, refreshToken: 'refresh-2' });

    // The new token has its own fifteen minutes.
    vi.advanceTimersByTime(10 * 60_000);
    await api.get('d');
    expect(calls.filter((c) => c.url === '/api/refresh')).toHaveLength(1);
  });

  it('whose renewal fails signs the user out instead of sending it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    useSession.getState().signIn({ user, token: jwt(Math.floor(Date.now() / 1000), 900), refreshToken: 'refresh-1' });
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    stubFetch((url, init) =>
      url === '/api/refresh'
        ? json(401, { message: 'Unauthenticated.' })
        : json((init.headers as Record<string, string>).Authorization ? 200 : 401, { message: 'Unauthenticated.' }),
    );
    vi.advanceTimersByTime(15 * 60_000);
    await expect(api.get('a')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(useSession.getState().isLoggedIn).toBe(false);
    expect((calls.find((c) => c.url === '/api/a')!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

describe('tokens another tab renewed', () => {
  it('are taken over from local storage, so this tab never presents a spent refresh token', async () => {
    useSession.getState().signIn({ user, token: 'old-token', refreshToken: 'refresh-1' });
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!) as { state: Record<string, unknown> };
    stored.state = { ...stored.state, accessToken: 'other-tab-token', refreshToken: 'refresh-2' };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    await vi.waitFor(() => expect(useSession.getState()).toMatchObject({ accessToken: 'other-tab-token', refreshToken: 'refresh-2' }));
    stubFetch(() => json(200, {}));
    await api.get('a');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer other-tab-token');
  });
});

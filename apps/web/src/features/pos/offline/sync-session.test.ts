import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { OfflineDb } from './offline-db';
import { enqueueOfflineSale } from './offline-sales';
import { postQueuedSale, syncQueue } from './sync-queue';

// Issue 21 item 4: a cashier whose access token ran out while the terminal was offline still gets
// the sales made meanwhile posted: the sync renews the token with the device's refresh token.

type Call = { url: string; auth: string | undefined; key: string | undefined };
let db: OfflineDb;
let calls: Call[];
let n = 0;
const user = { id: 1, firstname: 'A', lastname: 'B', email: 'a@b.ph', displayName: 'A', salesChannels: [], roles: [], roleNames: [] };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  n += 1;
  db = new OfflineDb(`sync-session-test-${n}`);
  calls = [];
  setSessionExpiredHandler(() => {});
  useSession.getState().signIn({ user, token: 'old-token', refreshToken: 'refresh-1' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  db.close();
  await db.delete();
});

function stubServer(handler: (url: string, auth: string | undefined) => Response) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({ url, auth: headers.Authorization, key: headers['Idempotency-Key'] });
    return handler(url, headers.Authorization);
  });
}
const renewed = () => json(200, { data: { token: 'new-token', refreshToken: 'refresh-2' } });
const posted = () => json(201, { data: { id: 41, salesOrderNumber: 'SO-000041' } });
const queue = () =>
  enqueueOfflineSale({ salesChannelId: 1, payload: { salesChannelId: 1, netTotal: 10 }, netTotal: 10, customerName: null }, db);

describe('syncing after the access token expired offline', () => {
  it('renews the token first when the device knows it ran out, then posts the sale with its key', async () => {
    const sale = await queue();
    useSession.setState({ accessTokenExpiresAt: Date.now() - 60_000 });
    stubServer((url, auth) => (url === '/api/refresh' ? renewed() : auth === 'Bearer new-token' ? posted() : json(401, {})));
    expect(await syncQueue(postQueuedSale, db)).toMatchObject({ sent: 1, parked: 0, waiting: 0 });
    expect(calls.map((c) => [c.url, c.auth])).toEqual([
      ['/api/refresh', undefined],
      ['/api/sales/offline-sync/sales', 'Bearer new-token'],
    ]);
    expect(calls[1]!.key).toBe(sale.idempotencyKey);
    expect(useSession.getState()).toMatchObject({ isLoggedIn: true, accessToken: 'new-token', refreshToken: 'refresh-2' });
    expect(await db.synced.get(sale.clientSaleId)).toMatchObject({ salesOrderNumber: 'SO-000041' });
  });

  it('on a 401 the device did not expect, refreshes once and posts the sale again (one sale: the same key)', async () => {
    const sale = await queue();
    stubServer((url, auth) => (url === '/api/refresh' ? renewed() : auth === 'Bearer new-token' ? posted() : json(401, {})));
    expect(await syncQueue(postQueuedSale, db)).toMatchObject({ sent: 1, waiting: 0 });
    const posts = calls.filter((c) => c.url === '/api/sales/offline-sync/sales');
    expect(posts.map((c) => [c.auth, c.key])).toEqual([
      ['Bearer old-token', sale.idempotencyKey],
      ['Bearer new-token', sale.idempotencyKey],
    ]);
  });

  it('keeps the sale waiting, and the session, while the refresh itself gets no answer', async () => {
    await queue();
    useSession.setState({ accessTokenExpiresAt: Date.now() - 60_000 });
    stubServer(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await syncQueue(postQueuedSale, db, () => 1000)).toMatchObject({ sent: 0, parked: 0, retrying: true, waiting: 1 });
    expect(useSession.getState().isLoggedIn).toBe(true);
  });

  it('keeps the sale waiting (never parked or lost) when the refresh token is refused: it posts after the next sign-in', async () => {
    const sale = await queue();
    stubServer((url) => (url === '/api/refresh' ? json(401, { message: 'The refresh token is invalid or has expired.' }) : json(401, {})));
    expect(await syncQueue(postQueuedSale, db, () => 1000)).toMatchObject({ sent: 0, parked: 0, retrying: true, waiting: 1 });
    expect(useSession.getState().isLoggedIn).toBe(false);
    expect(await db.sales.get(sale.clientSaleId)).toMatchObject({ status: 'waiting' });

    useSession.getState().signIn({ user, token: 'new-token', refreshToken: 'refresh-3' });
    stubServer((url, auth) => (auth === 'Bearer new-token' ? posted() : json(401, {})));
    expect(await syncQueue(postQueuedSale, db, () => 1_000_000)).toMatchObject({ sent: 1, waiting: 0 });
  });
});

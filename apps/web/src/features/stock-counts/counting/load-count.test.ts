import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, paged, signInForTests } from '@/lib/testing';
import { CountingDb } from './counting-db';
import { loadCount, searchLines } from './load-count';

let db: CountingDb;
let n = 0;
beforeEach(() => {
  n += 1;
  db = new CountingDb(`load-count-test-${n}`);
  signInForTests();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  db.close();
  await db.delete();
});

const COUNT = {
  id: 5,
  stockCountNumber: 'SC-000005',
  name: 'Back room',
  locationName: 'Main Store',
  status: 'COUNTING',
  blind: true,
  startedAt: null,
};
const line = (productId: number, sku: string, productName: string) => ({
  productId,
  sku,
  productName,
  unit: 'piece',
  isSerialized: false,
  expected: null,
});

describe('the count kept on the device', () => {
  it('loads every page of the lines, keeps them, and answers them when the server cannot be reached', async () => {
    const lines = Array.from({ length: 1001 }, (_, i) => line(i + 1, `SKU-${i + 1}`, `Thing ${i + 1}`));
    fakeApi((request) => {
      if (request.path === 'inventory/stock-counts/5') return { body: { data: COUNT } };
      if (request.path === 'inventory/stock-counts/5/lines') {
        const page = Number(request.url.searchParams.get('page'));
        return { body: paged(lines.slice((page - 1) * 1000, page * 1000), page, 1000, lines.length) };
      }
      return undefined;
    });
    const online = await loadCount(5, db);
    expect(online.fromDevice).toBe(false);
    expect(online.lines).toHaveLength(1001);
    expect(online.count).toMatchObject({ stockCountNumber: 'SC-000005', blind: true });

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await loadCount(5, db);
    expect(offline.fromDevice).toBe(true);
    expect(offline.lines).toHaveLength(1001);
    expect(searchLines(offline.lines, 'sku-100').map((l) => l.sku)).toEqual(['SKU-100', 'SKU-1000', 'SKU-1001']);
    expect(searchLines(offline.lines, 'thing 7', 3)).toHaveLength(3);
  });

  it('does not answer from the device what the server refused (another shop’s count, no permission)', async () => {
    fakeApi(() => ({ status: 404, body: { message: 'Stock count not found.' } }));
    await expect(loadCount(5, db)).rejects.toMatchObject({ status: 404 });
  });
});

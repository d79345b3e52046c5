import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeApi, renderWithProviders, signInForTests } from '@/lib/testing';
import { OfflineDb, setOfflineDb } from '../offline/offline-db';
import { enqueueOfflineSale } from '../offline/offline-sales';
import { FAILING_AFTER_TRIES, syncQueue } from '../offline/sync-queue';
import PosSalesWaitingPage from './pos-sales-waiting-page';

let db: OfflineDb;
let n = 0;
beforeEach(() => {
  n += 1;
  db = new OfflineDb(`sales-waiting-test-${n}`);
  setOfflineDb(db);
  signInForTests();
  fakeApi(() => undefined);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  setOfflineDb(null);
  db.close();
  await db.delete();
});

const sale = (netTotal: number) => ({ salesChannelId: 1, payload: { salesChannelId: 1, netTotal }, netTotal, customerName: null });

describe('Sales waiting', () => {
  it('shows a sale the server did not take after 5 tries as failing, with the server’s message', async () => {
    const failing = await enqueueOfflineSale(sale(85), db);
    const behind = await enqueueOfflineSale(sale(15), db);
    let clock = 0;
    const post = async () => ({ status: 503, body: { message: 'The server is being updated.' } });
    for (let tries = 0; tries < FAILING_AFTER_TRIES; tries += 1) {
      await syncQueue(post, db, () => clock);
      clock = (await db.sales.get(failing.clientSaleId))!.nextAttemptAt;
    }

    renderWithProviders(<PosSalesWaitingPage />);
    const table = await screen.findByRole('table', { name: 'Sales waiting' });
    const failingRow = (await within(table).findByText(failing.provisionalNumber)).closest('tr')!;
    expect(within(failingRow).getByText('Failing')).toBeTruthy();
    expect(failingRow.textContent).toContain(`Failing after ${FAILING_AFTER_TRIES} tries: The server is being updated.`);
    // The sale behind it is still only waiting.
    const behindRow = within(table).getByText(behind.provisionalNumber).closest('tr')!;
    expect(within(behindRow).getByText('Waiting')).toBeTruthy();
    expect(screen.getByText(/1 sale is failing/)).toBeTruthy();
  });

  it('shows a sale still within its first tries as retrying, not failing', async () => {
    const queued = await enqueueOfflineSale(sale(85), db);
    await syncQueue(
      async () => ({ status: 502, body: { message: 'Bad gateway.' } }),
      db,
      () => 0,
    );
    renderWithProviders(<PosSalesWaitingPage />);
    const row = (await screen.findByText(queued.provisionalNumber)).closest('tr')!;
    expect(within(row).getByText('Waiting')).toBeTruthy();
    expect(row.textContent).toContain('Retrying: Bad gateway.');
    expect(screen.queryByText(/failing/)).toBeNull();
  });
});

import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { useConnectivity } from '@/lib/offline/connectivity';
import { newQueryClient } from '@/lib/testing';
import { saveSale } from '../api/save-sale';
import { OfflineDb, setOfflineDb } from '../offline/offline-db';
import { queuedSales } from '../offline/offline-sales';
import { lineFromProduct } from './cart';
import { usePosStore } from './pos-store';
import { catalogueProduct, paymentType } from './pos-test-data';
import { useSaveFlow, type SaveSuccess } from './use-save-flow';

// Issue 21 item 3: a sale whose online save got no answer is saved offline under the same
// Idempotency-Key, so the sync's post is answered with the sale the first post made, if it made one.

vi.mock('../api/save-sale', () => ({ saveSale: vi.fn() }));
const posted = vi.mocked(saveSale);
const types = [paymentType({ id: 1, name: 'Cash', category: 'IMMEDIATE' })];

function ringUp() {
  usePosStore.getState().newSale();
  usePosStore.getState().set({
    lines: [lineFromProduct(catalogueProduct({ id: 5, sku: 'GLUE', productName: 'Glue', price: 40 }), 2)],
    customer: { id: 1, customerName: 'Walk-in' } as never,
    salesChannel: { id: 3, name: 'Counter' } as never,
    payments: [
      { key: 'p', paymentType: 1, paidAmount: 80, dueAmount: 80, referenceNumber: '', notes: '', tenderedAmount: null, change: null },
    ],
  });
}

function setup() {
  const saved: SaveSuccess[] = [];
  const queryClient = newQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useSaveFlow(types, (s) => saved.push(s)), { wrapper });
  const save = async () => {
    act(() => result.current.requestSave('order'));
    await act(() => result.current.confirm());
  };
  return { result, saved, save };
}

let db: OfflineDb;
let n = 0;
beforeEach(() => {
  n += 1;
  db = new OfflineDb(`save-flow-test-${n}`);
  setOfflineDb(db);
  posted.mockReset();
  useConnectivity.setState({ browserOnline: true, serverReachable: true });
  ringUp();
});
afterEach(async () => {
  setOfflineDb(null);
  db.close();
  await db.delete();
});

describe('saving a sale when the line drops', () => {
  it('keeps a sale whose post got no answer offline, under the key of that post', async () => {
    posted.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { saved, save, result } = setup();
    await save();
    expect(posted).toHaveBeenCalledTimes(1);
    const key = posted.mock.calls[0]![1];
    const [queued] = await queuedSales();
    expect(queued!.idempotencyKey).toBe(key);
    expect(queued!.body).toMatchObject({ salesChannelId: 3, netTotal: 80 });
    expect(saved).toEqual([expect.objectContaining({ kind: 'order', number: queued!.provisionalNumber, offline: expect.anything() })]);
    expect(result.current.error).toBeNull();
  });

  it('saved again once offline after a failed attempt, the queued sale keeps that attempt’s key', async () => {
    // A server error: not saved (the transaction rolled back), the key is kept for the next attempt.
    posted.mockRejectedValueOnce(new ApiError(503, 'Service Unavailable', {}));
    const { save, result } = setup();
    await save();
    expect(result.current.error).not.toBeNull();
    const key = posted.mock.calls[0]![1];
    act(() => result.current.clearError());
    useConnectivity.setState({ serverReachable: false });
    await save();
    expect(posted).toHaveBeenCalledTimes(1);
    expect((await queuedSales()).map((s) => s.idempotencyKey)).toEqual([key]);
  });

  it('a sale the server refused is not kept offline (the cashier sees why), and a new sale takes a new key', async () => {
    posted.mockRejectedValueOnce(new ApiError(422, 'The given data was invalid.', { orderItems: ['Not enough stock.'] }));
    const { save, result } = setup();
    await save();
    expect(result.current.error).toContain('Not enough stock.');
    expect(await queuedSales()).toEqual([]);
    const first = posted.mock.calls[0]![1];
    useConnectivity.setState({ serverReachable: false });
    await save();
    const [queued] = await queuedSales();
    expect(queued!.idempotencyKey).not.toBe(first);
  });
});

describe('the change due after a save', () => {
  const tendered = (amount: number) =>
    usePosStore.getState().set({
      payments: [
        { key: 'p', paymentType: 1, paidAmount: 80, dueAmount: 80, referenceNumber: '', notes: '', tenderedAmount: amount, change: null },
      ],
    });

  it('hands the Sale Saved dialog what was tendered beyond the amount, online and offline', async () => {
    tendered(100);
    posted.mockResolvedValueOnce({ data: { id: 9, salesOrderNumber: 'SO-000009', invoiceNumber: null } } as never);
    const online = setup();
    await online.save();
    expect(online.saved).toEqual([expect.objectContaining({ number: 'SO-000009', change: 20 })]);

    ringUp();
    tendered(80);
    useConnectivity.setState({ browserOnline: false, serverReachable: false });
    const offline = setup();
    await offline.save();
    expect(offline.saved).toEqual([expect.objectContaining({ offline: expect.anything(), change: 0 })]);
  });
});

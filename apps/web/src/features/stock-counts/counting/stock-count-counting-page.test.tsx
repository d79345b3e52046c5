import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import StockCountCountingPage from '../pages/stock-count-counting-page';
import { CountingDb, setCountingDb } from './counting-db';
import { sendNow } from './entry-queue';

let db: CountingDb;
let n = 0;
let requests: FakeRequest[];
let entryStatus: number;

const COUNT = {
  id: 3,
  stockCountNumber: 'SC-000001',
  name: 'Aisle 1',
  locationName: 'Main Store',
  status: 'COUNTING',
  blind: false,
  startedAt: '2026-12-07T01:00:00.000Z',
};
const line = (productId: number, sku: string, productName: string, isSerialized = false) => ({
  id: productId,
  productId,
  sku,
  productName,
  categoryName: null,
  unit: 'piece',
  isSerialized,
  onHandAtStart: '30',
  movementsSinceStart: '-2',
  expected: '28',
  counted: null,
  difference: null,
  differenceValue: null,
  lastCountedAt: null,
  entryCount: 0,
});
const LINES = [
  line(11, 'COKE-1500', 'Coca-Cola 1.5 L'),
  line(12, 'PCANTON-80', 'Lucky Me Pancit Canton 80 g'),
  line(13, 'PHONE-A1', 'Phone A1', true),
];

beforeEach(() => {
  n += 1;
  db = new CountingDb(`counting-page-test-${n}`);
  setCountingDb(db);
  signInForTests();
  entryStatus = 201;
  requests = fakeApi(
    (request) => {
      if (request.path === 'inventory/stock-counts/3') return { body: { data: COUNT } };
      if (request.path === 'inventory/stock-counts/3/lines') return { body: paged(LINES, 1, 1000) };
      if (request.path === 'inventory/stock-counts/3/entries' && request.method === 'POST') {
        const body = request.body as { productId?: number };
        const product = LINES.find((l) => l.productId === body.productId);
        return entryStatus === 201
          ? {
              status: 201,
              body: {
                message: 'Entry recorded.',
                data: {
                  ...(request.body as object),
                  sku: product?.sku ?? 'COKE-1500',
                  productName: product?.productName ?? 'Coca-Cola 1.5 L',
                  unit: 'piece',
                  productId: product?.productId ?? 11,
                },
              },
            }
          : {
              status: entryStatus,
              body: { message: 'The given data was invalid.', errors: { barcode: ['Yakult 80 ml is outside this count’s scope.'] } },
            };
      }
      if (request.method === 'DELETE') return { body: { message: 'Entry removed.' } };
      return undefined;
    },
    { permissions: ['Count Stock', 'View Stock Counts'] },
  );
});
afterEach(async () => {
  cleanup();
  // A send the screen started finishes before its database goes.
  await sendNow();
  vi.unstubAllGlobals();
  setCountingDb(null);
  db.close();
  await db.delete();
});

const renderPage = () => renderWithProviders(<StockCountCountingPage />, { route: '/count/3', path: '/count/:stockCountId' });
const posted = () =>
  requests.filter((r) => r.method === 'POST' && r.path.endsWith('/entries')).map((r) => r.body as Record<string, unknown>);
const tap = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

async function pickBySearch(text: string, product: string) {
  fireEvent.change(await screen.findByRole('combobox', { name: 'Scan or search' }), { target: { value: text } });
  fireEvent.click(
    within(await screen.findByRole('listbox', { name: 'Products found' })).getByRole('option', { name: new RegExp(product) }),
  );
}

describe('the counting screen', () => {
  it('shows the count and builds the quantity from the keys, then sends an ADD entry', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'SC-000001 · Aisle 1' })).toBeTruthy();
    expect(screen.getByText('Main Store')).toBeTruthy();
    await pickBySearch('canton', 'Lucky Me');
    expect(screen.getByText('Expected: 28 piece')).toBeTruthy();
    tap('1');
    tap('2');
    tap('Decimal point');
    tap('5');
    tap('Backspace');
    tap('+1');
    expect((screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('13');
    tap('Count');
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ productId: 12, quantity: '13', mode: 'ADD', serialNumbers: [] });
    expect(posted()[0]!.entryId).toMatch(/^[0-9a-f-]{36}$/);
    const scans = await screen.findByRole('list', { name: 'Last scans' });
    await within(scans).findByText('Sent');
    expect(within(scans).getByText('Lucky Me Pancit Canton 80 g')).toBeTruthy();
    expect(within(scans).getByText('+13 piece')).toBeTruthy();
  });

  it('sends SET when Set is chosen, and a scanned barcode for the server to resolve', async () => {
    renderPage();
    const scan = await screen.findByRole('combobox', { name: 'Scan or search' });
    fireEvent.change(scan, { target: { value: '4801981116218' } });
    fireEvent.keyDown(scan, { key: 'Enter' });
    expect(await screen.findByRole('heading', { name: 'Barcode 4801981116218' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    tap('7');
    tap('Count');
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ barcode: '4801981116218', quantity: '7', mode: 'SET' });
    expect(posted()[0]).not.toHaveProperty('productId');
    // The server's answer names the product.
    const scans = screen.getByRole('list', { name: 'Last scans' });
    expect(await within(scans).findByText('Coca-Cola 1.5 L')).toBeTruthy();
    expect(within(scans).getByText('= 7 piece')).toBeTruthy();
  });

  it('shows the server’s message on an entry it refused', async () => {
    entryStatus = 422;
    renderPage();
    const scan = await screen.findByRole('combobox', { name: 'Scan or search' });
    fireEvent.change(scan, { target: { value: '4800000000001' } });
    fireEvent.keyDown(scan, { key: 'Enter' });
    tap('1');
    tap('Count');
    const scans = await screen.findByRole('list', { name: 'Last scans' });
    expect(await within(scans).findByText('Yakult 80 ml is outside this count’s scope.')).toBeTruthy();
    expect(within(scans).getByText('Not counted')).toBeTruthy();
  });

  it('counts a serial-tracked product by its serials', async () => {
    renderPage();
    await pickBySearch('PHONE', 'Phone A1');
    const serial = screen.getByRole('textbox', { name: 'Serial number' });
    for (const s of ['SN-1', 'SN-2']) {
      fireEvent.change(serial, { target: { value: s } });
      fireEvent.keyDown(serial, { key: 'Enter' });
    }
    expect(screen.getByText('Quantity: 2 (serials)')).toBeTruthy();
    tap('Count');
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ productId: 13, quantity: '2', serialNumbers: ['SN-1', 'SN-2'] });
  });

  it('undoes a sent entry by removing it at the server', async () => {
    renderPage();
    await pickBySearch('COKE', 'Coca-Cola');
    tap('+1');
    tap('Count');
    const scans = await screen.findByRole('list', { name: 'Last scans' });
    await within(scans).findByText('Sent');
    const entryId = posted()[0]!.entryId as string;
    fireEvent.click(within(scans).getByRole('button', { name: 'Undo Coca-Cola 1.5 L +1 piece' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.path === `inventory/stock-counts/3/entries/${entryId}`)).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Last scans' })).toBeNull());
    expect(await db.entries.count()).toBe(0);
  });
});

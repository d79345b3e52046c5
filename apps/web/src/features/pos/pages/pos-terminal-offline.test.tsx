import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, signInForTests } from '@/lib/testing';
import { useConnectivity } from '@/lib/offline/connectivity';
import { initialPosState, usePosStore } from '../lib/pos-store';
import { refreshLocalCatalogue, type CatalogueEntry } from '../offline/local-catalogue';
import { OfflineDb, setOfflineDb } from '../offline/offline-db';
import PosTerminalPage from './pos-terminal-page';

vi.mock('@/features/pos/receipt/print-receipt', () => ({ printReceipt: vi.fn(async () => undefined) }));
vi.mock('@/components/barcode-scanning/zxing-reader', () => ({ zxingReader: vi.fn(() => ({ read: async () => null })) }));

// A terminal opened without a connection, on a device whose service worker never kept the answers
// the terminal first opened with (the line was lost in the first seconds): every request gets no answer.

let db: OfflineDb;
let n = 0;
beforeEach(() => {
  n += 1;
  db = new OfflineDb(`terminal-offline-test-${n}`);
  setOfflineDb(db);
  signInForTests();
  usePosStore.setState(initialPosState());
  useConnectivity.setState({ browserOnline: false, serverReachable: false });
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch');
  });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  useConnectivity.setState({ browserOnline: true, serverReachable: true });
  setOfflineDb(null);
  db.close();
  await db.delete();
});

const renderTerminal = () => renderWithProviders(<PosTerminalPage />, { route: '/pos/1/terminal', path: '/pos/:salesChannelId/terminal' });

const cola: CatalogueEntry = {
  id: 1,
  sku: 'COKE-15',
  productName: 'Coca-Cola 1.5L',
  type: 'PRODUCT',
  isActive: true,
  isSerialized: false,
  basePrice: '85.00',
  minimumPrice: null,
  unitClassId: 1,
  unitOfMeasureId: 1,
  pricingScheduleTemplateId: null,
  commissionTemplateId: null,
  vatClass: 'VATABLE',
  specialDiscountClass: 'FULL',
  prices: [],
  barcodes: ['4800016644290'],
  bundleItems: [],
};

async function storeForOffline(products: CatalogueEntry[]): Promise<void> {
  await refreshLocalCatalogue(1, {
    db,
    channel: { id: 1, name: 'Main Store', defaultPickingWarehouseId: 1 },
    fetchReference: async () => ({
      unitsOfMeasure: [{ id: 1, unit: 'pc', factor: '1' }],
      paymentTypes: [{ id: 1, name: 'Cash', category: 'IMMEDIATE', requiresReferenceNumber: false }],
      discounts: [],
      defaultCustomer: { id: 1, customerName: 'Walk-in Customer', contactNumber: null, defaultPaymentTypeId: 1, isDefault: true },
    }),
    fetchPage: async () => ({
      data: products,
      meta: { nextCursor: null, changedSinceNext: '2026-01-01T00:00:00Z', cap: 50_000, capped: false, total: products.length },
    }),
  });
}

describe('the terminal opened offline', () => {
  it('says plainly that a device whose offline data was not stored cannot sell offline yet, and what to do', async () => {
    renderTerminal();
    await screen.findByText('This device cannot sell offline yet', {}, { timeout: 10_000 });
    expect(screen.getByText(/Preparing offline \(0 products\)/)).toBeTruthy();
    expect(screen.getByText(/keep the terminal open until its bar says “Ready offline”/)).toBeTruthy();
    expect(screen.queryByText(/is not one of your sales channels/)).toBeNull();
  });

  it('opens on the channel, payment types and customer this device stored, and says it is ready offline', async () => {
    await storeForOffline([cola]);
    renderTerminal();
    await screen.findByText('Ready offline', {}, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Main Store' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /Walk-in Customer/ })).toBeTruthy());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Payment 1 type' })).toHaveProperty('value', '1'));
    expect(screen.queryByText('This device cannot sell offline yet')).toBeNull();
  });
});

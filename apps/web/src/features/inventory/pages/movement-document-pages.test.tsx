import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeApi, renderWithProviders, signInForTests } from '@/lib/testing';
import AdjustmentDetailsPage from './adjustment-details-page';
import StockTransferDetailsPage from './stock-transfer-details-page';

const nails = { id: 4, sku: 'NAIL-2IN', productName: 'Common Nails 2 in', unit: 'piece' };
const box = { id: 2, unit: 'box' };
const postedBy = { id: 1, firstname: 'Ana', lastname: 'Cruz', email: 'ana@demo.shop' };

const adjustment = {
  id: 5,
  adjustmentNumber: 'ADJ-000005',
  locationId: 1,
  reason: 'Damaged in storage',
  notes: null,
  createdAt: '2026-03-05T06:30:00.000Z',
  location: { id: 1, name: 'Main Store' },
  createdByUser: postedBy,
  items: [
    {
      id: 1,
      productId: 4,
      mode: 'delta',
      quantity: -2,
      uomId: 2,
      baseDelta: -48,
      previousOnHand: 100,
      serialNumbers: [],
      product: nails,
      uom: box,
    },
  ],
};
const transfer = {
  id: 6,
  transferNumber: 'TRF-000006',
  notes: 'For the weekend sale',
  createdAt: '2026-03-06T06:30:00.000Z',
  sourceWarehouse: { id: 1, name: 'Main Store' },
  destinationWarehouse: { id: 2, name: 'Warehouse' },
  createdByUser: postedBy,
  items: [{ id: 1, productId: 4, quantity: 1, uomId: 2, baseQuantity: 24, serialNumbers: ['SN-1'], product: nails, uom: box }],
};

function open(page: 'adjustment' | 'transfer', id: number) {
  fakeApi(
    (r) => {
      if (r.path === 'inventory/adjustments/5') return { body: { data: adjustment } };
      if (r.path === 'inventory/stock-transfers/6') return { body: { data: transfer } };
      return undefined;
    },
    { permissions: ['View Adjustments', 'View Stock Transfers'] },
  );
  if (page === 'adjustment')
    renderWithProviders(<AdjustmentDetailsPage />, {
      route: `/inventory/inventory-adjustments/${id}`,
      path: '/inventory/inventory-adjustments/:id',
    });
  else
    renderWithProviders(<StockTransferDetailsPage />, {
      route: `/inventory/stock-transfers/${id}`,
      path: '/inventory/stock-transfers/:id',
    });
}

describe('the movement document details page', () => {
  beforeEach(() => signInForTests());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows an adjustment: its location and reason, and each line’s mode, quantity, stock before and change', async () => {
    open('adjustment', 5);
    await screen.findByRole('heading', { name: 'ADJ-000005', level: 1 });
    expect(screen.getByText('Damaged in storage')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Items' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['SKU', 'Product', 'Mode', 'Quantity', 'On Hand Before', 'Change', 'Serial Numbers']);
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['NAIL-2IN', 'Common Nails 2 in', 'Stock Out', '2 box', '100', '−48 piece', '—']);
  });

  it('shows a transfer: where from and to, and each line in its unit and in the base unit', async () => {
    open('transfer', 6);
    await screen.findByRole('heading', { name: 'TRF-000006', level: 1 });
    expect(screen.getByText('Warehouse')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Items' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['SKU', 'Product', 'Quantity', 'In Base Unit', 'Serial Numbers']);
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['NAIL-2IN', 'Common Nails 2 in', '1 box', '24 piece', 'SN-1']);
  });

  it('says when the document does not exist, with a way back to its list', async () => {
    open('transfer', 0);
    expect(await screen.findByText(/This stock transfer does not exist\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Stock Transfers' }).getAttribute('href')).toBe('/inventory/stock-transfers');
  });
});

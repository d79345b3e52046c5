import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeApi, paged, renderWithProviders, signInForTests } from '@/lib/testing';
import type { LedgerEntry, Product } from '../types';
import { ProductLedgerPanel } from './product-ledger-panel';

const entry = (
  id: number,
  sourceType: LedgerEntry['sourceType'],
  sourceNumber: string,
  quantity: number,
  uomQuantity: number | null,
): LedgerEntry => ({
  id,
  productId: 5,
  locationId: 1,
  quantity,
  balanceAfter: 10,
  uomId: uomQuantity === null ? null : 2,
  uomQuantity,
  sourceType,
  sourceId: 12,
  sourceNumber,
  note: null,
  createdBy: 1,
  createdAt: '2026-11-20T03:00:00.000Z',
  location: { id: 1, name: 'Main Store' } as LedgerEntry['location'],
  uom: uomQuantity === null ? null : ({ id: 2, unit: 'box' } as LedgerEntry['uom']),
});

beforeEach(() => {
  signInForTests();
  fakeApi((r) =>
    r.path === 'inventory/products/5/ledger'
      ? { body: paged([entry(1, 'SALE_VOID', 'SO-000012', 24, null), entry(2, 'SALE', 'SO-000012', -24, -2)]) }
      : undefined,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the stock ledger', () => {
  it('shows the quantity of a void and links sales orders like the other documents', async () => {
    renderWithProviders(<ProductLedgerPanel product={{ id: 5, sku: 'NAIL', unit: 'piece', isSerialized: false } as Product} />);
    const voided = (await screen.findByText('Sale Void')).closest('[role="row"]') as HTMLElement;
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const cell = (row: HTMLElement, header: string) => within(row).getAllByRole('gridcell')[headers.indexOf(header)]!;
    expect(cell(voided, 'Quantity').textContent).toBe('+24 piece');
    expect(within(cell(voided, 'Document')).getByRole('link', { name: 'SO-000012' }).getAttribute('href')).toBe('/sales/sales-orders/12');
    const sale = screen.getByText('Sale').closest('[role="row"]') as HTMLElement;
    expect(cell(sale, 'Quantity').textContent).toBe('−2 box');
    expect(within(cell(sale, 'Document')).getByRole('link', { name: 'SO-000012' }).getAttribute('href')).toBe('/sales/sales-orders/12');
  });
});

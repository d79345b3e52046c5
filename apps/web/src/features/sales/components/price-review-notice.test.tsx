import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeApi, renderWithProviders, signInForTests } from '@/lib/testing';
import type { SalesOrder } from '../types';
import { PriceReviewNotice } from './price-review-notice';

const order = (extra: Partial<SalesOrder>) =>
  ({
    id: 7,
    salesOrderNumber: 'SO-000007',
    status: 'COMPLETED',
    netTotal: 50,
    priceReviewRequired: true,
    priceReviewReasons: ['DISCOUNT_ABOVE_CAP'],
    priceApprovedAt: null,
    priceApprovedBy: null,
    priceApprovalReason: null,
    lateForReading: false,
    ...extra,
  }) as SalesOrder;

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sales order’s price exception', () => {
  it('shows the reasons and offers Approve Price to a holder of Override Prices', async () => {
    fakeApi(() => undefined, { permissions: ['View Sales Orders', 'Override Prices'] });
    renderWithProviders(<PriceReviewNotice order={order({})} />);
    expect(await screen.findByText('Price exception: waiting for approval')).toBeTruthy();
    expect(screen.getByText(/Discount above the cap/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Approve Price' })).toBeTruthy();
  });

  it('shows who approved it, when and why; and a late sale', async () => {
    fakeApi(() => undefined, { permissions: ['View Sales Orders', 'Override Prices'] });
    const approved = order({
      priceApprovedAt: '2026-11-20T03:00:00.000Z',
      priceApprovalReason: 'Owner agreed',
      priceApprovedByUser: { id: 1, displayName: 'Admin', firstname: 'A', lastname: 'B', email: 'a@b.c' },
      lateForReading: true,
    } as Partial<SalesOrder>);
    renderWithProviders(<PriceReviewNotice order={approved} />);
    expect(await screen.findByText('Price exception approved')).toBeTruthy();
    expect(screen.getByText(/Approved by Admin on .*Reason: Owner agreed/)).toBeTruthy();
    expect(screen.getByText(/the next reading counts it, as a late sale/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve Price' })).toBeNull();
  });

  it('shows nothing for an ordinary sale', () => {
    fakeApi(() => undefined, { permissions: ['View Sales Orders'] });
    renderWithProviders(<PriceReviewNotice order={order({ priceReviewRequired: false, priceReviewReasons: [] })} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithProviders, signInForTests } from '@/lib/testing';
import { SalesFigures } from './sales-report-page';

const totals = {
  orderCount: 3,
  grossTotal: 790,
  discountTotal: 80,
  refundTotal: 0,
  netTotal: 710,
  netSales: 710,
  costTotal: 0,
  specialDiscount20: 60,
  specialDiscount5: 20,
  grossProfit: 710,
  margin: 100,
  averageBasket: 236.67,
};

beforeEach(() => {
  signInForTests();
  fakeApi((r) => (r.path === 'reports/sales-report/sales-totals' ? { body: { data: totals } } : undefined), {
    permissions: ['View Sales Reports'],
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sales report figures', () => {
  it('show the senior citizen / PWD 20% and the 5% on basic necessities apart, beside the discounts', async () => {
    renderWithProviders(<SalesFigures filter={{}} />);
    const figures = screen.getByRole('region', { name: 'Sales figures' });
    const card = (label: string) => within(figures).getByText(label).parentElement!.textContent;
    await waitFor(() => expect(card('Discounts')).toBe('Discounts₱80.00'));
    expect(card('SC/PWD 20%')).toBe('SC/PWD 20%₱60.00');
    expect(card('SC/PWD 5% (BNPC)')).toBe('SC/PWD 5% (BNPC)₱20.00');
  });
});

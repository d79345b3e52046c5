import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccessLoaded, accessLoaded, fakeApi, renderWithProviders, signInForTests } from '@/lib/testing';
import { breakdownEntries, CHART_PALETTE } from './breakdown-rows';
import { PaymentTypeBreakdownPanel } from './payment-type-breakdown-panel';

const rows = [
  { paymentTypeName: 'GCash', paymentTypeCategory: 'IMMEDIATE' as const, orderCount: 4, totalAmount: '1000.00', totalRefunds: '0' },
  { paymentTypeName: 'Cash', paymentTypeCategory: 'IMMEDIATE' as const, orderCount: 10, totalAmount: '2500.50', totalRefunds: '120.25' },
  { paymentTypeName: 'Charge', paymentTypeCategory: 'TRADE_CREDIT' as const, orderCount: 1, totalAmount: 499.5, totalRefunds: null },
];

beforeEach(() => {
  signInForTests();
  fakeApi(() => undefined, { permissions: ['View Sales Payment Breakdown'] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Payment type breakdown' }))
    .getAllByRole('row')
    .slice(1);

describe('the payment type breakdown panel', () => {
  it('lists payment types by total, highest first, with their share to 1 decimal', () => {
    renderWithProviders(<PaymentTypeBreakdownPanel rows={rows} defaultShowChart={false} />);
    expect(screen.getByRole('heading', { name: 'Payment Type Breakdown' })).toBeTruthy();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Payment Type', '%', 'Orders', 'Refunds', 'Net Total']);
    const cells = bodyRows().map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    // 4000.00 in all: 2500.50 → 62.5%, 1000 → 25.0%, 499.50 → 12.5%.
    expect(cells).toEqual([
      ['Cash', '62.5%', '10', '₱120.25', '₱2,500.50'],
      ['GCash', '25.0%', '4', '₱0.00', '₱1,000.00'],
      ['Charge', '12.5%', '1', '₱0.00', '₱499.50'],
    ]);
  });

  it('shows the net of refunds the server sends under Net Total', () => {
    const refunded = [{ paymentTypeName: 'Cash', orderCount: 2, totalAmount: '3000.00', totalRefunds: '450.00', netAmount: '2550.00' }];
    renderWithProviders(<PaymentTypeBreakdownPanel rows={refunded} defaultShowChart={false} />);
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Cash', '100.0%', '2', '₱450.00', '₱2,550.00']);
  });

  it('uses the percentage the server sends, and colours the rows from an 8-colour palette in turn', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({
      paymentTypeName: `P${i}`,
      totalAmount: 100 - i,
      percentage: i === 0 ? 33.333 : null,
    }));
    const entries = breakdownEntries(many);
    expect(entries[0]!.percentage).toBe(33.333);
    expect(entries.map((e) => e.color)).toEqual([...CHART_PALETTE, CHART_PALETTE[0]]);
    renderWithProviders(<PaymentTypeBreakdownPanel rows={many} defaultShowChart={false} />);
    expect(within(bodyRows()[0]!).getByText('33.3%')).toBeTruthy();
  });

  it('shows money collected on account as rows of its own, counted in collections, with a note saying what they are', async () => {
    const user = userEvent.setup();
    const withCollections = [
      { paymentTypeName: 'Cash', kind: 'SALE' as const, orderCount: 3, totalAmount: 600 },
      { paymentTypeName: 'Cash (collections)', kind: 'COLLECTION' as const, orderCount: 1, totalAmount: 400 },
    ];
    renderWithProviders(<PaymentTypeBreakdownPanel rows={withCollections} defaultShowChart={false} />);
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Cash', 'Cash (collections)']);
    expect(screen.getByText(/payments received on earlier credit sales/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(screen.getByText('40.0% · 1 collection')).toBeTruthy();
    cleanup();
    renderWithProviders(<PaymentTypeBreakdownPanel rows={rows} defaultShowChart={false} />);
    expect(screen.queryByText(/payments received on earlier credit sales/)).toBeNull();
  });

  it('shows Loading... and then the empty state when there is no data', () => {
    renderWithProviders(<PaymentTypeBreakdownPanel rows={[]} loading />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('No Payment Data')).toBeNull();
    cleanup();
    renderWithProviders(<PaymentTypeBreakdownPanel rows={[]} />);
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByText('No Payment Data')).toBeTruthy();
    expect(screen.getByText('No payment type data available for the selected filters')).toBeTruthy();
  });

  it('toggles the chart and switches between table, grid and list layouts', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentTypeBreakdownPanel rows={rows} title="Payments" />);
    expect(screen.getByRole('heading', { name: 'Payments' })).toBeTruthy();
    expect(await screen.findByTestId('payment-breakdown-chart')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide Chart' }));
    expect(screen.queryByTestId('payment-breakdown-chart')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show Chart' }));
    expect(await screen.findByTestId('payment-breakdown-chart')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('62.5% · 10 orders')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(
      within(screen.getByRole('list', { name: 'Payment type breakdown' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cash62.5% · 10 orders₱2,500.50', 'GCash25.0% · 4 orders₱1,000.00', 'Charge12.5% · 1 order₱499.50']);
  });

  it('loads its rows through the given function, and shows nothing to users without the permission', async () => {
    const fetchRows = vi.fn(async () => rows);
    renderWithProviders(
      <PaymentTypeBreakdownPanel
        fetchRows={fetchRows}
        queryKey={['today']}
        defaultShowChart={false}
        permission="View Sales Payment Breakdown"
      />,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    cleanup();
    const hidden = vi.fn(async () => rows);
    renderWithProviders(
      <>
        <PaymentTypeBreakdownPanel fetchRows={hidden} queryKey={['x']} permission="Print Sales Reports" />
        <AccessLoaded />
      </>,
    );
    await accessLoaded();
    expect(screen.queryByRole('heading', { name: 'Payment Type Breakdown' })).toBeNull();
    expect(hidden).not.toHaveBeenCalled();
  });
});

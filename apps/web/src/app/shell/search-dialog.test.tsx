import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import { SearchDialog } from './search-dialog';
import { useShell } from './shell-store';

const openSearch = () => act(() => useShell.getState().set({ searchOpen: true }));
const input = () => screen.getByPlaceholderText<HTMLInputElement>('Search...');

const found = {
  data: {
    products: [{ id: 7, productName: 'Coca-Cola 1.5 L', sku: 'COKE-1.5L', price: 85 }],
    customers: [{ id: 3, customerName: 'Coco Store', contactPerson: 'Coco', contactNumber: '0917 000 1111' }],
    salesOrders: [
      { id: 41, salesOrderNumber: 'SO-000041', salesOrderDate: '2026-11-20T03:00:00.000Z', netTotal: 170, status: 'COMPLETED' },
    ],
    quotations: [],
  },
  kinds: ['products', 'customers', 'salesOrders', 'quotations'],
};

let requests: FakeRequest[];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderDialog(answer: (q: string) => unknown = () => found) {
  requests = fakeApi((r) => (r.path === 'search' ? { body: answer(r.url.searchParams.get('q') ?? '') } : undefined));
  renderWithProviders(
    <>
      <SearchDialog />
      <Where />
    </>,
    { route: '/dashboard', path: '*' },
  );
  openSearch();
  return { dialog: screen.getByRole('dialog', { name: 'Search' }) };
}

const where = () => screen.getByTestId('where').textContent;

async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(useShell.getState().searchOpen).toBe(false);
}

beforeEach(() => {
  signInForTests();
  useShell.getState().set({ searchOpen: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the search dialog (spec 2.2)', () => {
  it("is at most 600px wide, with a full-width 'Search...' input, focused, and the hint 'Hit enter to search'", () => {
    const { dialog } = renderDialog();
    expect(getComputedStyle(dialog).maxWidth).toBe('600px');
    expect(input().closest('.MuiInputBase-fullWidth')).not.toBeNull();
    expect(document.activeElement).toBe(input());
    const hint = within(dialog).getByText('Hit enter to search');
    expect(input().getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('shows what the server found, grouped by kind, only the kinds that found something', async () => {
    renderDialog();
    await userEvent.type(input(), 'co');
    const results = await screen.findByRole('listbox', { name: 'Search results' });
    expect(requests.at(-1)!.url.searchParams.get('q')).toBe('co');
    const groups = within(results).getAllByRole('group');
    expect(
      groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent),
    ).toEqual(['Products', 'Customers', 'Sales Orders']);
    expect(within(groups[0]!).getByRole('option').textContent).toContain('Coca-Cola 1.5 L');
    expect(within(groups[2]!).getByRole('option').textContent).toContain('SO-000041');
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('arrows move through the records and Enter opens the chosen one, closing and clearing the dialog', async () => {
    renderDialog();
    await userEvent.type(input(), 'co');
    await screen.findByRole('listbox', { name: 'Search results' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2]!.id);
    await userEvent.keyboard('{Enter}');
    await expectClosed();
    expect(where()).toBe('/sales/sales-orders/41');
    openSearch();
    expect(input().value).toBe('');
  });

  it('Enter at once searches what is typed and opens the first record', async () => {
    renderDialog((q) => (q === 'coke' ? found : { data: {}, kinds: [] }));
    await userEvent.type(input(), 'coke{Enter}');
    await expectClosed();
    expect(where()).toBe('/inventory/products/7');
  });

  it('says so when nothing matches, and stays open', async () => {
    renderDialog(() => ({ data: { products: [], customers: [], salesOrders: [], quotations: [] }, kinds: found.kinds }));
    await userEvent.type(input(), 'zzz{Enter}');
    expect(await screen.findByText('Nothing matches “zzz”.')).toBeTruthy();
    expect(useShell.getState().searchOpen).toBe(true);
    expect(where()).toBe('/dashboard');
  });

  it('Escape closes and clears it, opening nothing', async () => {
    renderDialog();
    await userEvent.type(input(), 'rice');
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    openSearch();
    expect(input().value).toBe('');
    expect(where()).toBe('/dashboard');
  });

  it('the close button closes and clears it', async () => {
    const { dialog } = renderDialog();
    await userEvent.type(input(), 'soap');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close search' }));
    await expectClosed();
    openSearch();
    expect(input().value).toBe('');
    expect(where()).toBe('/dashboard');
  });

  it('a click on the backdrop closes and clears it', async () => {
    renderDialog();
    await userEvent.type(input(), 'oil');
    await userEvent.click(document.querySelector<HTMLElement>('.MuiDialog-container')!);
    await expectClosed();
    openSearch();
    expect(input().value).toBe('');
    expect(where()).toBe('/dashboard');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { useMenuSettings, type MenuSectionEntries } from '@/lib/menu-settings';
import { useNotices } from '@/lib/notify';
import { fakeApi, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import MenuSettingsPage from './menu-settings-page';

const SECTIONS: MenuSectionEntries[] = [
  {
    section: 'sales',
    title: 'Sales',
    entries: [{ label: 'Sales Orders' }, { label: 'Picklists', flag: 'picklist_module' }, { label: 'Customers' }],
  },
  { section: 'financials', title: 'Financials', entries: [{ label: 'Account Receivables' }, { label: 'Account Payables' }] },
];

let requests: FakeRequest[];

function setup(permissions = ['View Menu Settings', 'Edit Menu Settings']) {
  requests = fakeApi(
    (r) => {
      if (r.path !== 'setting/menu-settings') return undefined;
      if (r.method === 'PUT') return { body: { message: 'Updated successfully.', data: (r.body as { settings: unknown }).settings } };
      return { body: { data: { sales: { Customers: false } } } };
    },
    { permissions, flags: { picklist_module: false } },
  );
  const view = renderWithProviders(
    <>
      <MenuSettingsPage sections={SECTIONS} />
      <SnackbarHost />
    </>,
  );
  return { ...view, user: userEvent.setup() };
}

const toggle = (section: string, label: string) =>
  within(screen.getByRole('region', { name: section })).getByRole('switch', { name: label }) as HTMLInputElement;

beforeEach(() => {
  signInForTests();
  localStorage.clear();
  useMenuSettings.setState({ settings: {} });
  useNotices.setState({ current: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the menu settings screen', () => {
  it("lists every label of each section with the shop's visible flags", async () => {
    setup();
    await screen.findByRole('region', { name: 'Sales' });
    expect(toggle('Sales', 'Sales Orders').checked).toBe(true);
    expect(toggle('Sales', 'Customers').checked).toBe(false);
    expect(toggle('Financials', 'Account Payables').checked).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Sales' })).getByText('2 of 3 visible')).toBeTruthy();
    // A label behind a feature that is off says so.
    expect(within(screen.getByRole('region', { name: 'Sales' })).getByText('Feature off')).toBeTruthy();
  });

  it('saves every label of every section and hands the answer to the navigation', async () => {
    const { user } = setup();
    await screen.findByRole('region', { name: 'Financials' });
    await user.click(toggle('Financials', 'Account Receivables'));
    await user.click(toggle('Financials', 'Account Payables'));
    expect(within(screen.getByRole('region', { name: 'Financials' })).getByText(/no entry is visible/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Menu Settings' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const expected = {
      sales: { 'Sales Orders': true, Picklists: true, Customers: false },
      financials: { 'Account Receivables': false, 'Account Payables': false },
    };
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ settings: expected });
    await waitFor(() => expect(useMenuSettings.getState().settings).toEqual(expected));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('Updated successfully.');
  });

  it('is read-only without Edit Menu Settings', async () => {
    setup(['View Menu Settings']);
    await screen.findByRole('region', { name: 'Sales' });
    await waitFor(() => expect(toggle('Sales', 'Sales Orders').disabled).toBe(true));
    expect(screen.queryByRole('button', { name: 'Save Menu Settings' })).toBeNull();
  });
});

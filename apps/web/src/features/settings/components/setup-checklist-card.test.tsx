import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { useSession } from '@/lib/session-store';
import { AccessLoaded, accessLoaded, fakeApi, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import type { SetupChecklist } from '../api/get-setup-checklist';
import { SETUP_CHECKLIST_STORAGE_KEY, useSetupChecklistDismissals } from '../lib/setup-checklist-dismissals';
import { SETUP_CHECKLIST_TITLE, SetupChecklistCard } from './setup-checklist-card';

const NEW_SHOP: SetupChecklist = {
  shopName: true,
  address: false,
  tin: true,
  logo: false,
  receiptFooter: false,
  product: false,
  sale: false,
};
let requests: FakeRequest[];

function setup(checklist: SetupChecklist = NEW_SHOP, permissions = ['View Company Profile', 'Edit Company Profile']) {
  requests = fakeApi((r) => (r.path === 'setting/setup-checklist' ? { body: { data: checklist } } : undefined), { permissions });
  const view = renderWithProviders(
    <>
      <SetupChecklistCard />
      <AccessLoaded />
    </>,
    {
      route: '/sales/sales-orders',
      path: '/sales/sales-orders',
      extraRoutes: (
        <>
          <Route path="/settings/company-profile" element={<h1>Company profile screen</h1>} />
          <Route path="/inventory/products/new" element={<h1>New product screen</h1>} />
          <Route path="/pos" element={<h1>Terminal</h1>} />
        </>
      ),
    },
  );
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => {
  signInForTests();
  localStorage.removeItem(SETUP_CHECKLIST_STORAGE_KEY);
  useSetupChecklistDismissals.setState({ dismissedBy: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The card has rendered with the user's permissions (and sent its query, were there one). */
const settle = accessLoaded;
const card = () => screen.findByRole('region', { name: SETUP_CHECKLIST_TITLE });

describe("a new shop's setup checklist", () => {
  it('lists the steps of a first receipt, says which are done, and leads to where each is done', async () => {
    const { user } = setup();
    const steps = within(await card()).getAllByRole('link');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Shop nameDone',
      'AddressTo do',
      'TINDone',
      'LogoTo do',
      'Receipt footerTo do',
      'A first productTo do',
      'A first saleTo do',
    ]);
    expect(within(await card()).getByText('2 of 7 done: what your receipts show, then a product and a sale')).toBeTruthy();
    await user.click(within(await card()).getByRole('link', { name: /A first product/ }));
    expect(await screen.findByRole('heading', { name: 'New product screen' })).toBeTruthy();
  });

  it('is hidden for good by the user who hides it, and only for them', async () => {
    const { user, unmount } = setup();
    await user.click(within(await card()).getByRole('button', { name: 'Hide the setup checklist' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: SETUP_CHECKLIST_TITLE })).toBeNull());
    expect(JSON.parse(localStorage.getItem(SETUP_CHECKLIST_STORAGE_KEY)!).state.dismissedBy).toEqual([1]);
    unmount();

    // Signed out and in again, the same user is not asked again, and nothing is fetched for it.
    useSession.getState().signOut();
    signInForTests();
    setup();
    await settle();
    expect(screen.queryByRole('region', { name: SETUP_CHECKLIST_TITLE })).toBeNull();
    expect(requests.filter((r) => r.path === 'setting/setup-checklist')).toEqual([]);
    cleanup();

    useSession.setState({ user: { ...useSession.getState().user!, id: 2 } });
    setup();
    expect(await card()).toBeTruthy();
  });

  it('is not shown once every step is done, nor to those who may not edit the company profile', async () => {
    setup(Object.fromEntries(Object.keys(NEW_SHOP).map((key) => [key, true])) as SetupChecklist);
    await waitFor(() => expect(requests.some((r) => r.path === 'setting/setup-checklist')).toBe(true));
    expect(screen.queryByRole('region', { name: SETUP_CHECKLIST_TITLE })).toBeNull();
    cleanup();

    setup(NEW_SHOP, ['View Company Profile']);
    await settle();
    expect(screen.queryByRole('region', { name: SETUP_CHECKLIST_TITLE })).toBeNull();
    expect(requests.filter((r) => r.path === 'setting/setup-checklist')).toEqual([]);
  });
});

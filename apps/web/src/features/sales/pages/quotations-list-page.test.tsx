import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router';
import { fakeApi, paged, renderWithProviders, signInForTests } from '@/lib/testing';
import QuotationsListPage from './quotations-list-page';

function Terminal() {
  const location = useLocation();
  return <p>terminal {`${location.pathname}${location.search}`}</p>;
}

function setup(permissions: string[]) {
  fakeApi(
    ({ path }) => {
      if (path === 'sales/quotations') return { body: paged([]) };
      if (path === 'sales/sales-channels/my') return { body: { data: [{ id: 3, name: 'Main Store' }] } };
      return undefined;
    },
    { permissions },
  );
  renderWithProviders(<QuotationsListPage />, {
    route: '/sales/quotations',
    path: '/sales/quotations',
    extraRoutes: <Route path="/pos/:salesChannelId/terminal" element={<Terminal />} />,
  });
}

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the quotations list', () => {
  it('starts a new quotation at the terminal of the user’s channel', async () => {
    setup(['View Quotations', 'Create Quotations']);
    await userEvent.click(await screen.findByRole('button', { name: 'New Quotation' }));
    expect(await screen.findByText('terminal /pos/3/terminal?mode=quotation')).toBeTruthy();
  });

  it('offers no New Quotation without Create Quotations', async () => {
    setup(['View Quotations']);
    await screen.findByRole('heading', { name: 'Quotations' });
    expect(screen.queryByRole('button', { name: 'New Quotation' })).toBeNull();
  });
});

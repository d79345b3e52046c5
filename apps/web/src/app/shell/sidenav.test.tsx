import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, signInForTests } from '@/lib/testing';
import { Sidenav } from './sidenav';

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSidenav(companyName: string | null, iconsOnly = false) {
  fakeApi((r) => (r.path === 'setting/company-profiles/value' ? { body: { data: { company_name: companyName } } } : undefined), {
    permissions: ['View Sales Orders'],
  });
  return renderWithProviders(<Sidenav iconsOnly={iconsOnly} canCollapse />);
}

describe("the sidenav's shop name", () => {
  it("shows the shop's name at the top, above the navigation", async () => {
    renderSidenav('Hardware at Sari-Sari ni Aling Nena');
    const name = await screen.findByText('Hardware at Sari-Sari ni Aling Nena');
    const search = screen.getByRole('button', { name: 'Search' });
    // Before the search box and the menu in reading order.
    expect(name.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves it out of the icons-only rail', async () => {
    const { queryClient } = renderSidenav('Hardware at Sari-Sari ni Aling Nena', true);
    await vi.waitFor(() => expect(queryClient.getQueryState(['setting', 'company-profiles', 'value'])?.status).toBe('success'));
    expect(screen.queryByText('Hardware at Sari-Sari ni Aling Nena')).toBeNull();
  });
});

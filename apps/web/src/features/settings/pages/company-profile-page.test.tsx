import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { companyProfileKeys } from '@/lib/company-profile';
import { useNotices } from '@/lib/notify';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import CompanyProfilePage from './company-profile-page';

const profile = {
  company_name: 'Demo Shop',
  address: null,
  tin: null,
  phone: '0917 000 0000',
  email: null,
  receipt_header: null,
  receipt_footer: null,
};

let requests: FakeRequest[];

function setup(permissions = ['View Company Profile', 'Edit Company Profile']) {
  requests = fakeApi(
    (r) => {
      if (r.path === 'setting/company-profiles/value') return { body: { data: profile } };
      if (r.path === 'setting/company-profiles/logo-base64') return { body: { data: null } };
      if (r.path === 'setting/inventory-settings') return { body: { data: { allowNegativeStock: false } } };
      if (r.path === 'sales/sales-channels') return { body: paged([{ id: 1, name: 'Main Store', isActive: true }]) };
      if (r.method === 'POST' && r.path === 'setting/company-profiles') {
        const { settings } = r.body as { settings: Record<string, string | null> };
        return { body: { message: 'Updated successfully.', data: { ...profile, ...settings } } };
      }
      return undefined;
    },
    { permissions },
  );
  const view = renderWithProviders(
    <>
      <CompanyProfilePage />
      <SnackbarHost />
    </>,
  );
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => {
  signInForTests();
  useNotices.setState({ current: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the company profile screen', () => {
  it("saves the profile, blanks as none, and the shell's title and footer phone read the answer at once", async () => {
    const { user, queryClient } = setup();
    const name = (await screen.findByRole('textbox', { name: 'Company Name' })) as HTMLInputElement;
    expect(name.value).toBe('Demo Shop');
    await user.clear(name);
    await user.type(name, 'Tindahan ni Aling Nena');
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0917 555 0101');
    await user.type(screen.getByRole('textbox', { name: 'Receipt Footer' }), 'Salamat po!');
    // The shop's time zone: Asia/Manila until picked; every screen and document shows times in it.
    const zone = screen.getByRole('combobox', { name: 'Time Zone' }) as HTMLSelectElement;
    expect(zone.value).toBe('');
    expect(zone.selectedOptions[0]!.textContent).toBe('Asia/Manila (default)');
    await user.selectOptions(zone, 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save Company Profile' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      settings: {
        company_name: 'Tindahan ni Aling Nena',
        email: null,
        address: null,
        tin: null,
        registered_name: null,
        receipt_wording: null,
        phone: '0917 555 0101',
        receipt_header: null,
        receipt_footer: 'Salamat po!',
        service_terms: null,
        tax_profile: 'NON_VAT',
        time_zone: 'Asia/Tokyo',
      },
    });
    await waitFor(() =>
      expect(queryClient.getQueryData(companyProfileKeys.value)).toMatchObject({
        company_name: 'Tindahan ni Aling Nena',
        phone: '0917 555 0101',
      }),
    );
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('Updated successfully.');
  });

  it('needs a company name and a valid email', async () => {
    const { user } = setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Company Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Company Profile' }));
    expect(await screen.findByText('The company name field is required.')).toBeTruthy();
    expect(screen.getByText('The email must be a valid email address.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the profile without saving to users who may only view it', async () => {
    setup(['View Company Profile']);
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Company Name' }) as HTMLInputElement).disabled).toBe(true));
    expect(screen.queryByRole('button', { name: 'Save Company Profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload Logo' })).toBeNull();
  });
});

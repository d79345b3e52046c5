import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeApi, renderWithProviders, signInForTests } from '@/lib/testing';
import { ReceiptPreview } from './receipt-preview';

const LOGO = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => {
  signInForTests();
  fakeApi(({ path }) => {
    if (path === 'setting/company-profiles/value')
      return { body: { data: { company_name: 'Demo Hardware', tin: '123-456-789-000', receipt_footer: 'Salamat po!' } } };
    if (path === 'setting/company-profiles/logo-base64') return { body: { data: LOGO } };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the receipt preview', () => {
  it('shows the printed receipt at the chosen width with the shop’s header, TIN and footer', async () => {
    renderWithProviders(<ReceiptPreview width={58} showLogo />);
    let preview = screen.getByRole('figure', { name: 'Receipt preview' });
    expect(await within(preview).findByText('Demo Hardware')).toBeTruthy();
    expect(within(preview).getByText('TIN 123-456-789-000')).toBeTruthy();
    expect(within(preview).getByText('Salamat po!')).toBeTruthy();
    expect(within(preview).getByText('Preview · 58 mm')).toBeTruthy();
    expect(within(preview).getByRole('article').style.width).toBe('58mm');
    cleanup();
    renderWithProviders(<ReceiptPreview width={80} showLogo />);
    preview = screen.getByRole('figure', { name: 'Receipt preview' });
    expect(within(preview).getByText('Preview · 80 mm')).toBeTruthy();
    expect(within(preview).getByRole('article').style.width).toBe('80mm');
  });

  it('shows the logo only when the setting says so', async () => {
    renderWithProviders(<ReceiptPreview width={58} showLogo />);
    const article = () => screen.getByRole('article');
    await vi.waitFor(() => expect(article().querySelector('img')?.getAttribute('src')).toBe(LOGO));
    cleanup();
    renderWithProviders(<ReceiptPreview width={58} showLogo={false} />);
    await screen.findByText('Demo Hardware');
    expect(article().querySelector('img')).toBeNull();
  });
});

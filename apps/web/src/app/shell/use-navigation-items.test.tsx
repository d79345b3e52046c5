import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { FEATURE_FLAG_DEFAULTS } from '@oim/shared/feature-flags';
import { useMenuSettings } from '@/lib/menu-settings';
import { MENU_SETTINGS_STORAGE_KEY } from '@/lib/session-store';
import { fakeApi, newQueryClient, signInForTests } from '@/lib/testing';
import type { NavigationItem } from '../navigation/navigation-types';
import { useNavigationItems } from './use-navigation-items';

/** The visible links with their group path, e.g. "Sales > Customers". */
function labels(items: readonly NavigationItem[], prefix = ''): string[] {
  return items.flatMap((item) => {
    if (item.type === 'link') return [`${prefix}${item.label}`];
    if (item.type === 'subheading') return labels(item.children, prefix);
    return labels(item.children, `${prefix}${item.label} > `);
  });
}

const PERMISSIONS = ['View Sales Orders', 'View Customer', 'View Receivables', 'View Payables', 'View Job Order'];

/** The dropdowns shown, by label. */
function groupLabels(items: readonly NavigationItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'link') return [];
    if (item.type === 'subheading') return groupLabels(item.children);
    return [item.label, ...groupLabels(item.children)];
  });
}

function render(serverSettings: unknown, permissions = PERMISSIONS) {
  fakeApi((r) => (r.path === 'setting/menu-settings' ? { body: { data: serverSettings } } : undefined), {
    permissions,
    flags: { ...FEATURE_FLAG_DEFAULTS },
  });
  const queryClient = newQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useNavigationItems(), { wrapper });
}

beforeEach(() => {
  signInForTests();
  localStorage.clear();
  useMenuSettings.setState({ settings: {} });
});
afterEach(() => vi.unstubAllGlobals());

describe('the navigation with the shop’s menu settings', () => {
  it('loads the server’s settings when the shell starts, hides those entries and keeps a stored copy', async () => {
    const { result } = render({ sales: { Customers: false } });
    await waitFor(() => expect(labels(result.current)).toContain('Sales > Sales Orders'));
    await waitFor(() => expect(labels(result.current)).not.toContain('Sales > Customers'));
    expect(labels(result.current)).toContain('Sales > Quotations');
    expect(JSON.parse(localStorage.getItem(MENU_SETTINGS_STORAGE_KEY) ?? '{}')).toEqual({ sales: { Customers: false } });
  });

  it('drops a group once every entry in it is hidden (spec 2.2)', async () => {
    const { result } = render({ financials: { 'Account Receivables': false, 'Account Payables': false } });
    await waitFor(() => expect(labels(result.current)).toContain('Sales > Sales Orders'));
    await waitFor(() => expect(labels(result.current).some((l) => l.startsWith('Financials'))).toBe(false));
    expect(result.current.some((i) => i.type === 'subheading' && i.children.some((c) => c.label === 'Financials'))).toBe(false);
  });

  it('lets settings hide nothing outside the seven sections', async () => {
    const { result } = render({ service: { 'Service Orders': false } });
    await waitFor(() => expect(labels(result.current)).toContain('Service > Service Orders'));
  });

  it('keeps dropdowns outside the seven sections though nothing in them is visible (spec 2.2)', async () => {
    const settings = { sales: { Customers: false, 'Sales Orders': false, Quotations: false } };
    const { result } = render(settings, ['View Sales Orders', 'View Customer']);
    await waitFor(() => expect(useMenuSettings.getState().settings).toEqual(settings));
    // Sales, all hidden by the settings, and Financials (not permitted) are sections: gone. Service (no
    // View Job Order), Cash Outflows (no expense permission) and RMA & Warranty (its flag on) stay.
    await waitFor(() => expect(groupLabels(result.current)).toEqual(['Service', 'Cash Outflows', 'RMA & Warranty', 'Masterfile']));
    expect(labels(result.current)).toEqual(['Masterfile > Roles']);
  });

  it('follows a save at once', async () => {
    const { result } = render({});
    await waitFor(() => expect(labels(result.current)).toContain('Sales > Customers'));
    act(() => useMenuSettings.getState().save({ sales: { Customers: false, 'Sales Orders': false, Quotations: false } }));
    expect(labels(result.current).some((l) => l.startsWith('Sales >'))).toBe(false);
  });
});

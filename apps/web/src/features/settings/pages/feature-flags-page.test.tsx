import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { featureFlagsQueryKey, useFeatureFlags } from '@/lib/feature-flags';
import { useNotices } from '@/lib/notify';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import { NO_ACCESS_MESSAGE } from '@/lib/permission-gate';
import FeatureFlagsPage from './feature-flags-page';

let stored: { id: number; name: string; enabled: boolean; updatedAt: string }[];
let requests: FakeRequest[];
/** What the server answers for the client flags; a toggle changes it as the real server would. */
let clientFlags: Record<string, boolean>;

/** Shows what the shell's navigation would read: the client flag map. */
function ClientFlags() {
  const flags = useFeatureFlags().data;
  return <output aria-label="client flags">{flags ? JSON.stringify(flags) : ''}</output>;
}

function setup(permissions = ['access features']) {
  requests = fakeApi(
    (r) => {
      if (r.path === 'setting/feature-flags') return { body: paged(stored) };
      const toggle = /^setting\/feature-flags\/(\w+)\/toggle$/.exec(r.path);
      if (toggle && r.method === 'PUT') {
        const flag = stored.find((f) => f.name === toggle[1])!;
        flag.enabled = !flag.enabled;
        clientFlags[flag.name] = flag.enabled;
        return {
          body: {
            message: `The feature ${flag.name} is now ${flag.enabled ? 'on' : 'off'}.`,
            data: { name: flag.name, enabled: flag.enabled },
          },
        };
      }
      if (r.path === 'setting/feature-flags/initialize-defaults') {
        stored.push({ id: 9, name: 'pricing_groups_module', enabled: true, updatedAt: '' });
        return { body: { message: 'Feature flags initialized.', data: {} } };
      }
      return undefined;
    },
    { permissions, flags: clientFlags },
  );
  const view = renderWithProviders(
    <>
      <FeatureFlagsPage />
      <ClientFlags />
      <SnackbarHost />
    </>,
  );
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => {
  signInForTests();
  useNotices.setState({ current: null });
  clientFlags = { rma_warranty_module: true };
  stored = [
    { id: 1, name: 'picklist_module', enabled: true, updatedAt: '' },
    { id: 2, name: 'rma_warranty_module', enabled: true, updatedAt: '' },
    { id: 3, name: 'commission_module', enabled: false, updatedAt: '' },
    { id: 4, name: 'pricing_schedule_module', enabled: true, updatedAt: '' },
  ];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the feature flags screen', () => {
  it('shows a toggle per flag, on or off as stored', async () => {
    setup();
    expect(((await screen.findByRole('switch', { name: 'RMA & Warranty' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Commissions' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getAllByRole('switch')).toHaveLength(5);
  });

  it('names each flag in words with what it turns on, never by its key', async () => {
    stored.push({ id: 8, name: 'loyalty_points_module', enabled: false, updatedAt: '' });
    setup();
    const list = await screen.findByRole('list', { name: 'Feature flags' });
    await screen.findByRole('switch', { name: 'Loyalty Points' });
    expect(list.textContent).toContain('Picking lists for sales orders');
    expect(list.textContent).not.toMatch(/_module|picklist_module|rma_warranty_module/);
  });

  it('toggles a flag and refreshes the client flags at once, so the navigation follows', async () => {
    const { user, queryClient } = setup();
    await waitFor(() => expect(screen.getByRole('status', { name: 'client flags' }).textContent).toContain('"rma_warranty_module":true'));
    await user.click(await screen.findByRole('switch', { name: 'RMA & Warranty' }));
    await waitFor(() => expect((screen.getByRole('switch', { name: 'RMA & Warranty' }) as HTMLInputElement).checked).toBe(false));
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual(['setting/feature-flags/rma_warranty_module/toggle']);
    expect(queryClient.getQueryData<Record<string, boolean>>(featureFlagsQueryKey)?.rma_warranty_module).toBe(false);
    // The snackbar (the missing-flags notice is an alert too).
    await waitFor(() =>
      expect(screen.getAllByRole('alert', { hidden: true }).map((a) => a.textContent)).toContainEqual(
        expect.stringContaining('RMA & Warranty is now off.'),
      ),
    );
  });

  it('offers to store the flags the shop lacks', async () => {
    const { user } = setup();
    const add = await screen.findByRole('button', { name: 'Add Defaults' });
    expect(screen.getByText(/Pricing Groups/, { selector: 'div' })).toBeTruthy();
    await user.click(add);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add Defaults' })).toBeNull());
    expect(requests.some((r) => r.path === 'setting/feature-flags/initialize-defaults')).toBe(true);
  });

  it('is closed to users without access features', async () => {
    setup(['View Channel']);
    expect(await screen.findByText(NO_ACCESS_MESSAGE)).toBeTruthy();
    expect(requests.some((r) => r.path === 'setting/feature-flags')).toBe(false);
  });
});

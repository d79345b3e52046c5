import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import { InventorySettingsCard } from './inventory-settings-card';

let requests: FakeRequest[];
let stored = { allowNegativeStock: false, reorderFactor: 2 };

function setup(permissions = ['Edit Inventory Settings']) {
  requests = fakeApi(
    (r) => {
      if (r.path !== 'setting/inventory-settings') return undefined;
      if (r.method === 'GET') return { body: { data: stored } };
      const body = r.body as { reorderFactor?: string; allowNegativeStock?: boolean };
      if (body.reorderFactor !== undefined && Number(body.reorderFactor) < 1)
        return {
          status: 422,
          body: {
            message: 'The reorder factor must be at least 1.',
            errors: { reorderFactor: ['The reorder factor must be at least 1.'] },
          },
        };
      stored = {
        allowNegativeStock: body.allowNegativeStock ?? stored.allowNegativeStock,
        reorderFactor: Number(body.reorderFactor ?? stored.reorderFactor),
      };
      return { body: { message: 'Updated successfully.', data: stored } };
    },
    { permissions },
  );
  renderWithProviders(<InventorySettingsCard />);
  return userEvent.setup();
}

beforeEach(() => {
  signInForTests();
  stored = { allowNegativeStock: false, reorderFactor: 2 };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const puts = () => requests.filter((r) => r.method === 'PUT').map((r) => r.body);

describe('the Inventory settings card', () => {
  it('saves the reorder factor alone, and shows the server’s refusal on the field', async () => {
    const user = setup();
    const factor = await screen.findByRole('textbox', { name: 'Reorder factor' });
    await waitFor(() => expect((factor as HTMLInputElement).value).toBe('2'));
    await user.clear(factor);
    await user.type(factor, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('The reorder factor must be at least 1.')).textContent).toBe('The reorder factor must be at least 1.');
    await user.clear(factor);
    await user.type(factor, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toEqual([{ reorderFactor: '0.5' }, { reorderFactor: '3' }]));
    expect(stored).toEqual({ allowNegativeStock: false, reorderFactor: 3 });
    // The switch saves only itself.
    await user.click(screen.getByRole('switch', { name: 'Allow negative stock' }));
    await waitFor(() => expect(puts()[2]).toEqual({ allowNegativeStock: true }));
  });

  it('keeps a factor being typed when the settings answer again (the switch saved meanwhile)', async () => {
    const user = setup();
    const factor = (await screen.findByRole('textbox', { name: 'Reorder factor' })) as HTMLInputElement;
    await waitFor(() => expect(factor.value).toBe('2'));
    await user.clear(factor);
    await user.type(factor, '4');
    const toggle = screen.getByRole('switch', { name: 'Allow negative stock' }) as HTMLInputElement;
    await user.click(toggle);
    await waitFor(() => expect(puts()).toEqual([{ allowNegativeStock: true }]));
    // The saved settings are the card's again (the switch is enabled and on); the field keeps what was typed.
    await waitFor(() => expect([toggle.checked, toggle.disabled]).toEqual([true, false]));
    expect(factor.value).toBe('4');
  });

  it('is read-only without Edit Inventory Settings', async () => {
    setup([]);
    const factor = await screen.findByRole('textbox', { name: 'Reorder factor' });
    await waitFor(() => expect((factor as HTMLInputElement).value).toBe('2'));
    expect((factor as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect((screen.getByRole('switch', { name: 'Allow negative stock' }) as HTMLInputElement).disabled).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { useNotices } from '@/lib/notify';
import { fakeApi, renderWithProviders, signInForTests, type FakeHandler, type FakeRequest } from '@/lib/testing';
import type { UnitClass } from '../types';
import { UnitClassDialog } from './unit-class-dialog';

const count: UnitClass = {
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  id: 1,
  name: 'Count',
  description: 'Things counted one by one.',
  units: [
    { id: 2, unitClassId: 1, unit: 'dozen', factor: 12, isBase: false },
    { id: 1, unitClassId: 1, unit: 'piece', factor: 1, isBase: true },
  ],
};

let requests: FakeRequest[];
const saves = () => requests.filter((r) => r.method !== 'GET');

function setup(record: UnitClass | null, handler: FakeHandler = () => undefined) {
  requests = fakeApi(handler);
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <UnitClassDialog open record={record} onClose={onClose} />
      <SnackbarHost />
    </>,
  );
  return { user: userEvent.setup(), onClose };
}

const unitField = (n: number) => screen.getByRole('textbox', { name: `Unit ${n}` }) as HTMLInputElement;
const factorField = (n: number) => screen.getByRole('textbox', { name: `Factor ${n}` }) as HTMLInputElement;
// The snackbar sits beside the open dialog (marked aria-hidden); the units' list error is an alert too.
async function expectAlert(text: string) {
  await waitFor(() =>
    expect(screen.getAllByRole('alert', { hidden: true }).map((a) => a.textContent)).toContainEqual(expect.stringContaining(text)),
  );
}

beforeEach(() => {
  signInForTests();
  useNotices.setState({ current: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the unit class editor', () => {
  it('lists the units smallest first with their factor to the base unit, and marks the base', async () => {
    const { user } = setup(count);
    expect(screen.getByRole('heading', { name: 'Update Unit Class' })).toBeTruthy();
    expect([unitField(1).value, factorField(1).value]).toEqual(['piece', '1']);
    expect([unitField(2).value, factorField(2).value]).toEqual(['dozen', '12']);
    expect(screen.getByText('1 dozen = 12 piece')).toBeTruthy();
    expect(screen.getAllByText('Base')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Add Unit' }));
    await user.type(unitField(3), 'box');
    await user.type(factorField(3), '24');
    expect(screen.getByText('1 box = 24 piece')).toBeTruthy();
  });

  it('a new class starts with one base row; saving needs a name and a unit name', async () => {
    const { user } = setup(null);
    expect(screen.getByRole('heading', { name: 'New Unit Class' })).toBeTruthy();
    expect(factorField(1).value).toBe('1');
    // The last row cannot be removed: a class needs a unit.
    expect((screen.getByRole('button', { name: 'Remove unit 1' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Create Unit Class' }));
    await expectAlert('Please correct the errors before saving.');
    expect(screen.getByText('The name field is required.')).toBeTruthy();
    expect(screen.getByText('The unit field is required.')).toBeTruthy();
    expect(unitField(1).getAttribute('aria-invalid')).toBe('true');
    expect(saves()).toHaveLength(0);
  });

  it('refuses a class without exactly one base unit (factor 1)', async () => {
    const { user } = setup(count);
    await user.clear(factorField(1));
    await user.type(factorField(1), '2');
    await user.click(screen.getByRole('button', { name: 'Update Unit Class' }));
    const group = screen.getByRole('group', { name: 'Units' });
    expect(await within(group).findByText('Exactly one unit must have factor 1: the base unit every other unit converts to.')).toBeTruthy();
    expect(saves()).toHaveLength(0);

    // Two base units are refused the same way.
    await user.clear(factorField(1));
    await user.type(factorField(1), '1');
    await user.clear(factorField(2));
    await user.type(factorField(2), '1');
    await user.click(screen.getByRole('button', { name: 'Update Unit Class' }));
    await waitFor(() => expect(screen.getAllByText('Base')).toHaveLength(2));
    expect(within(group).getByText('Exactly one unit must have factor 1: the base unit every other unit converts to.')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('shows a repeated unit name on that row', async () => {
    const { user } = setup(count);
    await user.click(screen.getByRole('button', { name: 'Add Unit' }));
    await user.type(unitField(3), 'Dozen');
    await user.type(factorField(3), '24');
    await user.click(screen.getByRole('button', { name: 'Update Unit Class' }));
    expect(await screen.findByText('Each unit of a class needs a different name.')).toBeTruthy();
    expect(unitField(3).getAttribute('aria-invalid')).toBe('true');
    expect(unitField(2).getAttribute('aria-invalid')).toBe('false');
    expect(saves()).toHaveLength(0);
  });

  it('sends every unit, kept ones with their id, and a removed one left out', async () => {
    const { user, onClose } = setup(count, (r) =>
      r.method === 'PUT' ? { body: { message: 'Updated successfully.', data: count } } : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Add Unit' }));
    await user.type(unitField(3), ' box ');
    await user.type(factorField(3), '24');
    await user.click(screen.getByRole('button', { name: 'Remove unit 2' }));
    await user.click(screen.getByRole('button', { name: 'Update Unit Class' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]).toMatchObject({ method: 'PUT', path: 'masterfile/unit-classes/1' });
    expect(saves()[0]!.body).toEqual({
      name: 'Count',
      description: 'Things counted one by one.',
      units: [
        { id: 1, unit: 'piece', factor: '1' },
        { unit: 'box', factor: '24' },
      ],
    });
    await expectAlert('Updated successfully.');
  });

  it("shows the server's nested errors on their rows and its list error under the units", async () => {
    const { user, onClose } = setup(count, (r) =>
      r.method === 'PUT'
        ? {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: {
                'units.1.unit': ['The unit may not be greater than 50 characters.'],
                units: ['The selected unit 9 is not a unit of this class.'],
              },
            },
          }
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Update Unit Class' }));

    await expectAlert('The given data was invalid.');
    expect(await screen.findByText('The unit may not be greater than 50 characters.')).toBeTruthy();
    expect(unitField(2).getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('group', { name: 'Units' })).getByText('The selected unit 9 is not a unit of this class.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the refusal when a removed unit is still used by products (409)', async () => {
    const { user, onClose } = setup(count, (r) =>
      r.method === 'PUT'
        ? { status: 409, body: { message: 'This record cannot be deleted because it is still used by products.' } }
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Remove unit 2' }));
    await user.click(screen.getByRole('button', { name: 'Update Unit Class' }));
    await expectAlert('This record cannot be deleted because it is still used by products.');
    expect(onClose).not.toHaveBeenCalled();
  });
});

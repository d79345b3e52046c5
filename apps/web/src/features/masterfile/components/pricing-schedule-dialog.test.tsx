import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { useNotices } from '@/lib/notify';
import { fakeApi, renderWithProviders, signInForTests, type FakeHandler, type FakeRequest } from '@/lib/testing';
import type { PricingScheduleTemplate } from '../types';
import { PricingScheduleDialog } from './pricing-schedule-dialog';

const bulk: PricingScheduleTemplate = {
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  id: 5,
  name: 'Hardware bulk',
  description: null,
  type: 'unit_price',
  breaks: [
    { id: 11, templateId: 5, minQuantity: 12, value: 90 },
    { id: 10, templateId: 5, minQuantity: 1, value: 100 },
  ],
};

let requests: FakeRequest[];
const saves = () => requests.filter((r) => r.method !== 'GET');

function setup(record: PricingScheduleTemplate | null, handler: FakeHandler = () => undefined) {
  requests = fakeApi(handler);
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <PricingScheduleDialog open record={record} onClose={onClose} />
      <SnackbarHost />
    </>,
  );
  return { user: userEvent.setup(), onClose };
}

const quantityField = (n: number) => screen.getByRole('textbox', { name: `Minimum Quantity ${n}` }) as HTMLInputElement;
const priceField = (n: number) => screen.getByRole('textbox', { name: `Unit Price ${n}` }) as HTMLInputElement;
const percentField = (n: number) => screen.getByRole('textbox', { name: `Percentage Off ${n}` }) as HTMLInputElement;

async function expectAlert(text: string) {
  await waitFor(() =>
    expect(screen.getAllByRole('alert', { hidden: true }).map((a) => a.textContent)).toContainEqual(expect.stringContaining(text)),
  );
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Type/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

beforeEach(() => {
  signInForTests();
  useNotices.setState({ current: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the pricing schedule editor', () => {
  it('lists the breaks from the smallest quantity, each with what it gives', () => {
    setup(bulk);
    expect(screen.getByRole('heading', { name: 'Update Pricing Schedule Template' })).toBeTruthy();
    expect([quantityField(1).value, priceField(1).value]).toEqual(['1', '100']);
    expect([quantityField(2).value, priceField(2).value]).toEqual(['12', '90']);
    expect(screen.getByText('12 or more: ₱90.00 each')).toBeTruthy();
    expect(screen.getByText(/in the product's base unit/)).toBeTruthy();
  });

  it('adds and removes breaks and creates the template with them', async () => {
    const { user, onClose } = setup(null, (r) =>
      r.method === 'POST' ? { status: 201, body: { message: 'Created successfully.', data: { id: 8, ...(r.body as object) } } } : undefined,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Cement by the bag');
    await user.type(priceField(1), '250');
    await user.click(screen.getByRole('button', { name: 'Add Break' }));
    await user.type(quantityField(2), '10');
    await user.type(priceField(2), '240.50');
    await user.click(screen.getByRole('button', { name: 'Add Break' }));
    await user.type(quantityField(3), '5');
    await user.type(priceField(3), '1');
    await user.click(screen.getByRole('button', { name: 'Remove break 3' }));
    expect(screen.queryByRole('textbox', { name: 'Minimum Quantity 3' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Template' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]).toMatchObject({ method: 'POST', path: 'pricing-schedules/templates' });
    expect(saves()[0]!.body).toEqual({
      name: 'Cement by the bag',
      description: null,
      type: 'unit_price',
      breaks: [
        { minQuantity: '1', value: '250' },
        { minQuantity: '10', value: '240.50' },
      ],
    });
  });

  it('refuses two breaks starting at the same quantity, on the repeated row', async () => {
    const { user } = setup(bulk);
    await user.clear(quantityField(2));
    await user.type(quantityField(2), '1');
    await user.click(screen.getByRole('button', { name: 'Update Template' }));
    await expectAlert('Please correct the errors before saving.');
    expect(screen.getByText('Each quantity break must start at a different quantity.')).toBeTruthy();
    expect(quantityField(2).getAttribute('aria-invalid')).toBe('true');
    expect(quantityField(1).getAttribute('aria-invalid')).toBe('false');
    expect(saves()).toHaveLength(0);
  });

  it('switches the value column to Percentage Off and refuses more than 100%', async () => {
    const { user } = setup(bulk);
    await chooseType(user, 'Percentage Off');
    expect(screen.queryByRole('textbox', { name: 'Unit Price 1' })).toBeNull();
    await user.clear(percentField(1));
    await user.type(percentField(1), '5');
    expect(screen.getByText('1 or more: 5% off')).toBeTruthy();
    await user.clear(percentField(2));
    await user.type(percentField(2), '150');
    await user.click(screen.getByRole('button', { name: 'Update Template' }));
    expect(await screen.findByText('A percentage may not be more than 100.')).toBeTruthy();
    expect(percentField(2).getAttribute('aria-invalid')).toBe('true');
    expect(saves()).toHaveLength(0);
  });

  it('needs a quantity and a value on every row', async () => {
    const { user } = setup(null);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Promo');
    await user.clear(quantityField(1));
    await user.click(screen.getByRole('button', { name: 'Create Template' }));
    expect(await screen.findByText('The minimum quantity field is required.')).toBeTruthy();
    expect(screen.getByText('The value field is required.')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it("puts the server's nested errors on their rows", async () => {
    const { user, onClose } = setup(bulk, (r) =>
      r.method === 'PUT'
        ? {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: { 'breaks.1.value': ['The value must be a number with at most 2 decimals.'] },
            },
          }
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Update Template' }));
    await expectAlert('The given data was invalid.');
    expect(await screen.findByText('The value must be a number with at most 2 decimals.')).toBeTruthy();
    expect(priceField(2).getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('group', { name: 'Quantity Breaks' })).getAllByRole('textbox')).toHaveLength(4);
    expect(onClose).not.toHaveBeenCalled();
  });
});

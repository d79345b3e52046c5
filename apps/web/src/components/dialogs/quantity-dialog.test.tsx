import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityDialog } from './quantity-dialog';

afterEach(cleanup);

function setup(initialQuantity?: number) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<QuantityDialog open onConfirm={onConfirm} onCancel={onCancel} {...(initialQuantity !== undefined ? { initialQuantity } : {})} />);
  return { onConfirm, onCancel, input: screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement, user: userEvent.setup() };
}

describe('the quantity dialog', () => {
  it('starts at 1, is 300px wide, and takes numbers from 0 in steps of 0.01', () => {
    const { input } = setup();
    expect(input.value).toBe('1');
    expect(input.min).toBe('0');
    expect(input.step).toBe('0.01');
    expect(getComputedStyle(screen.getByRole('dialog')).width).toBe('300px');
  });

  it('confirms the typed quantity with Enter', async () => {
    const { input, user, onConfirm } = setup();
    await user.clear(input);
    await user.type(input, '2.75{Enter}');
    expect(onConfirm).toHaveBeenCalledWith(2.75);
  });

  it('confirms with the Confirm button, and Cancel adds nothing', async () => {
    const { user, onConfirm, onCancel } = setup(3);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('refuses a negative or empty quantity', async () => {
    const { input, user, onConfirm } = setup();
    await user.clear(input);
    await user.type(input, '-1{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a quantity of 0 or more.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(input, '0{Enter}');
    expect(onConfirm).toHaveBeenCalledWith(0);
  });
});

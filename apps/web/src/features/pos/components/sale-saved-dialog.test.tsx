import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeDue, type SaveSuccess } from '../lib/use-save-flow';
import { SaleSavedDialog } from './sale-saved-dialog';

const saved = (more: Partial<SaveSuccess> = {}): SaveSuccess => ({
  kind: 'order',
  id: 41,
  number: 'SO-000041',
  edited: false,
  invoiceNumber: null,
  ...more,
});

const show = (value: SaveSuccess) => render(<SaleSavedDialog saved={value} onPrint={() => {}} onClose={() => {}} />);

/** The rendered font size of an element, in px (rem at the browser's 16 px). */
function fontSizeOf(element: Element): number {
  const size = getComputedStyle(element).fontSize;
  const n = Number.parseFloat(size);
  return size.endsWith('rem') ? n * 16 : n;
}

afterEach(cleanup);

describe('the Sale Saved dialog', () => {
  it('shows the change due as the largest figure when the cash tendered was more than the amount', () => {
    show(saved({ change: 50 }));
    const dialog = screen.getByRole('dialog', { name: 'Sale Saved' });
    const change = within(dialog).getByRole('status', { name: 'Change ₱50.00' });
    expect(change.textContent).toBe('CHANGE₱50.00');
    const figure = within(change).getByText('₱50.00');
    const number = within(dialog).getByLabelText('Sales order number');
    expect(number.textContent).toBe('SO-000041');
    // Larger than every other text of the dialog, the order number and the title included.
    const others = [number, within(dialog).getByText('Sale Saved'), within(dialog).getByText('Sales order number')];
    for (const other of others) expect(fontSizeOf(figure)).toBeGreaterThan(fontSizeOf(other));
  });

  it('shows no change line when the cash was exact, or for a quotation', () => {
    show(saved({ change: 0 }));
    expect(screen.queryByRole('status', { name: /^Change/ })).toBeNull();
    expect(screen.queryByText(/change/i)).toBeNull();
    cleanup();
    show(saved({ kind: 'quotation', number: 'QT-000003', change: 20 }));
    expect(screen.queryByRole('status', { name: /^Change/ })).toBeNull();
  });
});

describe('the change due', () => {
  it('adds the change of every cash line exactly, and is 0 without any', () => {
    expect(changeDue([{ change: 0.1 }, { change: 0.2 }, { change: null }, {}])).toBe(0.3);
    expect(changeDue([{ change: 50 }, { change: null }])).toBe(50);
    expect(changeDue([])).toBe(0);
  });
});

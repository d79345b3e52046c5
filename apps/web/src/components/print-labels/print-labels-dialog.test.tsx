import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api-client';
import { useNotices } from '@/lib/notify';
import { copiesOf, PrintLabelsDialog, type LabelChoice } from './print-labels-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useNotices.getState().dismiss();
});

function setup(perCopy: number | null, fetchPdf = vi.fn(async (_choice: LabelChoice) => new Blob(['%PDF'], { type: 'application/pdf' }))) {
  const onClose = vi.fn();
  const tab = { location: { href: '' }, closed: false, close: vi.fn() };
  vi.stubGlobal(
    'open',
    vi.fn(() => tab),
  );
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:labels');
  render(<PrintLabelsDialog open onClose={onClose} subject="3 products" perCopy={perCopy} fetchPdf={fetchPdf} fileName="labels.pdf" />);
  return { onClose, fetchPdf, tab, user: userEvent.setup() };
}

const printButton = () => screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement;

describe('copiesOf', () => {
  it('takes whole numbers from 1 to 100 only', () => {
    expect(copiesOf('1')).toBe(1);
    expect(copiesOf(' 100 ')).toBe(100);
    for (const text of ['0', '101', '1.5', '-1', '', 'abc', '1e2', '0x10']) expect(copiesOf(text)).toBeNull();
  });
});

describe('the Print Labels dialog', () => {
  it('offers the four layouts, and prints the chosen one with the copies in a tab of its own', async () => {
    const { user, fetchPdf, tab, onClose } = setup(3);
    expect(screen.getByText('Price labels of 3 products.')).toBeTruthy();
    expect(screen.getByText('3 labels')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Layout' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'A4 sheet, 3 × 10 labels (70 × 29.7 mm)',
      'A4 sheet, 4 × 10 labels (52.5 × 29.7 mm)',
      'Label roll, 50 × 30 mm',
      'Label roll, 40 × 25 mm',
    ]);
    await user.click(options[3]!);

    const copies = screen.getByRole('textbox', { name: 'Copies of each' });
    await user.clear(copies);
    await user.type(copies, '2');
    expect(screen.getByText('6 labels')).toBeTruthy();
    await user.click(printButton());

    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:labels'));
    expect(fetchPdf).toHaveBeenCalledWith({ layout: 'roll-40x25', copies: 2 });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses copies out of range and more labels than one PDF holds', async () => {
    const { user, fetchPdf } = setup(1000);
    const copies = screen.getByRole('textbox', { name: 'Copies of each' });
    for (const text of ['0', '101', '1.5']) {
      await user.clear(copies);
      await user.type(copies, text);
      expect(screen.getByText('Enter a whole number from 1 to 100.')).toBeTruthy();
      expect(printButton().disabled).toBe(true);
    }
    await user.clear(copies);
    await user.type(copies, '6');
    expect(screen.getByText('At most 5,000 labels at a time.')).toBeTruthy();
    expect(printButton().disabled).toBe(true);
    await user.clear(copies);
    await user.type(copies, '5');
    expect(screen.getByText('5000 labels')).toBeTruthy();
    expect(printButton().disabled).toBe(false);
    expect(fetchPdf).not.toHaveBeenCalled();
  });

  it('has no copies for a document that prints one label per unit, and tells why a print failed', async () => {
    const fetchPdf = vi.fn(async () => {
      throw new ApiError(422, 'The receipt would print 5004 labels; at most 5000 labels at a time.');
    });
    const { user, tab, onClose } = setup(null, fetchPdf);
    expect(screen.queryByRole('textbox', { name: 'Copies of each' })).toBeNull();
    await user.click(printButton());
    expect(fetchPdf).toHaveBeenCalledWith({ layout: 'a4-3x10', copies: 1 });
    await waitFor(() =>
      expect(useNotices.getState().current?.message).toBe('The receipt would print 5004 labels; at most 5000 labels at a time.'),
    );
    expect(tab.close).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import type { ImportPreview } from '../types';
import { OpenedImport } from '../components/opened-import';

const COLUMNS = ['Code', 'Item Desc', 'SRP', 'Barcode'];

/** The server's preview of a 3-row file under a mapping, with its errors as the server would find them. */
function previewFor(mapping: Record<string, string>, overrides: Partial<ImportPreview> = {}): ImportPreview {
  const hasName = Object.values(mapping).includes('productName');
  const nameError = (row: number) =>
    hasName ? [] : [{ row, column: null, field: 'productName', message: 'The product name is required.' }];
  const priceError = { row: 3, column: 'SRP', field: 'basePrice', message: 'The price has more than 2 decimals.' };
  // The file's text of each row (one per column); row 3's price has 3 decimals, so it has no value.
  const rows = [
    {
      row: 2,
      cells: ['SHMP-200', 'Shampoo 200 mL', '₱89.75', '4800888123456'],
      values: { sku: 'SHMP-200', ...(hasName ? { productName: 'Shampoo 200 mL' } : {}), basePrice: '89.75', barcodes: ['4800888123456'] },
    },
    {
      row: 3,
      cells: ['SOAP-90', 'Soap 90 g', '₱1,234.567', ''],
      values: { sku: 'SOAP-90', ...(hasName ? { productName: 'Soap 90 g' } : {}), barcodes: [] },
    },
    {
      row: 4,
      cells: ['TOOTH-1', 'Toothbrush', '45', ''],
      values: { sku: 'TOOTH-1', ...(hasName ? { productName: 'Toothbrush' } : {}), basePrice: '45.00' },
    },
  ].map((r) => ({ ...r, errors: [...nameError(r.row), ...(r.row === 3 ? [priceError] : [])] }));
  const errors = rows.flatMap((r) => r.errors);
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  return {
    id: 7,
    importNumber: 'IMP-000007',
    kind: 'PRODUCTS',
    status: 'PREVIEWED',
    fileName: 'old-pos.csv',
    rowCount: 3,
    validCount: 3 - invalid,
    invalidCount: invalid,
    columns: COLUMNS,
    mapping,
    rows,
    errors,
    createdCount: null,
    updatedCount: null,
    skippedCount: null,
    createdAt: '2026-12-07T01:30:00.000Z',
    createdByName: 'Ana Reyes',
    committedAt: null,
    ...overrides,
  };
}

let requests: FakeRequest[];
let current: ImportPreview;

function setup() {
  current = previewFor({ Code: 'sku', SRP: 'basePrice', Barcode: 'barcodes' });
  requests = fakeApi(
    (r) => {
      if (r.path === 'masterfile/stock-locations') return { body: paged([{ id: 1, name: 'Main Store', code: 'MAIN' }]) };
      if (r.path === 'imports/7' && r.method === 'GET') return { body: { data: current } };
      if (r.path === 'imports/7/mapping' && r.method === 'PUT') {
        const { mapping } = r.body as { mapping: Record<string, string | null> };
        const kept = Object.fromEntries(Object.entries(mapping).filter((e): e is [string, string] => e[1] !== null));
        current = previewFor(kept);
        return { body: { data: current } };
      }
      if (r.path === 'imports/7/commit' && r.method === 'POST') {
        current = {
          ...current,
          status: 'COMMITTED',
          createdCount: 2,
          updatedCount: 0,
          skippedCount: 1,
          committedAt: '2026-12-07T01:35:00.000Z',
          canUndo: true,
        };
        return { body: { message: 'Imported.', data: current } };
      }
      if (r.path === 'imports/7' && r.method === 'DELETE')
        return { status: 409, body: { message: 'SHMP-200 Shampoo 200 mL has been sold since; the import cannot be undone.' } };
      return undefined;
    },
    { permissions: ['Import Data'] },
  );
  renderWithProviders(<OpenedImport id={7} />);
  return userEvent.setup();
}

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const preview = () => screen.getByRole('table', { name: 'Preview' });
/** The preview's cell of a spreadsheet row under a column header. */
function cell(row: number, column: string): HTMLElement {
  const headers = within(preview())
    .getAllByRole('columnheader')
    .map((h) => h.firstChild?.textContent ?? '');
  const line = preview().querySelector(`tr[data-row="${row}"]`)!;
  return line.querySelectorAll('td')[headers.indexOf(column)] as HTMLElement;
}

describe('Settings › Import Data, an uploaded file', () => {
  it('remaps a column the auto-mapping did not know, and shows the server’s new preview', async () => {
    const user = setup();
    const picker = await screen.findByRole('combobox', { name: 'Import Item Desc as' });
    expect((picker as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('group', { name: 'Rows in the file' }).textContent).toBe('Rows3Valid0Invalid3');
    expect(screen.getByRole('button', { name: 'Import 0 rows' })).toHaveProperty('disabled', true);
    // A stock column per location is offered for products.
    expect(within(picker).getByRole('option', { name: 'Stock: Main Store' })).toBeTruthy();

    await user.selectOptions(picker, 'productName');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import 2 rows' })).toHaveProperty('disabled', false));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe('imports/7/mapping');
    expect(put.body).toEqual({ mapping: { Code: 'sku', 'Item Desc': 'productName', SRP: 'basePrice', Barcode: 'barcodes' } });
    expect(cell(2, 'Item Desc').textContent).toBe('Shampoo 200 mL');
    expect(cell(2, 'Barcode').textContent).toBe('4800888123456');
  });

  it('reads a field from one column: choosing it for another leaves the first out', async () => {
    const user = setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Import Item Desc as' }), 'sku');
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      mapping: { Code: null, 'Item Desc': 'sku', SRP: 'basePrice', Barcode: 'barcodes' },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Import Barcode as' }), "Don't import");
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect((requests.filter((r) => r.method === 'PUT')[1]!.body as { mapping: object }).mapping).toMatchObject({ Barcode: null });
  });

  it('highlights an invalid cell in the error colour with its message as the tooltip, and a row-level error on the row number', async () => {
    setup();
    await screen.findByRole('table', { name: 'Preview' });
    const price = cell(3, 'SRP');
    expect(price.getAttribute('data-invalid')).toBe('true');
    expect(price.getAttribute('title')).toBe('The price has more than 2 decimals.');
    // The error colour's tint (error.main at 12%) on the invalid cell only.
    expect(getComputedStyle(price).backgroundColor).toMatch(/^rgba\(\d+, \d+, \d+, 0\.12\)$/);
    expect(getComputedStyle(cell(2, 'SRP')).backgroundColor).not.toMatch(/0\.12\)$/);
    expect(cell(2, 'SRP').getAttribute('data-invalid')).toBeNull();
    expect(cell(2, 'SRP').getAttribute('title')).toBeNull();
    // The refused cell shows what the file said, struck through (the message follows for screen
    // readers); a valid cell shows the value as it will be saved.
    const raw = within(price).getByText('₱1,234.567');
    expect(raw.tagName).toBe('S');
    expect(getComputedStyle(raw).textDecorationLine).toBe('line-through');
    expect(price.textContent).toBe('₱1,234.567 error: The price has more than 2 decimals.');
    expect(cell(2, 'SRP').textContent).toBe('89.75');
    expect(cell(2, 'SRP').querySelector('s')).toBeNull();
    // No column is read as the product name yet: its error sits on the row number.
    const rowNumber = preview().querySelector('tr[data-row="2"] td') as HTMLElement;
    expect(rowNumber.getAttribute('title')).toBe('The product name is required.');
    expect(screen.getByText(/No column is read as Product Name/)).toBeTruthy();
    // The error list names the row and the column.
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Row 3, SRP: The price has more than 2 decimals.'),
    ).toBeTruthy();
  });

  it('asks to skip the invalid rows or fix the file, commits skipping them, and shows a refused undo’s message', async () => {
    const user = setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Import Item Desc as' }), 'productName');
    await user.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    const choice = await screen.findByRole('dialog', { name: 'Some Rows Have Errors' });
    await user.click(within(choice).getByRole('button', { name: 'Skip Invalid Rows' }));
    await screen.findByRole('heading', { name: 'Import finished' });
    expect(requests.find((r) => r.path === 'imports/7/commit')!.body).toEqual({ skipInvalid: true });
    expect(screen.getByRole('group', { name: 'Result' }).textContent).toBe('Created2Updated0Skipped1');

    await user.click(screen.getByRole('button', { name: 'Undo import' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Undo Import' })).getByRole('button', { name: 'Undo import' }));
    expect((await screen.findByText(/has been sold since/)).textContent).toBe(
      'SHMP-200 Shampoo 200 mL has been sold since; the import cannot be undone.',
    );
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeRequest } from '@/lib/testing';
import { CustomerAutocomplete, type CustomerOption } from './customer-autocomplete';
import { ExpenseCategoryAutocomplete, type ExpenseCategoryOption } from './expense-category-autocomplete';
import { ProductBrandAutocomplete, type ProductBrandOption } from './product-brand-autocomplete';

const customers: CustomerOption[] = [
  { id: 1, customerName: 'Walk-in Customer', isDefault: true },
  { id: 2, customerName: 'Aling Nena Store', contactNumber: '0917 555 0101' },
];

let requests: FakeRequest[];
const searches = (path: string) => requests.filter((r) => r.path === path).map((r) => r.url.searchParams);

function matching<T>(rows: T[], field: keyof T, params: URLSearchParams): T[] {
  const term = params.get(`${String(field)}[like]`)?.toLowerCase();
  return term ? rows.filter((row) => String(row[field]).toLowerCase().includes(term)) : rows;
}

function CustomerHarness({ onChange, onAddNew }: { onChange: (v: CustomerOption | null) => void; onAddNew?: (term: string) => void }) {
  const [value, setValue] = useState<CustomerOption | null>(null);
  return (
    <>
      <CustomerAutocomplete
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
        {...(onAddNew ? { onAddNew } : {})}
      />
      <output aria-label="picked">{value ? `${value.id}:${value.customerName}` : 'none'}</output>
    </>
  );
}

function BrandHarness({ allowAdd = true }: { allowAdd?: boolean }) {
  const [value, setValue] = useState<ProductBrandOption | null>(null);
  return (
    <>
      <ProductBrandAutocomplete value={value} onChange={setValue} allowAdd={allowAdd} />
      <output aria-label="picked">{value ? `${value.id}:${value.brandName}` : 'none'}</output>
    </>
  );
}

function ExpenseCategoryHarness({ allowAdd }: { allowAdd: boolean }) {
  const [value, setValue] = useState<ExpenseCategoryOption | null>(null);
  return (
    <>
      <ExpenseCategoryAutocomplete value={value} onChange={setValue} allowAdd={allowAdd} />
      <output aria-label="picked">{value ? `${value.id}:${value.expenseName}` : 'none'}</output>
    </>
  );
}

beforeEach(() => signInForTests());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the autocomplete controls', () => {
  beforeEach(() => {
    requests = fakeApi(
      (r) => {
        if (r.path === 'sales/customers') return { body: paged(matching(customers, 'customerName', r.url.searchParams)) };
        if (r.path === 'expenses/expense-categories') {
          if (r.method === 'POST') return { status: 201, body: { data: { id: 12, ...(r.body as object) } } };
          return { body: paged(matching([{ id: 1, expenseName: 'Rent' }], 'expenseName', r.url.searchParams)) };
        }
        if (r.path === 'masterfile/product-brands') {
          if (r.method === 'POST') return { status: 201, body: { message: 'Brand created.', data: { id: 9, ...(r.body as object) } } };
          return { body: paged(matching([{ id: 1, brandName: 'Stanley' }], 'brandName', r.url.searchParams)) };
        }
        return undefined;
      },
      { permissions: ['Create Product Brand', 'Create Expense Category'] },
    );
  });

  it('searches 300 ms after the last key, with like on the name column', async () => {
    renderWithProviders(<CustomerHarness onChange={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Customer' });
    fireEvent.mouseDown(input);
    await waitFor(() => expect(searches('sales/customers')).toHaveLength(1));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(input, { target: { value: 'nen' } });
    await act(async () => void vi.advanceTimersByTime(150));
    fireEvent.change(input, { target: { value: 'nena' } });
    await act(async () => void vi.advanceTimersByTime(250));
    expect(searches('sales/customers')).toHaveLength(1);
    await act(async () => void vi.advanceTimersByTime(60));
    await waitFor(() => expect(searches('sales/customers').at(-1)!.get('customerName[like]')).toBe('nena'));
    expect(searches('sales/customers').some((p) => p.get('customerName[like]') === 'nen')).toBe(false);
    expect(await screen.findByRole('option', { name: /Aling Nena Store/ })).toBeTruthy();
  });

  it('picking sets the value; editing the text afterwards clears it; the clear button resets it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<CustomerHarness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement;
    await user.type(input, 'nena');
    await user.click(await screen.findByRole('option', { name: /Aling Nena Store/ }));
    expect(screen.getByRole('status', { name: 'picked' }).textContent).toBe('2:Aling Nena Store');
    expect(input.value).toBe('Aling Nena Store');

    await user.type(input, 'x');
    expect(screen.getByRole('status', { name: 'picked' }).textContent).toBe('none');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe('Aling Nena Storex');

    await user.clear(input);
    await user.type(input, 'walk');
    await user.click(await screen.findByRole('option', { name: /Walk-in Customer/ }));
    expect(screen.getByRole('status', { name: 'picked' }).textContent).toBe('1:Walk-in Customer');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('status', { name: 'picked' }).textContent).toBe('none');
    expect(input.value).toBe('');
  });

  it('the customer control offers a fake Add New entry with id 0 when nothing is found', async () => {
    const user = userEvent.setup();
    const onAddNew = vi.fn();
    renderWithProviders(<CustomerHarness onChange={vi.fn()} onAddNew={onAddNew} />);
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'zzz');
    await user.click(await screen.findByRole('option', { name: 'Add New' }));
    expect(screen.getByRole('status', { name: 'picked' }).textContent).toBe('0:Add New');
    expect(onAddNew).toHaveBeenCalledWith('zzz');
  });

  it('the expense category control: its Add New entry (id 0) opens the category dialog, whose new category becomes the value', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExpenseCategoryHarness allowAdd />);
    await user.type(screen.getByRole('combobox', { name: 'Expense Category' }), 'Internet');
    await user.click(await screen.findByRole('option', { name: 'Add New' }));
    const name = await screen.findByRole('textbox', { name: 'Expense Name' });
    expect((name as HTMLInputElement).value).toBe('Internet');
    await user.click(screen.getByRole('button', { name: 'Create Expense Category' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'picked' }).textContent).toBe('12:Internet'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ expenseName: 'Internet', description: null });
  });

  it('the expense category control in a filter (no adding) never keeps the Add New entry as a value', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExpenseCategoryHarness allowAdd={false} />);
    await user.type(screen.getByRole('combobox', { name: 'Expense Category' }), 'zzz');
    await user.click(await screen.findByRole('option', { name: 'Add New' }));
    expect(screen.getByRole('status', { name: 'picked' }).textContent).toBe('none');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the brand control offers Add New only when allowed, the term is not blank and nothing matched', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BrandHarness />);
    const input = screen.getByRole('combobox', { name: 'Product Brand' });
    // A blank term lists the brands and offers nothing to add.
    fireEvent.mouseDown(input);
    expect(await screen.findByRole('option', { name: 'Stanley' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Add New' })).toBeNull();
    // A term that matches: no Add New.
    await user.type(input, 'stan');
    await waitFor(() => expect(searches('masterfile/product-brands').at(-1)!.get('brandName[like]')).toBe('stan'));
    expect(await screen.findByRole('option', { name: 'Stanley' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Add New' })).toBeNull();
    // Nothing matches: Add New opens the creation form with the typed name, and the new brand is picked.
    await user.clear(input);
    await user.type(input, 'Makita');
    await user.click(await screen.findByRole('option', { name: 'Add New' }));
    const name = await screen.findByRole('textbox', { name: 'Brand Name' });
    expect((name as HTMLInputElement).value).toBe('Makita');
    await user.click(screen.getByRole('button', { name: 'Create Product Brand' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'picked' }).textContent).toBe('9:Makita'));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ brandName: 'Makita', description: null });
  });

  it('the brand control offers no Add New when adding is not allowed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BrandHarness allowAdd={false} />);
    await user.type(screen.getByRole('combobox', { name: 'Product Brand' }), 'Makita');
    await waitFor(() => expect(searches('masterfile/product-brands').at(-1)!.get('brandName[like]')).toBe('Makita'));
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Add New' })).toBeNull();
  });
});

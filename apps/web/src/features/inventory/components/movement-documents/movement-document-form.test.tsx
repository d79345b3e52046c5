import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { useNotices } from '@/lib/notify';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeHandler, type FakeRequest } from '@/lib/testing';
import type { ProductSummary, UnitOfMeasure } from '../../types';
import { lineIssues, newMovementLine, type MovementLineInput } from '@/components/movement-lines/movement-line';
import { AdjustmentForm } from './adjustment-form';
import { adjustmentFormSchema, buildAdjustmentBody } from './adjustment-payload';
import type { MovementFormProps } from '@/components/movement-document-form/movement-document-form';
import { TransferForm } from './transfer-form';
import { transferFormSchema } from './transfer-payload';

const piece: UnitOfMeasure = { id: 1, unitClassId: 1, unit: 'piece', factor: 1, isBase: true };
const box: UnitOfMeasure = { id: 3, unitClassId: 1, unit: 'box', factor: 24, isBase: false };
const product = (id: number, sku: string, productName: string, isSerialized = false): ProductSummary => ({
  id,
  sku,
  description: null,
  minimumPrice: null,
  lastSupplierId: null,
  preferredSupplierId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  productName,
  type: 'PRODUCT',
  productCategoryId: null,
  productBrandId: null,
  unitClassId: 1,
  unitOfMeasureId: 1,
  unit: 'piece',
  basePrice: 1,
  price: 1,
  reorderPoint: null,
  isSerialized,
  commissionTemplateId: null,
  pricingScheduleTemplateId: null,
  pricingGroupId: null,
  warrantyTemplateId: null,
  isActive: true,
  vatClass: 'VATABLE',
  specialDiscountClass: 'FULL',
  onHand: 0,
});
const screws = product(4, 'SCR-8', 'Wood Screw 8mm');
const phone = product(2, 'PHN-1', 'Phone', true);
const line = (change: Partial<MovementLineInput>): MovementLineInput => ({
  ...newMovementLine(screws),
  unit: piece,
  quantity: '1',
  ...change,
});

describe('the adjustment payload', () => {
  it('sends Stock In as a positive delta, Stock Out as a negative one and Counted as the counted quantity', () => {
    const values = adjustmentFormSchema.parse({
      locationId: 1,
      reason: ' Stock count ',
      notes: '',
      items: [
        line({ mode: 'in', unit: box, quantity: '2' }),
        line({ mode: 'out', quantity: '12.5' }),
        line({ mode: 'count', quantity: '0' }),
        line({ product: phone, mode: 'out', quantity: '2', serialNumbers: ['SN-1', 'SN-2'] }),
      ],
    });
    expect(buildAdjustmentBody(values)).toEqual({
      locationId: 1,
      reason: 'Stock count',
      notes: null,
      items: [
        { productId: 4, uomId: 3, mode: 'delta', quantity: '2', serialNumbers: [] },
        { productId: 4, uomId: 1, mode: 'delta', quantity: '-12.5', serialNumbers: [] },
        { productId: 4, uomId: 1, mode: 'count', quantity: '0', serialNumbers: [] },
        { productId: 2, uomId: 1, mode: 'delta', quantity: '-2', serialNumbers: ['SN-1', 'SN-2'] },
      ],
    });
  });

  it('needs a location, a reason and at least one item', () => {
    const parsed = adjustmentFormSchema.safeParse({ locationId: '', reason: '', notes: '', items: [] });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['locationId', 'The location field is required.'],
      ['reason', 'The reason field is required.'],
      ['items', 'An adjustment needs at least one item.'],
    ]);
  });
});

describe('the transfer payload', () => {
  it('needs both locations, another destination than the source, and at least one item', () => {
    const issues = (input: object) => {
      const parsed = transferFormSchema.safeParse({ notes: '', items: [], ...input });
      return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issues({ sourceWarehouseId: '', destinationWarehouseId: '' })).toEqual([
      ['sourceWarehouseId', 'The source location field is required.'],
      ['destinationWarehouseId', 'The destination location field is required.'],
      ['items', 'A transfer needs at least one item.'],
    ]);
    expect(issues({ sourceWarehouseId: 1, destinationWarehouseId: 1, items: [line({})] })).toEqual([
      ['destinationWarehouseId', 'The destination must be another location than the source.'],
    ]);
  });
});

describe('an adjustment line', () => {
  const messages = (l: MovementLineInput) => lineIssues(l).map((i) => `${i.path}: ${i.message}`);

  it('moves more than 0, and counts 0 or more', () => {
    expect(messages(line({ mode: 'in', quantity: '0' }))).toEqual(['quantity: The quantity must be more than 0.']);
    expect(messages(line({ mode: 'out', quantity: '' }))).toEqual(['quantity: The quantity field is required.']);
    expect(messages(line({ mode: 'in', quantity: '1.23456' }))).toEqual([
      'quantity: The quantity must be a number with at most 4 decimals.',
    ]);
    expect(messages(line({ mode: 'count', quantity: '0' }))).toEqual([]);
    expect(messages(line({ product: null, unit: null }))).toEqual([
      'product: The product field is required.',
      'unit: The unit field is required.',
    ]);
  });

  it('of a serial-tracked product needs one serial number per base unit, whole units, and cannot be counted', () => {
    expect(messages(line({ product: phone, quantity: '2', serialNumbers: ['SN-1'] }))).toEqual([
      'serialNumbers: Phone is serial-tracked: give 2 serial numbers, one per unit (1 given).',
    ]);
    expect(messages(line({ product: phone, quantity: '2', serialNumbers: ['SN-1', 'SN-2'] }))).toEqual([]);
    // A box of 24 is 24 units: 24 serial numbers.
    expect(messages(line({ product: phone, unit: box, quantity: '1', serialNumbers: ['SN-1'] }))).toEqual([
      'serialNumbers: Phone is serial-tracked: give 24 serial numbers, one per unit (1 given).',
    ]);
    expect(messages(line({ product: phone, quantity: '1.5' }))).toEqual(['quantity: Phone is serial-tracked: move whole units.']);
    expect(messages(line({ product: phone, mode: 'count', quantity: '3' }))).toEqual([
      'mode: Count Phone by adding or taking out its serial numbers.',
    ]);
  });
});

let requests: FakeRequest[];
const posts = () => requests.filter((r) => r.method === 'POST');

function setup(
  answer: FakeHandler = () => ({ status: 201, body: { message: 'Adjustment posted successfully.', data: { id: 7 } } }),
  Form: ComponentType<MovementFormProps<{ id: number }>> = AdjustmentForm,
) {
  requests = fakeApi((r) => {
    if (r.method === 'POST') return answer(r);
    if (r.path === 'masterfile/stock-locations')
      return {
        body: paged([
          { id: 1, name: 'Main Store', code: 'MAIN', isActive: true },
          { id: 2, name: 'Warehouse', code: 'WH', isActive: true },
        ]),
      };
    if (r.path === 'inventory/products') {
      const term = r.url.searchParams.get('globalFilter')?.toLowerCase() ?? '';
      return { body: paged([screws, phone].filter((p) => `${p.sku} ${p.productName}`.toLowerCase().includes(term))) };
    }
    if (r.path === 'masterfile/unit-classes/1/unit-of-measures') return { body: { data: [piece, box] } };
    if (r.path === 'inventory/stocks') {
      const productId = Number(r.url.searchParams.get('productId'));
      return { body: paged([{ id: 1, productId, locationId: 1, onHand: productId === 4 ? 42 : 1, baseUnit: 'piece' }]) };
    }
    if (r.path === 'inventory/serial-numbers') {
      const serials = [
        { id: 1, productId: 2, serialNumber: 'SN-1', currentStatus: 'IN_STOCK', locationId: 1 },
        { id: 2, productId: 2, serialNumber: 'SN-2', currentStatus: 'IN_STOCK', locationId: 2 },
      ];
      return { body: paged(serials.filter((s) => String(s.locationId) === r.url.searchParams.get('locationId'))) };
    }
    return undefined;
  });
  const onPosted = vi.fn();
  renderWithProviders(
    <>
      <Form onPosted={onPosted} onCancel={vi.fn()} />
      <SnackbarHost />
    </>,
  );
  return { onPosted, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp | string, option: string) {
  fireEvent.mouseDown(label === 'Mode of line 1' ? modeOfLine(1) : screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const modeOfLine = (n: number) => within(screen.getByRole('listitem', { name: `Line ${n}` })).getByRole('combobox', { name: /Mode/ });

async function fillHeader(user: ReturnType<typeof userEvent.setup>) {
  await choose(user, /Location/, 'Main Store');
  await user.type(screen.getByRole('combobox', { name: 'Reason' }), 'Stock count');
}

async function pickProduct(user: ReturnType<typeof userEvent.setup>, n: number, term: string, name: RegExp) {
  await user.type(screen.getByRole('combobox', { name: `Product ${n}` }), term);
  await user.click(await screen.findByRole('option', { name }));
  await waitFor(() =>
    expect(within(screen.getByRole('listitem', { name: `Line ${n}` })).getByRole('combobox', { name: /Unit/ }).textContent).toBe('piece'),
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

describe('the adjustment form', () => {
  it('posts a counted quantity after confirmation, showing what it will change', async () => {
    const { user, onPosted } = setup();
    await fillHeader(user);
    await pickProduct(user, 1, 'screw', /Wood Screw 8mm/);
    await choose(user, 'Mode of line 1', 'Counted');
    await user.type(screen.getByRole('textbox', { name: 'Quantity of line 1' }), '40');
    expect(await screen.findByText('On hand here: 42 piece → 40 piece (−2)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Post Adjustment' }));
    const confirm = await screen.findByRole('dialog', { name: 'Post Adjustment' });
    await user.click(within(confirm).getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(onPosted).toHaveBeenCalledWith({ id: 7 }));
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toEqual({
      locationId: 1,
      reason: 'Stock count',
      notes: null,
      items: [{ productId: 4, uomId: 1, mode: 'count', quantity: '40', serialNumbers: [] }],
    });
  });

  it('asks a serial-tracked product for one serial number per unit, and cannot count it', async () => {
    const { user } = setup();
    await fillHeader(user);
    await pickProduct(user, 1, 'phone', /Phone/);
    fireEvent.mouseDown(modeOfLine(1));
    expect((await screen.findByRole('option', { name: 'Counted' })).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Stock In' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity of line 1' }), '2');
    const serials = screen.getByRole('combobox', { name: 'Serial numbers of Phone' });
    await user.type(serials, 'SN-10{Enter}');
    await user.click(screen.getByRole('button', { name: 'Post Adjustment' }));

    expect(await screen.findByText('Phone is serial-tracked: give 2 serial numbers, one per unit (1 given).')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Post Adjustment' })).toBeNull();
    expect(posts()).toHaveLength(0);

    await user.type(serials, 'SN-11{Enter}');
    expect(screen.getAllByText('Serial Numbers (2 of 2)').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Post Adjustment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Post Adjustment' })).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect((posts()[0]!.body as { items: unknown[] }).items).toEqual([
      { productId: 2, uomId: 1, mode: 'delta', quantity: '2', serialNumbers: ['SN-10', 'SN-11'] },
    ]);
  });

  it('offers the serial numbers in stock at the location for a unit going out', async () => {
    const { user } = setup();
    await fillHeader(user);
    await pickProduct(user, 1, 'phone', /Phone/);
    await choose(user, 'Mode of line 1', 'Stock Out');
    await user.type(screen.getByRole('textbox', { name: 'Quantity of line 1' }), '1');
    await user.click(screen.getByRole('combobox', { name: 'Serial numbers of Phone' }));
    await user.click(await screen.findByRole('option', { name: 'SN-1' }));
    const lookup = requests.filter((r) => r.path === 'inventory/serial-numbers').at(-1)!.url.searchParams;
    expect([lookup.get('productId'), lookup.get('currentStatus[in]'), lookup.get('locationId')]).toEqual(['2', 'IN_STOCK,RETURNED', '1']);
    // A serial number that is not in stock here is not taken.
    await user.type(screen.getByRole('combobox', { name: 'Serial numbers of Phone' }), 'SN-99{Enter}');
    await user.click(screen.getByRole('button', { name: 'Post Adjustment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Post Adjustment' })).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect((posts()[0]!.body as { items: unknown[] }).items).toEqual([
      { productId: 2, uomId: 1, mode: 'delta', quantity: '-1', serialNumbers: ['SN-1'] },
    ]);
  });

  it('keeps the refusal for lack of stock on screen, and puts field errors on their line', async () => {
    const { user, onPosted } = setup(() => ({
      status: 409,
      body: { message: 'Not enough stock of Wood Screw 8mm (SCR-8) at Main Store: 42 on hand, 100 needed.' },
    }));
    await fillHeader(user);
    await pickProduct(user, 1, 'screw', /Wood Screw 8mm/);
    await choose(user, 'Mode of line 1', 'Stock Out');
    await user.type(screen.getByRole('textbox', { name: 'Quantity of line 1' }), '100');
    await user.click(screen.getByRole('button', { name: 'Post Adjustment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Post Adjustment' })).getByRole('button', { name: 'Post' }));
    const alerts = await screen.findAllByText('Not enough stock of Wood Screw 8mm (SCR-8) at Main Store: 42 on hand, 100 needed.');
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    expect(onPosted).not.toHaveBeenCalled();
  });

  it('after the confirmation and a refusal, the focus goes to the line field the server names, not the Post button', async () => {
    const { user } = setup(() => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { 'items.0.quantity': ['Too many.'] } },
    }));
    await fillHeader(user);
    await pickProduct(user, 1, 'screw', /Wood Screw 8mm/);
    await user.type(screen.getByRole('textbox', { name: 'Quantity of line 1' }), '100');
    await user.click(screen.getByRole('button', { name: 'Post Adjustment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Post Adjustment' })).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const quantity = screen.getByRole('textbox', { name: 'Quantity of line 1' });
    await waitFor(() => expect(document.activeElement).toBe(quantity));
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
  });

  it('adds a line when Enter is pressed in a quantity', async () => {
    const { user } = setup();
    await pickProduct(user, 1, 'screw', /Wood Screw 8mm/);
    await user.type(screen.getByRole('textbox', { name: 'Quantity of line 1' }), '5{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Product 2' })));
    expect(posts()).toHaveLength(0);
  });
});

describe('the transfer form', () => {
  const transferred = () => ({ status: 201, body: { message: 'Transfer posted successfully.', data: { id: 8 } } });

  it('moves a quantity out of the source into another location, after confirmation', async () => {
    const { user, onPosted } = setup(transferred, TransferForm);
    await choose(user, /From Location/, 'Main Store');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /To Location/ }));
    // The source cannot be the destination.
    expect((await screen.findByRole('option', { name: 'Main Store' })).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Warehouse' }));
    await pickProduct(user, 1, 'screw', /Wood Screw 8mm/);
    expect(await screen.findByText('Available at the source: 42 piece')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Quantity of line 1' }), '7');
    await user.click(screen.getByRole('button', { name: 'Post Transfer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Post Transfer' });
    expect(within(confirm).getByText(/leaves the source and arrives at the destination/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(onPosted).toHaveBeenCalledWith({ id: 8 }));
    expect(posts()).toEqual([expect.objectContaining({ path: 'inventory/stock-transfers' })]);
    expect(posts()[0]!.body).toEqual({
      sourceWarehouseId: 1,
      destinationWarehouseId: 2,
      notes: null,
      items: [{ productId: 4, uomId: 1, quantity: '7', serialNumbers: [] }],
    });
  });

  it("drops the serial numbers picked at a source no longer chosen, and puts the server's field errors on their line", async () => {
    const { user, onPosted } = setup(
      () => ({
        status: 422,
        body: {
          message: 'SN-2 is not in stock at Warehouse.',
          errors: { 'items.0.serialNumbers': ['SN-2 is not in stock at Warehouse.'] },
        },
      }),
      TransferForm,
    );
    await choose(user, /From Location/, 'Main Store');
    await pickProduct(user, 1, 'phone', /Phone/);
    await user.type(screen.getByRole('textbox', { name: 'Quantity of line 1' }), '1');
    await user.click(screen.getByRole('combobox', { name: 'Serial numbers of Phone' }));
    await user.click(await screen.findByRole('option', { name: 'SN-1' }));
    expect(screen.getAllByText('Serial Numbers (1 of 1)').length).toBeGreaterThan(0);

    await choose(user, /From Location/, 'Warehouse');
    await waitFor(() => expect(screen.getAllByText('Serial Numbers (0 of 1)').length).toBeGreaterThan(0));
    await user.click(screen.getByRole('combobox', { name: 'Serial numbers of Phone' }));
    await user.click(await screen.findByRole('option', { name: 'SN-2' }));
    await choose(user, /To Location/, 'Main Store');
    await user.click(screen.getByRole('button', { name: 'Post Transfer' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Post Transfer' })).getByRole('button', { name: 'Post' }));

    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Line 1' })).getByText('SN-2 is not in stock at Warehouse.')).toBeTruthy(),
    );
    expect((posts()[0]!.body as { items: { serialNumbers: string[] }[] }).items[0]!.serialNumbers).toEqual(['SN-2']);
    expect(onPosted).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeAnswer, type FakeRequest } from '@/lib/testing';
import { useNotices } from '@/lib/notify';
import { printReceipt } from '@/features/pos/receipt/print-receipt';
import { initialPosState, usePosStore } from '../lib/pos-store';
import { scanClock } from '../lib/scanner';
import { zxingReader } from '@/components/barcode-scanning/zxing-reader';
import { commissionTemplate, posProduct } from '../lib/pos-test-data';
import PosTerminalPage from './pos-terminal-page';

vi.mock('@/features/pos/receipt/print-receipt', () => ({ printReceipt: vi.fn(async () => undefined) }));
// ZXing is for browsers without a BarcodeDetector; these tests give the terminal one.
vi.mock('@/components/barcode-scanning/zxing-reader', () => ({ zxingReader: vi.fn(() => ({ read: async () => null })) }));

const coke = posProduct({ id: 1, sku: 'COKE-15', productName: 'Coca-Cola 1.5L', price: 85, availableAtChannel: 100 });
const bread = posProduct({ id: 2, sku: 'BREAD-01', productName: 'Gardenia Bread Loaf', price: 65.5, availableAtChannel: 10 });
const walkIn = { id: 1, customerName: 'Walk-in Customer', isDefault: true, defaultPaymentTypeId: 1 };

let requests: FakeRequest[];
let headers: Record<string, string>[];
let saleAnswer: FakeAnswer;
let clock: number;
let step: number;
let fakePermissions: string[];
let fakeFlags: Record<string, boolean>;

function serve(extra: (r: FakeRequest) => FakeAnswer | undefined = () => undefined) {
  requests = fakeApi(
    (r) => {
      const answer = extra(r);
      if (answer) return answer;
      const { method, path, url } = r;
      if (path === 'sales/sales-channels/my') return { body: { data: [{ id: 1, name: 'Main Store', defaultPickingWarehouseId: 1 }] } };
      if (path === 'masterfile/payment-types')
        return {
          body: paged([
            { id: 1, name: 'Cash', category: 'IMMEDIATE' },
            { id: 2, name: 'GCash', category: 'IMMEDIATE', requiresReferenceNumber: true },
          ]),
        };
      if (path === 'masterfile/discounts')
        return { body: paged([{ id: 5, name: 'Less 50', code: 'LESS50', type: 'fixed', scope: 'sales_order', value: 50 }]) };
      if (path === 'sales/customers/default') return { body: { data: walkIn } };
      if (path === 'sales/pos-products') {
        const search = (url.searchParams.get('search') ?? '').toLowerCase();
        const filterType = url.searchParams.get('filterType');
        if (filterType === 'barcode') return { body: { data: search === '4800016644290' || search === 'coke-15' ? [coke] : [] } };
        return { body: { data: [coke, bread].filter((p) => p.productName.toLowerCase().includes(search)) } };
      }
      if (method === 'PUT' && path === 'inventory/product-prices/tiered-price')
        return { body: { data: { productId: 1, unitPrice: 85, regularPrice: 85, appliedBreak: null } } };
      if (method === 'POST' && path === 'sales/pos-order') return saleAnswer;
      return undefined;
    },
    { permissions: fakePermissions, flags: fakeFlags },
  );
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    headers.push((init.headers ?? {}) as Record<string, string>);
    return inner(input, init);
  });
}

function renderTerminal(route = '/pos/1/terminal') {
  return renderWithProviders(<PosTerminalPage />, { route, path: '/pos/:salesChannelId/terminal/:salesOrderId?' });
}

/** Keys typed by a person (slow) or a scanner (a burst): the search box times each key. */
function typingSpeed(msBetweenKeys: number) {
  step = msBetweenKeys;
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search products' });
/** The cart's lines, below its header row (an empty cart is no table). */
const cartRows = () => {
  const cart = screen.queryByRole('table', { name: 'Cart', hidden: true });
  return cart ? within(cart).queryAllByRole('row', { hidden: true }).slice(1) : [];
};
const sales = () => requests.filter((r) => r.method === 'POST' && r.path === 'sales/pos-order');

beforeEach(() => {
  signInForTests();
  usePosStore.setState(initialPosState());
  headers = [];
  fakePermissions = ['Create Sales Orders', 'Create Quotations', 'Edit Sales Orders'];
  fakeFlags = { commission_module: true };
  saleAnswer = {
    status: 201,
    body: { message: 'Sales order created successfully.', data: { id: 9, salesOrderNumber: 'SO-000009', netTotal: 85 } },
  };
  clock = 0;
  step = 200;
  scanClock.now = () => (clock += step);
  vi.mocked(printReceipt).mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function waitReady() {
  await waitFor(() => expect(screen.getByRole('button', { name: /Walk-in Customer/ })).toBeTruthy());
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Payment 1 type' })).toHaveProperty('value', '1'));
}

describe('adding items', () => {
  it('starts in the search box; quantity 1 asks, Cancel adds nothing, and the quantity goes back to 1', async () => {
    serve();
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    expect(document.activeElement).toBe(searchBox());

    await user.type(searchBox(), 'coca');
    await screen.findByRole('option', { name: /Coca-Cola 1.5L/ });
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Enter Quantity' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(searchBox()).toBeTruthy());
    expect(cartRows()).toHaveLength(0);

    await user.type(searchBox(), 'coca');
    await screen.findByRole('option', { name: /Coca-Cola 1.5L/ });
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Enter Quantity' });
    const quantity = within(again).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3{Enter}');
    await waitFor(() => expect(cartRows()).toHaveLength(1));
    expect(cartRows()[0]!.textContent).toContain('3 piece');
    expect(screen.getByLabelText('Total').textContent).toBe('₱255.00');
    expect(usePosStore.getState().quantity).toBe(1);
  });

  it('uses a quantity above 1 as it is, without asking', async () => {
    serve();
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    await user.keyboard('{F4}');
    await user.keyboard('2{Enter}');
    expect(document.activeElement).toBe(searchBox());
    await user.type(searchBox(), 'bread');
    await screen.findByRole('option', { name: /Gardenia Bread Loaf/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cartRows()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cartRows()[0]!.textContent).toContain('2 piece');
    expect(usePosStore.getState().quantity).toBe(1);
  });

  it('prices several added at once by their price break, as a changed quantity is', async () => {
    serve((r) =>
      r.method === 'PUT' &&
      r.path === 'inventory/product-prices/tiered-price' &&
      (r.body as { orderedQuantity: number }).orderedQuantity >= 6
        ? { body: { data: { productId: 1, unitPrice: 80, regularPrice: 85, appliedBreak: { minQuantity: 6, value: 5 } } } }
        : undefined,
    );
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    await user.keyboard('{F4}');
    await user.keyboard('6{Enter}');
    await user.type(searchBox(), 'coca');
    await screen.findByRole('option', { name: /Coca-Cola 1.5L/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Total').textContent).toBe('₱480.00'));
    expect(cartRows()[0]!.textContent).toContain('6 piece');
  });

  it('prices the lines of a pricing group by their quantities together, as they are added and removed', async () => {
    // Coca-Cola and the bread share a pricing group whose break is at 3 pieces in all.
    const groupCoke = { ...coke, pricingGroupId: 7 };
    const groupBread = { ...bread, pricingGroupId: 7 };
    serve((r) => {
      if (r.path === 'sales/pos-products') {
        const search = (r.url.searchParams.get('search') ?? '').toLowerCase();
        return { body: { data: [groupCoke, groupBread].filter((p) => p.productName.toLowerCase().includes(search)) } };
      }
      if (r.method !== 'PUT' || r.path !== 'inventory/product-prices/tiered-price') return undefined;
      const body = r.body as { productId: number; orderedQuantity: number; orderedPricingGroupProducts: { orderedQuantity: number }[] };
      const inGroup = body.orderedQuantity + body.orderedPricingGroupProducts.reduce((sum, l) => sum + Number(l.orderedQuantity), 0);
      const [regular, tier] = body.productId === 1 ? [85, 80] : [65.5, 60];
      return {
        body: {
          data: {
            productId: body.productId,
            unitPrice: inGroup >= 3 ? tier : regular,
            regularPrice: regular,
            appliedBreak: inGroup >= 3 ? { minQuantity: 3, value: tier } : null,
          },
        },
      };
    });
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    await user.keyboard('{F4}');
    await user.keyboard('2{Enter}');
    await user.type(searchBox(), 'coca');
    await screen.findByRole('option', { name: /Coca-Cola 1.5L/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Total').textContent).toBe('₱170.00'));
    await user.type(searchBox(), 'bread');
    await screen.findByRole('option', { name: /Gardenia Bread Loaf/ });
    await user.keyboard('{Enter}');
    const one = within(await screen.findByRole('dialog', { name: 'Enter Quantity' })).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(one);
    await user.type(one, '1{Enter}');
    // Three in the group: both lines at the break's price (2 × 80 + 60).
    await waitFor(() => expect(screen.getByLabelText('Total').textContent).toBe('₱220.00'));
    // The bread taken off again: the Coca-Cola falls back to its regular price.
    await user.keyboard('{Alt>}{Delete}{/Alt}');
    await waitFor(() => expect(cartRows()).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('Total').textContent).toBe('₱170.00'));
  });

  it('adds a scanned barcode straight away (a burst of keys and Enter), looked up by barcode', async () => {
    serve();
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    typingSpeed(8);
    await user.type(searchBox(), '4800016644290{Enter}');
    await waitFor(() => expect(cartRows()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    const lookup = requests.find((r) => r.path === 'sales/pos-products' && r.url.searchParams.get('filterType') === 'barcode');
    expect(lookup?.url.searchParams.get('search')).toBe('4800016644290');
    expect((searchBox() as HTMLInputElement).value).toBe('');
    // Never the whole catalogue: every product request carries what was typed.
    expect(requests.filter((r) => r.path === 'sales/pos-products').every((r) => (r.url.searchParams.get('search') ?? '') !== '')).toBe(
      true,
    );
  });
});

describe('saving a sale', () => {
  async function cartWithCoke(user: ReturnType<typeof userEvent.setup>) {
    typingSpeed(8);
    await user.type(searchBox(), '4800016644290{Enter}');
    await waitFor(() => expect(cartRows()).toHaveLength(1));
    typingSpeed(200);
  }

  it('shows the first failed check in a modal and sends nothing', async () => {
    serve();
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    await user.keyboard('{F9}');
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog.textContent).toContain('At least one item is required to create an order.');
    await user.keyboard('{Enter}');
    await user.keyboard('{F10}');
    expect((await screen.findByRole('dialog', { name: 'Error!' })).textContent).toContain(
      'At least one item is required to create a quotation.',
    );
    expect(sales()).toHaveLength(0);
  });

  it('asks Confirm Sales, sends nothing on Cancel, then posts with an Idempotency-Key, shows the number and prints', async () => {
    serve();
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    await cartWithCoke(user);
    await user.keyboard('{F9}');
    let confirm = await screen.findByRole('dialog', { name: 'Confirm Sales' });
    expect(confirm.textContent).toContain('Confirm and Save Sale?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Sales' })).toBeNull());
    expect(sales()).toHaveLength(0);

    await user.keyboard('{F9}');
    confirm = await screen.findByRole('dialog', { name: 'Confirm Sales' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByLabelText('Sales order number')).textContent).toBe('SO-000009');
    expect(sales()).toHaveLength(1);
    expect(sales()[0]!.body).toMatchObject({
      salesChannelId: 1,
      customerId: 1,
      grossTotal: 85,
      netTotal: 85,
      paidAmountTotal: 85,
      orderPayments: [{ paymentType: 1, paidAmount: 85 }],
    });
    const key = headers.find((h) => h['Idempotency-Key'])?.['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(printReceipt).toHaveBeenCalledWith(9, { automatic: true }));
    expect(cartRows()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Print Receipt' }));
    await waitFor(() => expect(printReceipt).toHaveBeenCalledTimes(2));
  });

  it('gives the keyboard back to Next Sale after a print (automatic or asked for), so Enter starts the next sale', async () => {
    serve();
    // Printing focuses the receipt's frame, which then goes: the page's focus is lost.
    vi.mocked(printReceipt).mockImplementation(async () => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    await cartWithCoke(user);
    await user.keyboard('{F9}');
    await screen.findByRole('dialog', { name: 'Confirm Sales' });
    await user.keyboard('{Enter}');
    const saved = await screen.findByRole('dialog', { name: 'Sale Saved' });
    await waitFor(() => expect(printReceipt).toHaveBeenCalledWith(9, { automatic: true }));
    const nextSale = within(saved).getByRole('button', { name: 'Next Sale' });
    await waitFor(() => expect(document.activeElement).toBe(nextSale));
    // Shift+Tab to Print Receipt, Enter: a reprint, and the keyboard is back on Next Sale.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(within(saved).getByRole('button', { name: 'Print Receipt' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(printReceipt).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(document.activeElement).toBe(nextSale));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sale Saved' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(searchBox()));
  });

  it('asks the reference number a payment type requires before a sale, after the spec’s checks; not for a quotation', async () => {
    serve(({ method, path }) =>
      method === 'POST' && path === 'sales/quotations'
        ? { status: 201, body: { data: { id: 3, quotationNumber: 'QT-000003' } } }
        : undefined,
    );
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    await cartWithCoke(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment 1 type' }), '2');
    const reference = screen.getByRole('textbox', { name: /Reference #/ });
    expect(reference).toHaveProperty('required', true);
    await user.keyboard('{F9}');
    const error = await screen.findByRole('dialog', { name: 'Error!' });
    expect(error.textContent).toContain('Please enter the reference number of the GCash payment before saving the order.');
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error!' })).toBeNull());
    expect(sales()).toHaveLength(0);

    await user.keyboard('{F10}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Quotation' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.type(screen.getByRole('textbox', { name: /Reference #/ }), 'GC-0917');
    await user.keyboard('{F9}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Sales' })).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Sale Saved' });
    expect(sales()[0]!.body).toMatchObject({ taxed: true, orderPayments: [{ paymentType: 2, referenceNumber: 'GC-0917' }] });
  });

  it('asks what was tendered and shows the change for cash only, not for a payment that leaves a reference', async () => {
    serve();
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    await cartWithCoke(user);
    await user.type(screen.getByRole('spinbutton', { name: 'Tendered' }), '100');
    await waitFor(() => expect(screen.getByLabelText('Change 1').textContent).toBe('₱15.00'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment 1 type' }), '2');
    expect(screen.queryByRole('spinbutton', { name: 'Tendered' })).toBeNull();
    expect(screen.queryByLabelText('Change 1')).toBeNull();
  });

  it('shows a 409 naming the product and keeps the cart', async () => {
    serve();
    saleAnswer = { status: 409, body: { message: 'Not enough stock of Coca-Cola 1.5L (COKE-15) at Main Store: 0 on hand, 1 needed.' } };
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    await cartWithCoke(user);
    await user.keyboard('{F9}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Sales' })).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('dialog', { name: 'Error!' })).textContent).toContain('Not enough stock of Coca-Cola 1.5L');
    expect(cartRows()).toHaveLength(1);
  });

  it('shows 422 field messages', async () => {
    serve();
    saleAnswer = {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { 'orderPayments.0.referenceNumber': ['GCash needs a reference number.'] } },
    };
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    await cartWithCoke(user);
    await user.keyboard('{F9}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Sales' })).getByRole('button', { name: 'Confirm' }));
    const error = await screen.findByRole('dialog', { name: 'Error!' });
    expect(error.textContent).toContain('The given data was invalid.');
    expect(error.textContent).toContain('GCash needs a reference number.');
    expect(cartRows()).toHaveLength(1);
  });

  it('starts a new quotation at ?mode=quotation (the Quotations list): it says so, and its primary button saves a quotation', async () => {
    serve(({ method, path }) =>
      method === 'POST' && path === 'sales/quotations'
        ? { status: 201, body: { data: { id: 12, quotationNumber: 'QT-000012' } } }
        : undefined,
    );
    const user = userEvent.setup();
    renderTerminal('/pos/1/terminal?mode=quotation');
    await waitReady();
    expect(screen.getByText('New Quotation')).toBeTruthy();
    await cartWithCoke(user);
    const primary = screen.getByRole('button', { name: /^Save Quotation/ });
    expect(primary.className).toContain('MuiButton-contained');
    expect(screen.getByRole('button', { name: /^Save Sale/ }).className).toContain('MuiButton-outlined');
    await user.click(primary);
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Quotation' })).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByLabelText('Quotation number')).textContent).toBe('QT-000012');
    const posts = requests.filter((r) => r.method === 'POST' && r.path === 'sales/quotations');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ activeQuotationId: null, netTotal: 85, quotationItems: [{ productId: 1, orderedQuantity: 1 }] });
    expect(sales()).toHaveLength(0);
  });

  it('is a plain terminal at ?mode=quotation for a user who may not make quotations', async () => {
    fakePermissions = ['Create Sales Orders'];
    serve();
    renderTerminal('/pos/1/terminal?mode=quotation');
    await waitReady();
    expect(screen.queryByText('New Quotation')).toBeNull();
    expect(screen.queryByRole('button', { name: /Quotation/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Save Sale/ }).className).toContain('MuiButton-contained');
  });
});

describe('opening an existing order or quotation', () => {
  const order = {
    id: 4,
    salesOrderNumber: 'SO-000004',
    salesOrderDate: '2026-11-22T08:00:00Z',
    salesChannelId: 1,
    status: 'COMPLETED',
    publicNote: 'Deliver at 5',
    appliedDiscounts: [
      { type: 'fixed', scope: 'sales_order', code: 'LESS50', discount_id: 5, base_amount: 597, discount_amount: 50, value: 50 },
    ],
    customer: { id: 7, customerName: 'Ana Santos', defaultPaymentTypeId: 2 },
    paymentTerms: [
      { paymentTypeId: 1, paidAmount: 347, dueAmount: 347, referenceNumber: null, notes: null, tenderedAmount: 400, change: 53 },
      { paymentTypeId: 2, paidAmount: 200, dueAmount: 200, referenceNumber: 'GC-1', notes: null, tenderedAmount: null, change: null },
    ],
  };
  const items = [
    {
      id: 10,
      bundleParentId: null,
      productId: 4,
      sku: 'PACK',
      productName: 'Snack Pack Bundle',
      productType: 'BUNDLE',
      orderedQuantity: 3,
      orderedUomId: 1,
      orderedUnit: 'piece',
      baseQuantity: 3,
      orderedUnitPrice: 199,
      appliedDiscounts: [],
      bundleModifications: [
        {
          bundleItemId: 1,
          productId: 1,
          productName: 'Coca-Cola 1.5L',
          quantity: 6,
          originalQuantityPerBundle: 2,
          unitOfMeasureId: 1,
          unitOfMeasure: 'piece',
          unitPrice: 85,
          isModified: false,
        },
      ],
      serialNumbers: [],
    },
    {
      id: 11,
      bundleParentId: 10,
      productId: 1,
      sku: 'COKE-15',
      productName: 'Coca-Cola 1.5L (in bundle)',
      productType: 'PRODUCT',
      orderedQuantity: 6,
      orderedUomId: 1,
      orderedUnit: 'piece',
      baseQuantity: 6,
      orderedUnitPrice: 0,
      appliedDiscounts: [],
      bundleModifications: [],
      serialNumbers: [],
    },
  ];

  it('fills the terminal from a sales order (bundle child lines hidden) and saves it with PUT sales/{id}', async () => {
    serve(({ method, path }) => {
      if (path === 'sales/sales-orders/4') return { body: { data: order } };
      if (path === 'sales/sales-orders/4/items') return { body: { data: items } };
      if (method === 'PUT' && path === 'sales/4')
        return { body: { message: 'Sales order updated successfully.', data: { id: 4, salesOrderNumber: 'SO-000004', netTotal: 547 } } };
      return undefined;
    });
    const user = userEvent.setup();
    renderTerminal('/pos/1/terminal/4');
    expect(await screen.findByText('Editing SO-000004')).toBeTruthy();
    await waitFor(() => expect(cartRows()).toHaveLength(1));
    expect(screen.queryByText('Coca-Cola 1.5L (in bundle)')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: /Ana Santos/ })).toBeTruthy());
    expect(screen.getByLabelText('Total').textContent).toBe('₱547.00');
    expect((screen.getByRole('combobox', { name: 'Payment 2 type' }) as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('Public note') as HTMLTextAreaElement).value).toBe('Deliver at 5');
    expect(usePosStore.getState()).toMatchObject({ activeSalesOrderId: 4, activeQuotationId: null });

    await user.keyboard('{F9}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Sales' })).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Sale Updated');
    const put = requests.find((r) => r.method === 'PUT' && r.path === 'sales/4');
    expect(put?.body).toMatchObject({
      activeSalesOrderId: 4,
      customerId: 7,
      netTotal: 547,
      paidAmountTotal: 547,
      appliedDiscounts: [{ discount_id: 5, discount_amount: 50 }],
    });
    expect(sales()).toHaveLength(0);
    expect(printReceipt).not.toHaveBeenCalled();
  });

  it('fills the terminal from a quotation (?quotation=) and saves it back as that quotation', async () => {
    serve(({ method, path }) => {
      if (path === 'sales/quotations/3')
        return {
          body: {
            data: {
              id: 3,
              quotationNumber: 'QT-000003',
              quotationDate: '2026-11-20T00:00:00Z',
              validUntilDate: '2026-12-20',
              salesChannelId: 1,
              publicNote: null,
              appliedDiscounts: [],
              customer: walkIn,
              payments: [{ paymentTypeId: 1, paidAmount: 597, dueAmount: 597, referenceNumber: null, notes: null }],
              quotationItems: items,
            },
          },
        };
      if (method === 'POST' && path === 'sales/quotations') return { status: 200, body: { data: { id: 3, quotationNumber: 'QT-000003' } } };
      return undefined;
    });
    const user = userEvent.setup();
    renderTerminal('/pos/1/terminal?quotation=3');
    expect(await screen.findByText('Quotation QT-000003')).toBeTruthy();
    await waitFor(() => expect(cartRows()).toHaveLength(1));
    expect(usePosStore.getState()).toMatchObject({ activeQuotationId: 3, activeSalesOrderId: null });
    await user.keyboard('{F10}');
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Quotation' });
    expect(confirm.textContent).toContain('Confirm and Save as Quotation?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Quotation Updated');
    const post = requests.find((r) => r.method === 'POST' && r.path === 'sales/quotations');
    expect(post?.body).toMatchObject({
      activeQuotationId: 3,
      validUntilDate: '2026-12-20',
      netTotal: 597,
      quotationItems: [{ productId: 4, orderedQuantity: 3 }],
    });
  });
});

describe('customers', () => {
  it('F2 opens the 780px lookup; picking a customer sets one payment of their default type for the total', async () => {
    serve(({ path, url }) => {
      if (path === 'sales/customers') {
        const like = url.searchParams.get('customerName[like]') ?? '';
        const all = [walkIn, { id: 7, customerName: 'Ana Santos', contactNumber: '0917 000 0000', defaultPaymentTypeId: 2 }];
        return { body: paged(all.filter((c) => c.customerName.toLowerCase().includes(like.toLowerCase()))) };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    typingSpeed(8);
    await user.type(searchBox(), '4800016644290{Enter}');
    await waitFor(() => expect(cartRows()).toHaveLength(1));
    typingSpeed(200);
    await user.keyboard('{F2}');
    const lookup = await screen.findByRole('dialog', { name: 'Select Customer' });
    expect(getComputedStyle(lookup).width).toBe('780px');
    await user.type(within(lookup).getByLabelText('Search customer name'), 'ana');
    await within(lookup).findByText('0917 000 0000');
    await waitFor(() => expect(within(lookup).queryByText('Walk-in Customer')).toBeNull());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: /Ana Santos/ })).toBeTruthy());
    expect(usePosStore.getState().payments).toMatchObject([{ paymentType: 2, paidAmount: 85, dueAmount: 85 }]);
  });

  it("offers 'Add New' when nothing is found, and the customer it creates is the sale's", async () => {
    serve(({ method, path }) => {
      if (method === 'GET' && path === 'sales/customers') return { body: paged([]) };
      if (method === 'POST' && path === 'sales/customers')
        return {
          status: 201,
          body: { message: 'Created successfully.', data: { id: 12, customerName: 'Ben Cruz', defaultPaymentTypeId: 1 } },
        };
      return undefined;
    });
    fakePermissions.push('Create Customer');
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    await user.keyboard('{F2}');
    const lookup = await screen.findByRole('dialog', { name: 'Select Customer' });
    await user.type(within(lookup).getByLabelText('Search customer name'), 'Ben Cruz');
    await user.click(await within(lookup).findByText('Add New'));
    expect(((await within(lookup).findByLabelText(/Customer Name/)) as HTMLInputElement).value).toBe('Ben Cruz');
    await user.click(within(lookup).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Ben Cruz/ })).toBeTruthy());
    const post = requests.find((r) => r.method === 'POST' && r.path === 'sales/customers');
    expect(post?.body).toMatchObject({ customerName: 'Ben Cruz', defaultPaymentTypeId: 1 });
  });
});

describe('bundles and commissions', () => {
  const bundle = posProduct({ id: 4, sku: 'PACK', productName: 'Snack Pack Bundle', type: 'BUNDLE', price: 199 });
  const repair = posProduct({
    id: 5,
    sku: 'SVC',
    productName: 'Phone Repair Service',
    type: 'SERVICE',
    price: 500,
    commissionTemplateId: 3,
    commissionTemplate: commissionTemplate({ id: 3, type: 'percentage', value: 10 }),
  });

  function serveCatalogue() {
    serve(({ path, url }) => {
      if (path === 'sales/pos-products') {
        const search = (url.searchParams.get('search') ?? '').toLowerCase();
        return { body: { data: [bundle, repair].filter((p) => p.productName.toLowerCase().includes(search)) } };
      }
      if (path === 'inventory/products/4')
        return {
          body: {
            data: {
              ...bundle,
              bundleProducts: [
                {
                  id: 21,
                  bundleItemId: 1,
                  bundleQuantity: '2',
                  bundleUomId: 1,
                  bundleItem: { id: 1, productName: 'Coca-Cola 1.5L', basePrice: 85 },
                  bundleUom: { id: 1, unit: 'piece' },
                },
                {
                  id: 22,
                  bundleItemId: 2,
                  bundleQuantity: '1',
                  bundleUomId: 1,
                  bundleItem: { id: 2, productName: 'Gardenia Bread Loaf', basePrice: 65.5 },
                  bundleUom: { id: 1, unit: 'piece' },
                },
              ],
            },
          },
        };
      if (path === 'setting/commission-settings/sales-channel/1')
        return { body: { data: { sales_channel_id: 1, is_commission_enabled: true } } };
      if (path === 'sales/commission-users')
        return { body: { data: [{ id: 8, displayName: 'Tech Carlo', firstname: 'Carlo', lastname: 'Reyes' }] } };
      return undefined;
    });
  }

  it('fetches a bundle whole and expands its components by the quantity, scaling them when it changes', async () => {
    serveCatalogue();
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    await user.keyboard('{F4}2{Enter}');
    await user.type(searchBox(), 'snack');
    await screen.findByRole('option', { name: /Snack Pack Bundle/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cartRows()).toHaveLength(1));
    expect(requests.some((r) => r.path === 'inventory/products/4')).toBe(true);
    expect(cartRows()[0]!.textContent).toContain('4 piece Coca-Cola 1.5L, 2 piece Gardenia Bread Loaf');
    // Added two at once: their price break is asked as for a changed quantity.
    const tiered = () => requests.filter((r) => r.path === 'inventory/product-prices/tiered-price');
    await waitFor(() => expect(tiered().at(-1)?.body).toMatchObject({ productId: 4, orderedQuantity: 2 }));
    await user.keyboard('{Alt>}q{/Alt}');
    const quantity = screen.getByLabelText('Quantity (Alt+Q)');
    expect(document.activeElement).toBe(quantity);
    await user.keyboard('3{Enter}');
    await waitFor(() => expect(cartRows()[0]!.textContent).toContain('6 piece Coca-Cola 1.5L, 3 piece Gardenia Bread Loaf'));
    await waitFor(() => expect(tiered().at(-1)?.body).toMatchObject({ productId: 4, orderedQuantity: 3 }));
  });

  it('asks who earns the commission on a service; Cancel adds it without', async () => {
    serveCatalogue();
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    await user.keyboard('{F4}2{Enter}');
    await user.type(searchBox(), 'repair');
    await screen.findByRole('option', { name: /Phone Repair Service/ });
    await user.keyboard('{Enter}');
    const staff = await screen.findByRole('dialog', { name: 'Select Staff for Commission' });
    await user.click(await within(staff).findByText('Tech Carlo'));
    await waitFor(() => expect(cartRows()).toHaveLength(1));
    expect(cartRows()[0]!.textContent).toContain('Commission: Tech Carlo');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.keyboard('{F4}2{Enter}');
    await user.type(searchBox(), 'repair');
    await screen.findByRole('option', { name: /Phone Repair Service/ });
    await user.keyboard('{Enter}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Select Staff for Commission' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(cartRows()).toHaveLength(2));
    expect(cartRows()[1]!.textContent).not.toContain('Commission');
    const lines = usePosStore.getState().lines;
    expect(lines.map((l) => l.commissionData?.commissionUserId ?? null)).toEqual([8, null]);
  });
});

describe('commissions without the commission module', () => {
  it('adds a service without asking who earns a commission when the commission_module flag is off', async () => {
    fakeFlags = { commission_module: false };
    const repair = posProduct({
      id: 5,
      sku: 'SVC',
      productName: 'Phone Repair Service',
      type: 'SERVICE',
      price: 500,
      commissionTemplateId: 3,
      commissionTemplate: commissionTemplate({ id: 3, type: 'percentage', value: 10 }),
    });
    serve(({ path }) => {
      if (path === 'sales/pos-products') return { body: { data: [repair] } };
      if (path === 'setting/commission-settings/sales-channel/1')
        return { body: { data: { sales_channel_id: 1, is_commission_enabled: true } } };
      return undefined;
    });
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    await user.keyboard('{F4}2{Enter}');
    await user.type(searchBox(), 'repair');
    await screen.findByRole('option', { name: /Phone Repair Service/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cartRows()).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Select Staff for Commission' })).toBeNull();
    expect(usePosStore.getState().lines[0]!.commissionData).toBeNull();
  });
});

describe('barcodes typed by hand', () => {
  it('adds an exact barcode match of 8-14 digits straight away even when typed slowly; other text searches by name', async () => {
    serve();
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    await user.type(searchBox(), '4800016644290{Enter}');
    await waitFor(() => expect(cartRows()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(searchBox(), '1234{Enter}');
    // Searched by name: had it been taken for a barcode, that search would have been sent first.
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.path === 'sales/pos-products' &&
            r.url.searchParams.get('search') === '1234' &&
            r.url.searchParams.get('filterType') !== 'barcode',
        ),
      ).toBe(true),
    );
    expect(
      requests.some(
        (r) =>
          r.path === 'sales/pos-products' &&
          r.url.searchParams.get('search') === '1234' &&
          r.url.searchParams.get('filterType') === 'barcode',
      ),
    ).toBe(false);
    expect(cartRows()).toHaveLength(1);
  });
});

describe('F9 from a field being edited', () => {
  it('commits the quantity typed in the selected line before the sale is checked and sent', async () => {
    serve();
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    typingSpeed(8);
    await user.type(searchBox(), '4800016644290{Enter}');
    await waitFor(() => expect(cartRows()).toHaveLength(1));
    typingSpeed(200);
    await user.keyboard('{Alt>}q{/Alt}');
    expect(document.activeElement).toBe(screen.getByLabelText('Quantity (Alt+Q)'));
    await user.keyboard('4{F9}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Sales' })).getByRole('button', { name: 'Confirm' }));
    await screen.findByLabelText('Sales order number');
    expect(sales()[0]!.body).toMatchObject({ grossTotal: 340, orderItems: [{ orderedQuantity: 4, lineTotal: 340 }] });
  });
});

describe('a plain terminal after an opened order', () => {
  it('starts a new sale instead of carrying on the order opened earlier', async () => {
    serve();
    usePosStore.setState({ ...initialPosState(), activeSalesOrderId: 4, salesOrderNumber: 'SO-000004', lines: [] });
    renderTerminal('/pos/1/terminal');
    await waitReady();
    expect(usePosStore.getState().activeSalesOrderId).toBeNull();
    expect(screen.queryByText('Editing SO-000004')).toBeNull();
  });
});

describe('permission', () => {
  it('says so when the user may not sell', async () => {
    fakePermissions = ['View Sales Orders'];
    serve();
    renderTerminal();
    expect(await screen.findByText('Selling at the terminal needs the Create Sales Orders permission.')).toBeTruthy();
  });
});

describe('the empty cart', () => {
  it('is no table until its first line (a table without rows tells a screen reader nothing)', async () => {
    serve();
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    expect(screen.queryByRole('table', { name: 'Cart' })).toBeNull();
    expect(screen.getByText('Scan a barcode or search for a product to start a sale.')).toBeTruthy();
    typingSpeed(8);
    await user.type(searchBox(), '4800016644290{Enter}');
    const cart = await screen.findByRole('table', { name: 'Cart' });
    expect(
      within(cart)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Product', 'Qty', 'Price', 'Total']);
    expect(within(cart).getAllByRole('row')).toHaveLength(2);
  });
});

describe('serial numbers', () => {
  it('asks which serial numbers in stock a serial-tracked product sells, and keeps them on its line', async () => {
    const phone = posProduct({ ...coke, id: 3, sku: 'PHONE-01', productName: 'Cherry Mobile Flare', price: 2999, isSerialized: true });
    serve((r) => {
      if (r.path === 'sales/pos-products' && r.url.searchParams.get('filterType') === 'barcode') return { body: { data: [phone] } };
      if (r.path === 'inventory/serial-numbers')
        return {
          body: paged(
            ['IMEI-1', 'IMEI-2'].map((serialNumber, i) => ({ id: i + 1, serialNumber, productId: 3, currentStatus: 'IN_STOCK' })),
          ),
        };
      return undefined;
    });
    const user = userEvent.setup();
    renderTerminal();
    await waitReady();
    typingSpeed(8);
    await user.type(searchBox(), '4800000000017{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Serial Numbers' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'IMEI-2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Serial Numbers' })).toBeNull());
    expect(cartRows()[0]!.textContent).toContain('Serials 1/1');
    expect(usePosStore.getState().lines[0]!.serialNumbers.map((s) => s.serialNumber)).toEqual(['IMEI-2']);
  });
});

describe('on a phone', () => {
  const stoppedTracks: string[] = [];
  /** A phone-wide window: every max-width query matches. */
  function phoneScreen() {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
  }
  /** A back camera, and the browser's BarcodeDetector reading `code` from its first frame. */
  function cameraReading(code: string) {
    stoppedTracks.length = 0;
    // Browsers offer the camera only on a secure address (https or localhost).
    vi.stubGlobal('isSecureContext', true);
    const stream = { getTracks: () => [{ stop: () => stoppedTracks.push('video') }] };
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => stream), enumerateDevices: async () => [{ kind: 'videoinput' }] },
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = async () => ['ean_13', 'qr_code'];
        detect = async () => [{ rawValue: code }];
      },
    );
  }
  const phoneCart = () => screen.queryByRole('list', { name: 'Cart' });

  beforeEach(() => {
    phoneScreen();
    vi.mocked(zxingReader).mockClear();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('lists the cart, opens a line in a sheet to change it, and takes payment in the checkout sheet', async () => {
    serve();
    const user = userEvent.setup();
    renderTerminal();
    await screen.findByText(/Walk-in Customer/);
    // The search box does not take the focus (it would raise the on-screen keyboard).
    expect(document.activeElement).not.toBe(searchBox());
    expect(screen.queryByRole('table', { name: 'Cart' })).toBeNull();

    await user.type(searchBox(), 'coca');
    await user.click(await screen.findByRole('option', { name: /Coca-Cola 1.5L/ }));
    const quantity = within(await screen.findByRole('dialog', { name: 'Enter Quantity' })).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2{Enter}');
    await waitFor(() => expect(phoneCart()).toBeTruthy());
    const line = within(phoneCart()!).getByRole('listitem');
    expect(line.textContent).toContain('Coca-Cola 1.5L');
    expect(line.textContent).toContain('2 piece × ₱85.00');
    expect(line.textContent).toContain('₱170.00');

    await user.click(within(line).getByRole('button'));
    const sheet = await screen.findByRole('dialog', { name: 'Coca-Cola 1.5L' });
    const lineQuantity = within(sheet).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(lineQuantity);
    await user.type(lineQuantity, '3');
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Coca-Cola 1.5L' })).toBeNull());
    expect(within(phoneCart()!).getByRole('listitem').textContent).toContain('3 piece × ₱85.00');

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    const checkout = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(within(checkout).getByLabelText('Total').textContent).toBe('₱255.00');
    expect(within(checkout).getByRole('combobox', { name: 'Payment 1 type' })).toHaveProperty('value', '1');
    // No F-key badges on a phone.
    expect(within(checkout).getByRole('button', { name: 'Save Sale' }).querySelector('kbd')).toBeNull();
    await user.click(within(checkout).getByRole('button', { name: 'Save Sale' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Sales' })).getByRole('button', { name: 'Confirm' }));
    await screen.findByLabelText('Sales order number');
    expect(sales()[0]!.body).toMatchObject({ netTotal: 255, orderItems: [{ orderedQuantity: 3 }], orderPayments: [{ paymentType: 1 }] });
    expect(screen.queryByRole('dialog', { name: 'Checkout' })).toBeNull();
  });

  it('folds the bar into one line: the channel, the connection as an icon, and the terminal menu with the rest', async () => {
    fakePermissions = ['Create Sales Orders', 'Open and Close Shifts'];
    localStorage.removeItem('oim.pos.terminal.1');
    serve((r) => {
      if (r.path === 'pos/terminals') return { body: paged([{ id: 7, terminalName: 'Counter 1', salesChannelId: 1, isActive: true }]) };
      if (r.path === 'pos/terminals/7/shift')
        return { body: { data: { shift: { id: 3, openingFloat: '1000.00', openedAt: '2026-11-28T00:00:00Z' } } } };
      return undefined;
    });
    const user = userEvent.setup();
    renderTerminal();
    const bar = await screen.findByRole('group', { name: 'Terminal bar' });
    await within(bar).findByText('Walk-in Customer');
    expect(within(bar).getByRole('heading', { name: 'Main Store' })).toBeTruthy();
    expect(within(bar).getByRole('link', { name: /^Connection: Online/ })).toBeTruthy();
    // Nothing of the desktop bar is left beside it: no terminal picker, chips or drawer buttons.
    expect(screen.queryByLabelText('Terminal and shift')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close Shift' })).toBeNull();
    expect(
      within(bar)
        .getAllByRole('link')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Back', 'Connection: Online']);
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Terminal menu']);

    await user.click(within(bar).getByRole('button', { name: 'Terminal menu' }));
    let menu = await screen.findByRole('menu', { name: 'Terminal menu' });
    const items = () =>
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent);
    // No terminal chosen on this device yet: the menu offers the channel's terminals, then the rest.
    expect(items()).toEqual([
      "Terminal Counter 1Choose this device's terminal.",
      'Sales waitingOnline',
      'CustomerWalk-in Customer',
      'Reset',
      'New Sale',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: /Terminal Counter 1/ }));
    await within(bar).findByText('Counter 1 · Walk-in Customer');
    await user.click(within(bar).getByRole('button', { name: 'Terminal menu' }));
    menu = await screen.findByRole('menu', { name: 'Terminal menu' });
    await waitFor(() =>
      expect(items()).toEqual([
        'Terminal Counter 1Shift open · float ₱1,000.00',
        'Cash In/Out',
        'Close Shift',
        'Sales waitingOnline',
        'CustomerWalk-in Customer',
        'Reset',
        'New Sale',
      ]),
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Cash In/Out' }));
    await screen.findByRole('dialog', { name: 'Cash In / Out' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cash In / Out' })).toBeNull());
    await user.click(within(bar).getByRole('button', { name: 'Terminal menu' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Customer/ }));
    await screen.findByRole('dialog', { name: /customer/i });
  });

  it('shows the camera button turned off, saying why, where the browser offers no camera', async () => {
    serve();
    renderTerminal();
    await screen.findByText(/Walk-in Customer/);
    const camera = screen.getByRole('button', { name: 'Scan with the camera' });
    expect((camera as HTMLButtonElement).disabled).toBe(true);
    const describedBy = camera.getAttribute('aria-describedby');
    expect(document.getElementById(describedBy ?? '')?.textContent).toMatch(/The camera needs the secure address/);
  });

  it("adds what the camera reads (the browser's BarcodeDetector) without asking the quantity, and turns the camera off", async () => {
    cameraReading('4800016644290');
    serve();
    const user = userEvent.setup();
    renderTerminal();
    await user.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
    await waitFor(() => expect(phoneCart()).toBeTruthy());
    expect(within(phoneCart()!).getByRole('listitem').textContent).toContain('1 piece × ₱85.00');
    expect(screen.queryByRole('dialog', { name: 'Enter Quantity' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scan with the Camera' })).toBeNull());
    expect(stoppedTracks).toEqual(['video']);
    const lookup = requests.find((r) => r.path === 'sales/pos-products' && r.url.searchParams.get('filterType') === 'barcode');
    expect(lookup?.url.searchParams.get('search')).toBe('4800016644290');
    expect(zxingReader).not.toHaveBeenCalled();
  });

  it('says so when the camera reads a code no product has, and adds nothing', async () => {
    cameraReading('999999');
    serve();
    const user = userEvent.setup();
    renderTerminal();
    await user.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
    await waitFor(() => expect(useNotices.getState().current?.message).toBe('No product has the barcode or SKU 999999.'));
    expect(useNotices.getState().current?.severity).toBe('error');
    expect(phoneCart()).toBeNull();
  });
});

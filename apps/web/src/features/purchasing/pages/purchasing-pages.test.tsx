import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarHost } from '@/components/feedback/snackbar-host';
import { newMovementLine } from '@/components/movement-lines/movement-line';
import { lineIssues } from '@/components/movement-lines/movement-line';
import { useNotices } from '@/lib/notify';
import { fakeApi, paged, renderWithProviders, signInForTests, type FakeHandler, type FakeRequest } from '@/lib/testing';
import PurchaseOrderDetailsPage from './purchase-order-details-page';
import PurchaseOrderFormPage from './purchase-order-form-page';
import PurchaseReceiptCreatePage from './purchase-receipt-create-page';
import PurchaseReceiptDetailsPage from './purchase-receipt-details-page';

const piece = { id: 1, unitClassId: 1, unit: 'piece', factor: 1, isBase: true };
const product = (id: number, sku: string, productName: string) => ({
  id,
  sku,
  productName,
  description: null,
  type: 'PRODUCT',
  productCategoryId: null,
  productBrandId: null,
  unitClassId: 1,
  unitOfMeasureId: 1,
  unit: 'piece',
  basePrice: 100,
  price: 100,
  minimumPrice: null,
  lastSupplierId: null,
  preferredSupplierId: null,
  reorderPoint: null,
  isSerialized: false,
  commissionTemplateId: null,
  pricingScheduleTemplateId: null,
  pricingGroupId: null,
  warrantyTemplateId: null,
  isActive: true,
  onHand: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const nails = product(4, 'NAIL-2IN', 'Common Nails 2 in');
const paint = product(5, 'PAINT-4L', 'Latex Paint 4 L');

const orderItem = (id: number, p: ReturnType<typeof product>, quantity: number, receivedQuantity: number, unitCost: number) => ({
  id,
  purchaseOrderId: 9,
  lineNumber: id,
  productId: p.id,
  uomId: 1,
  quantity,
  unitCost,
  lineTotal: quantity * unitCost,
  receivedQuantity,
  product: p,
  uom: piece,
});

function purchaseOrder(status: string, items = [orderItem(1, nails, 10, 0, 62.5), orderItem(2, paint, 6, 0, 480)]) {
  return {
    id: 9,
    purchaseOrderNumber: 'PO-000009',
    supplierId: 3,
    orderDate: '2026-03-05',
    expectedDate: null,
    receivingWarehouseId: 1,
    notes: null,
    status,
    total: 3505,
    createdBy: 1,
    sentAt: null,
    endedBy: null,
    endedAt: null,
    createdAt: '2026-03-05T06:30:00.000Z',
    updatedAt: '2026-03-05T06:30:00.000Z',
    supplier: { id: 3, supplierName: 'Pacific Hardware' },
    receivingWarehouse: { id: 1, name: 'Main Store' },
    items,
    receipts: [],
  };
}

let requests: FakeRequest[];
let order: ReturnType<typeof purchaseOrder>;

function serve(permissions: string[], handler: FakeHandler = () => undefined) {
  requests = fakeApi(
    async (r) =>
      (await handler(r)) ??
      (r.method === 'GET' && r.path === 'purchasing/purchase-orders/9'
        ? { body: { data: order } }
        : r.path === 'masterfile/stock-locations'
          ? { body: paged([{ id: 1, name: 'Main Store', code: 'MAIN', isActive: true }]) }
          : r.path === 'masterfile/unit-classes/1/unit-of-measures'
            ? { body: { data: [piece] } }
            : r.path === 'masterfile/payment-types'
              ? { body: paged([{ id: 1, name: 'Cash', category: 'IMMEDIATE', requiresReferenceNumber: false, isActive: true }]) }
              : r.path === 'purchasing/supplier-returns'
                ? { body: paged([]) }
                : r.path === 'inventory/stocks'
                  ? {
                      body: paged([
                        { id: 1, productId: Number(r.url.searchParams.get('productId')), locationId: 1, onHand: 0, baseUnit: 'piece' },
                      ]),
                    }
                  : undefined),
    { permissions },
  );
}

beforeEach(() => {
  signInForTests();
  useNotices.setState({ notices: [] } as never);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ALL = ['View Purchase Orders', 'Create Purchase Orders', 'View Purchase Receipts', 'Create Purchase Receipts'];
const buttonNames = () =>
  within(screen.getByRole('heading', { level: 1 }).closest('.MuiStack-root')!.parentElement!)
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('the purchase order page', () => {
  async function showOrder(status: string, permissions = ALL) {
    order = purchaseOrder(status, [orderItem(1, nails, 10, status === 'PARTIALLY_RECEIVED' ? 4 : 0, 62.5)]);
    serve(permissions);
    renderWithProviders(<PurchaseOrderDetailsPage />, { route: '/purchasing/purchase-orders/9', path: '/purchasing/purchase-orders/:id' });
    await screen.findByRole('heading', { level: 1, name: 'PO-000009' });
    return buttonNames();
  }

  it('offers on a draft: send, edit, print and cancel, but no receiving yet', async () => {
    expect(await showOrder('DRAFT')).toEqual(['Send', 'Edit', 'Print', 'Cancel']);
  });

  it('offers on a partly received order: receive the rest, print or close it, never edit or cancel it', async () => {
    expect(await showOrder('PARTIALLY_RECEIVED')).toEqual(['Receive', 'Print', 'Close']);
    // The line shows what came and what is still expected.
    const row = within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Common Nails 2 inNAIL-2IN', '10 piece', '4 piece', '6 piece', '₱62.50', '₱625.00']);
  });

  it('offers nothing but Print on an ended order, or to a user who may only view orders', async () => {
    expect(await showOrder('RECEIVED')).toEqual(['Print']);
    cleanup();
    expect(await showOrder('SENT', ['View Purchase Orders'])).toEqual(['Print']);
  });

  it('sends a draft and says so; a refusal is shown as the server words it', async () => {
    order = purchaseOrder('DRAFT');
    let refuse = false;
    serve(ALL, (r) =>
      r.method === 'PUT' && r.path === 'purchasing/purchase-orders/9/send'
        ? refuse
          ? { status: 409, body: { message: 'Only a draft purchase order can be sent. This one is sent.' } }
          : { body: { message: 'Purchase order sent.', data: { ...order, status: 'SENT' } } }
        : undefined,
    );
    renderWithProviders(
      <>
        <PurchaseOrderDetailsPage />
        <SnackbarHost />
      </>,
      { route: '/purchasing/purchase-orders/9', path: '/purchasing/purchase-orders/:id' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Purchase order sent.')).toBeTruthy();
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Only a draft purchase order can be sent. This one is sent.')).toBeTruthy();
  });
});

describe('receiving against an order', () => {
  it('starts with the lines still expected, at their remaining quantities and ordered costs, and sends each with its order line', async () => {
    order = purchaseOrder('PARTIALLY_RECEIVED', [orderItem(1, nails, 10, 4, 62.5), orderItem(2, paint, 6, 6, 480)]);
    serve(ALL, (r) =>
      r.method === 'POST' ? { status: 201, body: { message: 'Purchase receipt posted successfully.', data: { id: 12 } } } : undefined,
    );
    renderWithProviders(<PurchaseReceiptCreatePage />, { route: '/purchasing/purchase-receipts/new?purchaseOrderId=9' });
    const user = userEvent.setup();
    const lines = await screen.findAllByRole('listitem', { name: /^Line \d$/ });
    // The paint came in full: only the 6 nails still expected are offered.
    expect(lines).toHaveLength(1);
    expect((within(lines[0]!).getByRole('textbox', { name: 'Quantity of line 1' }) as HTMLInputElement).value).toBe('6');
    expect((within(lines[0]!).getByRole('textbox', { name: 'Unit cost of line 1' }) as HTMLInputElement).value).toBe('62.50');
    expect(within(lines[0]!).getByText('Still expected on the order: 6 piece')).toBeTruthy();

    // More than the order expects is refused before it is sent; less is received.
    const quantity = within(lines[0]!).getByRole('textbox', { name: 'Quantity of line 1' });
    await user.clear(quantity);
    await user.type(quantity, '7');
    await user.click(screen.getByRole('button', { name: 'Post Purchase Receipt' }));
    expect(await screen.findByText('The order expects only 6 more piece.')).toBeTruthy();
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.click(screen.getByRole('button', { name: 'Post Purchase Receipt' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Post Purchase Receipt' })).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      supplierId: 3,
      purchaseOrderId: 9,
      receivingWarehouseId: 1,
      receiptDate: null,
      supplierInvoiceNumber: null,
      notes: null,
      paidWithPaymentTypeId: null,
      items: [{ productId: 4, uomId: 1, quantity: '5', unitCost: '62.50', purchaseOrderItemId: 1, serialNumbers: [] }],
    });
  });
});

describe('editing a purchase order', () => {
  it("puts the server's field errors on their fields and its refusal above the form", async () => {
    order = purchaseOrder('SENT');
    serve(ALL, (r) =>
      r.method === 'PUT'
        ? String(r.body && (r.body as { items: { quantity: string }[] }).items[0]!.quantity) === '10'
          ? {
              status: 422,
              body: {
                message: 'The given data was invalid.',
                errors: {
                  supplierId: ['The selected supplier is invalid.'],
                  'items.1.unitCost': ['The unit cost must be at most 2 decimals.'],
                },
              },
            }
          : { status: 409, body: { message: 'A partially received purchase order cannot be changed.' } }
        : undefined,
    );
    renderWithProviders(
      <>
        <PurchaseOrderFormPage />
        <SnackbarHost />
      </>,
      { route: '/purchasing/purchase-orders/9/edit', path: '/purchasing/purchase-orders/:id/edit' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The selected supplier is invalid.')).toBeTruthy();
    const second = screen.getByRole('listitem', { name: 'Line 2' });
    expect(within(second).getByText('The unit cost must be at most 2 decimals.')).toBeTruthy();
    expect(within(second).getByRole('textbox', { name: 'Unit cost of line 2' }).getAttribute('aria-invalid')).toBe('true');

    const first = within(screen.getByRole('listitem', { name: 'Line 1' })).getByRole('textbox', { name: 'Quantity of line 1' });
    await user.clear(first);
    await user.type(first, '8');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findAllByText('A partially received purchase order cannot be changed.')).not.toHaveLength(0);
    expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('cannot be changed'))).toBe(true);
  });
});

describe('voiding a receipt', () => {
  it('asks for a reason and shows why the server refuses it (409) inside the dialog', async () => {
    const receipt = {
      id: 12,
      purchaseReceiptNumber: 'PR-000012',
      supplierId: 3,
      purchaseOrderId: null,
      receivingWarehouseId: 1,
      receiptDate: '2026-03-06',
      supplierInvoiceNumber: 'SI-1',
      notes: null,
      total: 625,
      paidWithPaymentTypeId: null,
      status: 'POSTED',
      createdBy: 1,
      voidedBy: null,
      voidedAt: null,
      voidReason: null,
      createdAt: '2026-03-06T06:30:00.000Z',
      updatedAt: '2026-03-06T06:30:00.000Z',
      supplier: { id: 3, supplierName: 'Pacific Hardware' },
      receivingWarehouse: { id: 1, name: 'Main Store' },
      items: [],
    };
    serve(ALL, (r) =>
      r.path === 'purchasing/purchase-receipts/12'
        ? r.method === 'DELETE'
          ? { status: 409, body: { message: 'PR-000012 cannot be voided: 3 of its units have left Main Store.' } }
          : { body: { data: receipt } }
        : undefined,
    );
    renderWithProviders(<PurchaseReceiptDetailsPage />, {
      route: '/purchasing/purchase-receipts/12',
      path: '/purchasing/purchase-receipts/:id',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void PR-000012' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Void Receipt' }));
    expect(await within(dialog).findByText('PR-000012 cannot be voided: 3 of its units have left Main Store.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'DELETE')!.body).toEqual({ reason: 'Wrong delivery' });
  });
});

describe('returning goods to the supplier', () => {
  const phone = { ...product(6, 'PH-A15', 'Phone A15'), isSerialized: true };
  const receiptItem = (id: number, p: ReturnType<typeof product>, quantity: number, unitCost: number, serialNumbers: string[] = []) => ({
    id,
    purchaseReceiptId: 12,
    purchaseOrderItemId: null,
    lineNumber: id,
    productId: p.id,
    uomId: 1,
    quantity,
    baseQuantity: quantity,
    unitCost,
    lineTotal: quantity * unitCost,
    serialNumbers,
    product: p,
    uom: piece,
  });
  const receipt = {
    id: 12,
    purchaseReceiptNumber: 'PR-000012',
    supplierId: 3,
    purchaseOrderId: null,
    receivingWarehouseId: 1,
    receiptDate: '2026-03-06',
    supplierInvoiceNumber: 'SI-1',
    notes: null,
    total: 17250,
    paidWithPaymentTypeId: null,
    status: 'POSTED',
    createdBy: 1,
    voidedBy: null,
    voidedAt: null,
    voidReason: null,
    createdAt: '2026-03-06T06:30:00.000Z',
    updatedAt: '2026-03-06T06:30:00.000Z',
    supplier: { id: 3, supplierName: 'Pacific Hardware' },
    receivingWarehouse: { id: 1, name: 'Main Store' },
    items: [receiptItem(1, nails, 10, 62.5), receiptItem(2, phone, 2, 8000, ['SN-1', 'SN-2'])],
  };
  const earlier = {
    id: 7,
    supplierReturnNumber: 'SR-000001',
    purchaseReceiptId: 12,
    supplierId: 3,
    locationId: 1,
    returnDate: '2026-03-07',
    reason: 'Torn bags',
    total: 187.5,
    creditTotal: 187.5,
    supplierCreditTotal: 0,
    createdBy: 1,
    createdAt: '2026-03-07T06:30:00.000Z',
    updatedAt: '2026-03-07T06:30:00.000Z',
    items: [
      {
        id: 1,
        supplierReturnId: 7,
        purchaseReceiptItemId: 1,
        productId: nails.id,
        quantity: 3,
        baseQuantity: 3,
        unitCost: 62.5,
        lineTotal: 187.5,
        serialNumbers: [],
        product: nails,
      },
    ],
  };

  it('offers what is left of each line and the serials still in stock, posts them, and hides Void once goods went back', async () => {
    serve(ALL, (r) =>
      r.path === 'purchasing/purchase-receipts/12'
        ? { body: { data: receipt } }
        : r.path === 'purchasing/supplier-returns'
          ? { body: paged([earlier]) }
          : r.path === 'inventory/serial-numbers'
            ? // SN-9 is in stock but came on another receipt; SN-2 has left already.
              {
                body: paged([
                  { id: 1, serialNumber: 'SN-1', productId: 6, currentStatus: 'IN_STOCK' },
                  { id: 9, serialNumber: 'SN-9', productId: 6, currentStatus: 'IN_STOCK' },
                ]),
              }
            : r.path === 'purchasing/purchase-receipts/12/returns'
              ? {
                  status: 201,
                  body: { message: 'Goods returned to the supplier.', data: { ...earlier, id: 8, supplierReturnNumber: 'SR-000002' } },
                }
              : undefined,
    );
    renderWithProviders(
      <>
        <PurchaseReceiptDetailsPage />
        <SnackbarHost />
      </>,
      { route: '/purchasing/purchase-receipts/12', path: '/purchasing/purchase-receipts/:id' },
    );
    const user = userEvent.setup();
    const returns = await screen.findByRole('table', { name: 'Supplier returns' });
    expect(within(returns).getByText('SR-000001')).toBeTruthy();
    expect(within(returns).getByText('3 × Common Nails 2 in')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Return to Supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return to Supplier' });
    const nailLine = within(dialog).getByRole('region', { name: 'Common Nails 2 in' });
    expect(nailLine.textContent).toContain('Received 10 piece · returned 3 piece');
    await user.click(within(nailLine).getByRole('checkbox', { name: 'Return Common Nails 2 in' }));
    await user.type(within(nailLine).getByRole('textbox', { name: 'Quantity to return of Common Nails 2 in' }), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Return Goods' }));
    expect(await within(dialog).findByText('Only 7 can still be returned.')).toBeTruthy();
    expect(within(dialog).getByText('Say why the goods go back.')).toBeTruthy();

    const quantity = within(nailLine).getByRole('textbox', { name: 'Quantity to return of Common Nails 2 in' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    const phoneLine = within(dialog).getByRole('region', { name: 'Phone A15' });
    await user.click(within(phoneLine).getByRole('checkbox', { name: 'Return Phone A15' }));
    await within(phoneLine).findByRole('checkbox', { name: 'SN-1' });
    expect(within(phoneLine).queryByRole('checkbox', { name: 'SN-2' })).toBeNull();
    expect(within(phoneLine).queryByRole('checkbox', { name: 'SN-9' })).toBeNull();
    await user.click(within(phoneLine).getByRole('checkbox', { name: 'SN-1' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Dead on arrival');
    await user.click(within(dialog).getByRole('button', { name: 'Return Goods' }));
    expect(await screen.findByText('SR-000002: Goods returned to the supplier.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      reason: 'Dead on arrival',
      items: [
        { purchaseReceiptItemId: 1, quantity: '2', serialNumbers: null },
        { purchaseReceiptItemId: 2, quantity: '1', serialNumbers: ['SN-1'] },
      ],
    });
  });
});

describe('a purchase line', () => {
  it('needs a unit cost, and on an order no serial numbers', () => {
    const serialized = { ...nails, isSerialized: true };
    const line = { ...newMovementLine(serialized as never), unit: piece, quantity: '2' };
    expect(lineIssues(line, { costed: true, serials: false }).map((i) => `${i.path}: ${i.message}`)).toEqual([
      'unitCost: The unit cost field is required.',
    ]);
    expect(lineIssues({ ...line, unitCost: '1.005' }, { costed: true, serials: true }).map((i) => i.path)).toEqual([
      'unitCost',
      'serialNumbers',
    ]);
  });
});

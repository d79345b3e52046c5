// Purchasing: a purchase order from draft to received in parts, the receipts that bring the goods
// in (stock through the ledger, serial numbers, the moving average cost, what is owed the supplier),
// voids that undo them only while that is still true, and suggested orders from low stock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from './support/pdf';
import { salePayload } from './support/sales';
import { signInAs, startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let token: string;
let admin: Client;
let outsider: Client;
let main: number;
let branch: number;
let piece: number;
let dozen: number;
let cash: number;
let acme: number;
let budget: number;
const ids: Record<string, number> = {};

type OrderLine = { productId: number; uomId: number; quantity: number | string; unitCost: number | string };
type ReceiptLine = OrderLine & { purchaseOrderItemId?: number | null; serialNumbers?: string[] };

const ok = (answer: Answer, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body.data;
};
const order = (items: OrderLine[], extra: Record<string, unknown> = {}) =>
  admin.post('/api/purchasing/purchase-orders', { supplierId: acme, receivingWarehouseId: main, items, ...extra });
const receive = (items: ReceiptLine[], extra: Record<string, unknown> = {}) =>
  admin.post('/api/purchasing/purchase-receipts', { supplierId: acme, receivingWarehouseId: main, items, ...extra });
const showOrder = async (id: number) => ok(await admin.get(`/api/purchasing/purchase-orders/${id}?relations=items|receipts`));
const showProduct = async (id: number) => ok(await admin.get(`/api/inventory/products/${id}`));
const voidReceipt = (id: number, body: unknown = { reason: 'Wrong delivery' }, bearer = token) =>
  t.request('DELETE', `/api/purchasing/purchase-receipts/${id}`, { token: bearer, body });
const onHand = async (productId: number, locationId = main) => {
  const rows = (await admin.get(`/api/inventory/stocks?productId=${productId}&locationId=${locationId}`)).body.data as { onHand: number }[];
  return rows[0]?.onHand ?? 0;
};
const payableOf = async (sourceNumber: string) =>
  (await admin.get(`/api/finance/payables?sourceNumber=${sourceNumber}`)).body.data as Record<string, unknown>[];

/** A sent order for the lines, and the ids of its lines in order. */
async function sentOrder(items: OrderLine[], extra: Record<string, unknown> = {}) {
  const created = ok(await order(items, extra), 201);
  ok(await admin.put(`/api/purchasing/purchase-orders/${created.id}/send`));
  const lines = (await showOrder(created.id)).items as { id: number }[];
  return { id: created.id as number, number: created.purchaseOrderNumber as string, lineIds: lines.map((l) => l.id) };
}

beforeAll(async () => {
  t = await startTestApp();
  token = (await t.login('demo')).token;
  admin = t.as('demo', token);
  outsider = t.as('other', (await t.login('other')).token);
  main = (await admin.get('/api/masterfile/stock-locations')).body.data[0].id;
  branch = ok(await admin.post('/api/masterfile/stock-locations', { name: 'Bodega', code: 'BOD' }), 201).id;
  cash = (await admin.get('/api/masterfile/payment-types?name=Cash')).body.data[0].id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  dozen = count.units.find((u: { unit: string }) => u.unit === 'dozen').id;
  acme = ok(await admin.post('/api/masterfile/suppliers', { supplierName: 'Acme Trading', paymentTermsDays: 30 }), 201).id;
  budget = ok(await admin.post('/api/masterfile/suppliers', { supplierName: 'Budget Wholesale' }), 201).id;
  const make = async (key: string, body: Record<string, unknown>) => {
    ids[key] = ok(
      await admin.post('/api/inventory/products', {
        unitClassId: count.id,
        unitOfMeasureId: piece,
        type: 'PRODUCT',
        basePrice: 50,
        ...body,
      }),
      201,
    ).id;
  };
  await make('soap', { sku: 'PO-SOAP', productName: 'Safeguard Soap 135 g' });
  await make('rice', { sku: 'PO-RICE', productName: 'Jasmine Rice 1 kg' });
  await make('phone', { sku: 'PO-PHONE', productName: 'Cherry Mobile Flare', isSerialized: true, basePrice: 3000 });
  await make('ube', { sku: 'PO-UBE', productName: 'Ube Jam', cost: 40 });
});

afterAll(async () => t.close());

describe('purchase orders', () => {
  it('are numbered PO-… without gaps, total their lines, start as drafts and read back with their lines', async () => {
    const first = ok(
      await order(
        [
          { productId: ids.soap!, uomId: dozen, quantity: 10, unitCost: '276.50' },
          { productId: ids.rice!, uomId: piece, quantity: '2.5', unitCost: '55.10' },
        ],
        { orderDate: '2026-11-02', expectedDate: '2026-11-09', notes: 'Deliver before noon' },
      ),
      201,
    );
    expect(first).toMatchObject({
      status: 'DRAFT',
      total: 2902.75,
      supplierId: acme,
      orderDate: '2026-11-02',
      notes: 'Deliver before noon',
    });
    expect(first.purchaseOrderNumber).toMatch(/^PO-\d{6}$/);
    const second = ok(await order([{ productId: ids.rice!, uomId: piece, quantity: 1, unitCost: 1 }]), 201);
    expect(Number(second.purchaseOrderNumber.slice(3))).toBe(Number(first.purchaseOrderNumber.slice(3)) + 1);
    const shown = await showOrder(first.id);
    expect(shown.items.map((i: Record<string, unknown>) => [i.quantity, i.unitCost, i.lineTotal, i.receivedQuantity])).toEqual([
      [10, 276.5, 2765, 0],
      [2.5, 55.1, 137.75, 0],
    ]);
    const listed = (
      await admin.get(`/api/purchasing/purchase-orders?supplierId=${acme}&status=DRAFT&globalFilter=${first.purchaseOrderNumber}`)
    ).body.data;
    expect(listed.map((o: { id: number }) => o.id)).toEqual([first.id]);
    // The search finds an order by its supplier's name too.
    const bySupplier = (await admin.get(`/api/purchasing/purchase-orders?globalFilter=acme%20trad&pageSize=100`)).body.data;
    expect(bySupplier.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(bySupplier.every((o: { supplierName: string }) => o.supplierName === 'Acme Trading')).toBe(true);
    expect((await admin.get(`/api/purchasing/purchase-orders?globalFilter=Budget`)).body.data).toEqual([]);
  });

  it('refuse bad input with 422 naming the field, and write nothing', async () => {
    const before = (await admin.get('/api/purchasing/purchase-orders')).body.meta;
    const line = { productId: ids.soap!, uomId: piece, quantity: 1, unitCost: 1 };
    const refusals: [Record<string, unknown>, string][] = [
      [{ items: [] }, 'items'],
      [{ items: [{ ...line, unitCost: '1.005' }] }, 'items.0.unitCost'],
      [{ items: [{ ...line, quantity: '1e3' }] }, 'items.0.quantity'],
      [{ items: [{ ...line, quantity: 0 }] }, 'items.0.quantity'],
      [{ items: [line], notes: 'a\u0000b' }, 'notes'],
      [{ items: [line], orderDate: '2026-02-30' }, 'orderDate'],
      [{ items: [line], supplierId: 999_999 }, 'supplierId'],
      [{ items: [line], receivingWarehouseId: 999_999 }, 'receivingWarehouseId'],
      [{ items: [{ ...line, productId: 999_999 }] }, 'items.0.productId'],
      [{ items: [{ ...line, uomId: 999_999 }] }, 'items.0.uomId'],
    ];
    for (const [body, field] of refusals) {
      const answer = await admin.post('/api/purchasing/purchase-orders', { supplierId: acme, receivingWarehouseId: main, ...body });
      expect(answer.status, `${field}: ${JSON.stringify(answer.body)}`).toBe(422);
      expect(Object.keys(answer.body.errors), field).toContain(field);
    }
    // Another shop's supplier, location and product are not this shop's.
    const theirs = {
      supplier: ok(await outsider.post('/api/masterfile/suppliers', { supplierName: 'Their Supplier' }), 201).id,
      location: (await outsider.get('/api/masterfile/stock-locations')).body.data[0].id,
    };
    const foreign = await admin.post('/api/purchasing/purchase-orders', {
      supplierId: theirs.supplier,
      receivingWarehouseId: theirs.location,
      items: [line],
    });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors).sort()).toEqual(['receivingWarehouseId', 'supplierId']);
    expect((await admin.get('/api/purchasing/purchase-orders')).body.meta.total).toBe(before.total);
  });

  it('move DRAFT → SENT, and refuse a move their status does not allow (409)', async () => {
    const draft = ok(await order([{ productId: ids.rice!, uomId: piece, quantity: 5, unitCost: 50 }]), 201);
    const receiving = await receive([{ productId: ids.rice!, uomId: piece, quantity: 1, unitCost: 50, purchaseOrderItemId: null }], {
      purchaseOrderId: draft.id,
    });
    expect(receiving.status).toBe(409);
    expect(receiving.body.message).toContain('Send');
    expect((await admin.put(`/api/purchasing/purchase-orders/${draft.id}/close`)).status).toBe(409);
    const sent = ok(await admin.put(`/api/purchasing/purchase-orders/${draft.id}/send`));
    expect(sent.status).toBe('SENT');
    expect(sent.sentAt).not.toBeNull();
    expect((await admin.put(`/api/purchasing/purchase-orders/${draft.id}/send`)).status).toBe(409);
    const cancelled = ok(await admin.put(`/api/purchasing/purchase-orders/${draft.id}/cancel`));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', endedBy: expect.any(Number) });
    expect((await admin.put(`/api/purchasing/purchase-orders/${draft.id}/send`)).status).toBe(409);
    const edit = await admin.put(`/api/purchasing/purchase-orders/${draft.id}`, {
      supplierId: acme,
      receivingWarehouseId: main,
      items: [{ productId: ids.rice!, uomId: piece, quantity: 9, unitCost: 50 }],
    });
    expect(edit.status).toBe(409);
  });

  it('can be edited while draft or sent: the lines are replaced and the total follows', async () => {
    const { id } = await sentOrder([{ productId: ids.rice!, uomId: piece, quantity: 5, unitCost: 50 }]);
    const edited = ok(
      await admin.put(`/api/purchasing/purchase-orders/${id}`, {
        supplierId: budget,
        receivingWarehouseId: branch,
        items: [
          { productId: ids.rice!, uomId: piece, quantity: 6, unitCost: 50 },
          { productId: ids.soap!, uomId: dozen, quantity: 1, unitCost: 300 },
        ],
      }),
    );
    expect(edited).toMatchObject({ status: 'SENT', supplierId: budget, receivingWarehouseId: branch, total: 600 });
    expect(edited.items).toHaveLength(2);
  });
});

describe('purchase receipts', () => {
  it('receive an order in parts: stock in base units, the order counts what came and is received in full at last', async () => {
    const po = await sentOrder([
      { productId: ids.soap!, uomId: dozen, quantity: 10, unitCost: 240 },
      { productId: ids.rice!, uomId: piece, quantity: 20, unitCost: 50 },
    ]);
    const soapBefore = await onHand(ids.soap!);
    const riceBefore = await onHand(ids.rice!);
    const first = ok(
      await receive(
        [
          { productId: ids.soap!, uomId: dozen, quantity: 4, unitCost: 240, purchaseOrderItemId: po.lineIds[0] },
          { productId: ids.rice!, uomId: piece, quantity: 20, unitCost: 50, purchaseOrderItemId: po.lineIds[1] },
        ],
        { purchaseOrderId: po.id, supplierInvoiceNumber: 'SI-7781', receiptDate: '2026-11-03' },
      ),
      201,
    );
    expect(first).toMatchObject({ status: 'POSTED', total: 1960, purchaseOrderId: po.id, supplierInvoiceNumber: 'SI-7781' });
    expect(first.purchaseReceiptNumber).toMatch(/^PR-\d{6}$/);
    expect(await onHand(ids.soap!)).toBe(soapBefore + 48);
    expect(await onHand(ids.rice!)).toBe(riceBefore + 20);
    let shown = await showOrder(po.id);
    expect(shown.status).toBe('PARTIALLY_RECEIVED');
    expect(shown.items.map((i: { receivedQuantity: number }) => i.receivedQuantity)).toEqual([4, 20]);

    // The ledger names the receipt and keeps the cost of one piece (₱240 a dozen = ₱20).
    const ledger = (await admin.get(`/api/inventory/products/${ids.soap}/ledger?locationId=${main}`)).body.data as Record<
      string,
      unknown
    >[];
    expect(ledger.find((m) => m.sourceNumber === first.purchaseReceiptNumber)).toMatchObject({
      sourceType: 'PURCHASE_RECEIPT',
      quantity: 48,
      uomQuantity: 4,
      unitCost: 20,
    });

    // More than the order still expects is refused, naming the line; nothing is written.
    const over = await receive([{ productId: ids.soap!, uomId: dozen, quantity: 7, unitCost: 240, purchaseOrderItemId: po.lineIds[0] }], {
      purchaseOrderId: po.id,
    });
    expect(over.status).toBe(422);
    expect(over.body.errors['items.0.quantity'][0]).toContain('Only 6 dozen of Safeguard Soap 135 g is still expected');
    // Two lines taking the same order line count together.
    const split = await receive(
      [
        { productId: ids.soap!, uomId: dozen, quantity: 4, unitCost: 240, purchaseOrderItemId: po.lineIds[0] },
        { productId: ids.soap!, uomId: dozen, quantity: 3, unitCost: 240, purchaseOrderItemId: po.lineIds[0] },
      ],
      { purchaseOrderId: po.id },
    );
    expect(split.status).toBe(422);
    expect(Object.keys(split.body.errors)).toEqual(['items.1.quantity']);
    const fullyReceivedLine = await receive(
      [{ productId: ids.rice!, uomId: piece, quantity: 1, unitCost: 50, purchaseOrderItemId: po.lineIds[1] }],
      { purchaseOrderId: po.id },
    );
    expect(fullyReceivedLine.status).toBe(422);
    expect(await onHand(ids.soap!)).toBe(soapBefore + 48);

    // A line of another order, another product, or another supplier or location than the order's.
    const wrong = await receive([{ productId: ids.rice!, uomId: piece, quantity: 1, unitCost: 50, purchaseOrderItemId: po.lineIds[0] }], {
      purchaseOrderId: po.id,
    });
    expect(Object.keys(wrong.body.errors)).toEqual(['items.0.productId']);
    const elsewhere = await receive(
      [{ productId: ids.soap!, uomId: dozen, quantity: 1, unitCost: 240, purchaseOrderItemId: po.lineIds[0] }],
      { purchaseOrderId: po.id, supplierId: budget, receivingWarehouseId: branch },
    );
    expect(Object.keys(elsewhere.body.errors).sort()).toEqual(['receivingWarehouseId', 'supplierId']);

    const rest = ok(
      await receive([{ productId: ids.soap!, uomId: dozen, quantity: 6, unitCost: 240, purchaseOrderItemId: po.lineIds[0] }], {
        purchaseOrderId: po.id,
      }),
      201,
    );
    expect(Number(rest.purchaseReceiptNumber.slice(3))).toBe(Number(first.purchaseReceiptNumber.slice(3)) + 1);
    shown = await showOrder(po.id);
    expect(shown.status).toBe('RECEIVED');
    expect(shown.receipts.map((r: { id: number }) => r.id).sort()).toEqual([first.id, rest.id].sort());
    expect((await admin.put(`/api/purchasing/purchase-orders/${po.id}/cancel`)).status).toBe(409);
    expect((await admin.put(`/api/purchasing/purchase-orders/${po.id}/close`)).status).toBe(409);
    const listed = (await admin.get(`/api/purchasing/purchase-receipts?purchaseOrderId=${po.id}`)).body.data;
    expect(listed).toHaveLength(2);
  });

  it('a short-closed order takes nothing more; what came stays', async () => {
    const po = await sentOrder([{ productId: ids.rice!, uomId: piece, quantity: 10, unitCost: 50 }]);
    ok(
      await receive([{ productId: ids.rice!, uomId: piece, quantity: 4, unitCost: 50, purchaseOrderItemId: po.lineIds[0] }], {
        purchaseOrderId: po.id,
      }),
      201,
    );
    expect((await admin.put(`/api/purchasing/purchase-orders/${po.id}/cancel`)).status).toBe(409);
    expect(ok(await admin.put(`/api/purchasing/purchase-orders/${po.id}/close`)).status).toBe('CLOSED');
    const late = await receive([{ productId: ids.rice!, uomId: piece, quantity: 1, unitCost: 50, purchaseOrderItemId: po.lineIds[0] }], {
      purchaseOrderId: po.id,
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('closed');
  });

  it('make the cost the moving weighted average, keep the last purchase cost and supplier, and sales record the cost of the moment', async () => {
    // Ube Jam starts with a cost set by hand (₱40) and nothing on hand: the first receipt sets it.
    expect((await showProduct(ids.ube!)).cost).toBe(40);
    ok(await receive([{ productId: ids.ube!, uomId: piece, quantity: 10, unitCost: 100 }]), 201);
    expect(await showProduct(ids.ube!)).toMatchObject({ cost: 100, lastPurchaseCost: 100, lastSupplierId: acme });
    // (10 × 100 + 30 × 120) / 40 = 115
    ok(await receive([{ productId: ids.ube!, uomId: piece, quantity: 30, unitCost: 120 }], { supplierId: budget }), 201);
    expect(await showProduct(ids.ube!)).toMatchObject({ cost: 115, lastPurchaseCost: 120, lastSupplierId: budget });
    // A dozen at ₱1,300 is ₱108.333333 a piece: (40 × 115 + 12 × 108.333333) / 52 = 113.461538
    ok(await receive([{ productId: ids.ube!, uomId: dozen, quantity: 1, unitCost: 1300 }]), 201);
    expect((await showProduct(ids.ube!)).cost).toBe(113.46);

    const channel = (await admin.get('/api/sales/sales-channels')).body.data[0].id;
    const walkIn = (await admin.get('/api/sales/customers/default')).body.data.id;
    const sale = ok(
      await admin.post(
        '/api/sales/pos-order',
        salePayload({
          salesChannelId: channel,
          customerId: walkIn,
          lines: [{ productId: ids.ube!, orderedUomId: piece, orderedQuantity: 2, orderedUnitPrice: 150 }],
          payments: [{ paymentType: cash }],
        }),
      ),
      201,
    );
    const items = ok(await admin.get(`/api/sales/sales-orders/${sale.id}?relations=salesOrderItems`)).salesOrderItems;
    expect(items[0].unitCost).toBeCloseTo(113.461538, 6);
    // A later receipt does not change what that sale cost.
    ok(await receive([{ productId: ids.ube!, uomId: piece, quantity: 50, unitCost: 10 }]), 201);
    const again = ok(await admin.get(`/api/sales/sales-orders/${sale.id}?relations=salesOrderItems`)).salesOrderItems;
    expect(again[0].unitCost).toBeCloseTo(113.461538, 6);
    // Cost is for those who may see it.
    const cashier = await signInAs(t, admin, 'demo', ['Cashier']);
    const seen = ok(await cashier.get(`/api/inventory/products/${ids.ube}`));
    expect(seen.productName).toBe('Ube Jam');
    expect(seen).not.toHaveProperty('cost');
    expect(seen).not.toHaveProperty('lastPurchaseCost');
    const ledger = (await cashier.get(`/api/inventory/products/${ids.ube}/ledger`)).body.data as Record<string, unknown>[];
    expect(ledger.length).toBeGreaterThan(0);
    expect(ledger[0]).not.toHaveProperty('unitCost');
  });

  it('owe the supplier the total, due after its payment terms, unless paid on receipt', async () => {
    const owed = ok(
      await receive([{ productId: ids.rice!, uomId: piece, quantity: 3, unitCost: '45.25' }], {
        receiptDate: '2026-11-20',
        supplierInvoiceNumber: 'SI-9001',
      }),
      201,
    );
    expect(await payableOf(owed.purchaseReceiptNumber)).toEqual([
      expect.objectContaining({
        supplierId: acme,
        sourceType: 'PURCHASE_RECEIPT',
        sourceId: owed.id,
        supplierDocumentNumber: 'SI-9001',
        documentDate: '2026-11-20',
        dueDate: '2026-12-20',
        amount: 135.75,
        balance: 135.75,
        status: 'OPEN',
      }),
    ]);
    const cod = ok(
      await receive([{ productId: ids.rice!, uomId: piece, quantity: 1, unitCost: 45 }], { supplierId: budget, receiptDate: '2026-11-20' }),
      201,
    );
    expect((await payableOf(cod.purchaseReceiptNumber))[0]).toMatchObject({ dueDate: '2026-11-20' });
    const paid = ok(
      await receive([{ productId: ids.rice!, uomId: piece, quantity: 1, unitCost: 45 }], { paidWithPaymentTypeId: cash }),
      201,
    );
    expect(paid.paidWithPaymentTypeId).toBe(cash);
    expect(await payableOf(paid.purchaseReceiptNumber)).toEqual([]);
    const badType = await receive([{ productId: ids.rice!, uomId: piece, quantity: 1, unitCost: 45 }], { paidWithPaymentTypeId: 999_999 });
    expect(Object.keys(badType.body.errors)).toEqual(['paidWithPaymentTypeId']);
  });

  it('bring serial numbers into stock at the location, and refuse one already in stock (409 naming it) or the wrong count (422)', async () => {
    const received = ok(
      await receive([{ productId: ids.phone!, uomId: piece, quantity: 2, unitCost: 2500, serialNumbers: ['CM-0001', 'CM-0002'] }]),
      201,
    );
    const serials = (await admin.get(`/api/inventory/serial-numbers?productId=${ids.phone}`)).body.data as Record<string, unknown>[];
    expect(serials.map((s) => [s.serialNumber, s.currentStatus, s.locationId, s.source, s.sourceId])).toEqual([
      ['CM-0001', 'IN_STOCK', main, 'PURCHASE_RECEIPT', received.id],
      ['CM-0002', 'IN_STOCK', main, 'PURCHASE_RECEIPT', received.id],
    ]);
    const again = await receive([{ productId: ids.phone!, uomId: piece, quantity: 1, unitCost: 2500, serialNumbers: ['CM-0002'] }]);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('CM-0002');
    const short = await receive([{ productId: ids.phone!, uomId: piece, quantity: 2, unitCost: 2500, serialNumbers: ['CM-0003'] }]);
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.errors)).toEqual(['items.0.serialNumbers']);
    expect(await onHand(ids.phone!)).toBe(2);
  });
});

describe('voiding a purchase receipt', () => {
  it('reverses the ledger (never deletes it), voids the payable, returns the serials, and the order expects the goods again', async () => {
    const po = await sentOrder([{ productId: ids.phone!, uomId: piece, quantity: 2, unitCost: 2600 }]);
    const receipt = ok(
      await receive(
        [
          {
            productId: ids.phone!,
            uomId: piece,
            quantity: 2,
            unitCost: 2600,
            purchaseOrderItemId: po.lineIds[0],
            serialNumbers: ['CM-1001', 'CM-1002'],
          },
        ],
        { purchaseOrderId: po.id },
      ),
      201,
    );
    expect((await showOrder(po.id)).status).toBe('RECEIVED');
    const stock = await onHand(ids.phone!);
    const costBefore = (await showProduct(ids.phone!)).cost;

    const answer = await voidReceipt(receipt.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const voided = ok(await admin.get(`/api/purchasing/purchase-receipts/${receipt.id}?relations=voidedByUser`));
    expect(voided).toMatchObject({ status: 'VOIDED', voidReason: 'Wrong delivery', voidedBy: expect.any(Number) });
    expect(voided.voidedAt).not.toBeNull();
    expect(await onHand(ids.phone!)).toBe(stock - 2);
    const ledger = (await admin.get(`/api/inventory/products/${ids.phone}/ledger?locationId=${main}`)).body.data as Record<
      string,
      unknown
    >[];
    expect(ledger.filter((m) => m.sourceNumber === receipt.purchaseReceiptNumber).map((m) => [m.sourceType, m.quantity])).toEqual(
      expect.arrayContaining([
        ['PURCHASE_RECEIPT', 2],
        ['PURCHASE_RECEIPT_VOID', -2],
      ]),
    );
    expect((await payableOf(receipt.purchaseReceiptNumber))[0]).toMatchObject({ status: 'VOIDED', balance: 0 });
    const serials = (await admin.get(`/api/inventory/serial-numbers?productId=${ids.phone}&serialNumber[like]=CM-100`)).body.data;
    expect(serials.map((s: Record<string, unknown>) => s.currentStatus)).toEqual(['RETURNED', 'RETURNED']);
    const order = await showOrder(po.id);
    expect(order.status).toBe('SENT');
    expect(order.items[0].receivedQuantity).toBe(0);
    // The cost leaves the average again (what remains is what was there before).
    expect((await showProduct(ids.phone!)).cost).toBe(2500);
    expect(costBefore).toBe(2550);

    // Its lines were received once: they stay as they are (a voided receipt still names them).
    const edit = await admin.put(`/api/purchasing/purchase-orders/${po.id}`, {
      supplierId: acme,
      receivingWarehouseId: main,
      items: [{ productId: ids.phone!, uomId: piece, quantity: 3, unitCost: 2600 }],
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(409);
    expect(edit.body.message).toContain('received against');

    const twice = await voidReceipt(receipt.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('already voided');
  });

  it('is refused (409, saying why) once its goods are sold, or once something is paid on what it owes; nothing changes', async () => {
    const receipt = ok(
      await receive([{ productId: ids.rice!, uomId: piece, quantity: 5, unitCost: 50 }], { receivingWarehouseId: branch }),
      201,
    );
    ok(
      await admin.post('/api/inventory/stock-transfers', {
        sourceWarehouseId: branch,
        destinationWarehouseId: main,
        items: [{ productId: ids.rice!, uomId: piece, quantity: 2 }],
      }),
      201,
    );
    const gone = await voidReceipt(receipt.id);
    expect(gone.status).toBe(409);
    expect(gone.body.message).toContain('only 3 is left');
    expect(ok(await admin.get(`/api/purchasing/purchase-receipts/${receipt.id}`)).status).toBe('POSTED');
    expect((await payableOf(receipt.purchaseReceiptNumber))[0]!.status).toBe('OPEN');

    const another = ok(await receive([{ productId: ids.rice!, uomId: piece, quantity: 5, unitCost: 50 }]), 201);
    const [owed] = (await payableOf(another.purchaseReceiptNumber)) as { id: number }[];
    ok(
      await admin.post('/api/finance/payments', {
        direction: 'OUT',
        supplierId: acme,
        paymentTypeId: cash,
        amount: 100,
        allocations: [{ payableId: owed!.id, amount: 100 }],
      }),
      201,
    );
    const paid = await voidReceipt(another.id);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toContain('Payments have been made');
    expect(ok(await admin.get(`/api/purchasing/purchase-receipts/${another.id}`)).status).toBe('POSTED');
  });
});

describe('who may do what', () => {
  it('answers 401 before anything else, 403 without the permission, and another shop never sees the rows (404)', async () => {
    const po = ok(await order([{ productId: ids.rice!, uomId: piece, quantity: 1, unitCost: 1 }]), 201);
    const receipt = ok(await receive([{ productId: ids.rice!, uomId: piece, quantity: 1, unitCost: 1 }]), 201);
    for (const [method, url] of [
      ['GET', '/api/purchasing/purchase-orders'],
      ['POST', '/api/purchasing/purchase-orders'],
      ['PUT', `/api/purchasing/purchase-orders/${po.id}/send`],
      ['GET', `/api/purchasing/purchase-orders/${po.id}/export-pdf`],
      ['POST', '/api/purchasing/purchase-receipts'],
      ['DELETE', `/api/purchasing/purchase-receipts/${receipt.id}`],
      ['GET', '/api/finance/payables'],
    ] as const)
      expect((await t.request(method, url, { body: method === 'GET' ? undefined : { supplierId: 'x' } })).status, url).toBe(401);

    const cashier = await signInAs(t, admin, 'demo', ['Cashier']);
    expect((await cashier.get('/api/purchasing/purchase-orders')).status).toBe(403);
    expect((await cashier.get('/api/purchasing/purchase-receipts')).status).toBe(403);
    expect((await cashier.get('/api/finance/payables')).status).toBe(403);
    expect((await cashier.post('/api/purchasing/purchase-orders', { supplierId: acme })).status).toBe(403);

    ok(
      await admin.post('/api/rbac/roles', { name: 'Purchase Clerk', permissions: ['View Purchase Orders', 'View Purchase Receipts'] }),
      201,
    );
    const clerk = await signInAs(t, admin, 'demo', ['Purchase Clerk'], 'clerk@demo.shop');
    const clerkView = await clerk.get(`/api/purchasing/purchase-orders/${po.id}`);
    expect(clerkView.status, JSON.stringify(clerkView.body)).toBe(200);
    expect((await clerk.get(`/api/purchasing/purchase-receipts/${receipt.id}`)).status).toBe(200);
    expect((await clerk.put(`/api/purchasing/purchase-orders/${po.id}/send`)).status).toBe(403);
    expect((await clerk.post('/api/purchasing/purchase-orders/suggest', { locationId: main })).status).toBe(403);
    const clerkToken = (await t.login('demo', 'clerk@demo.shop', 'test-password')).token;
    expect((await voidReceipt(receipt.id, {}, clerkToken)).status).toBe(403);
    expect(ok(await admin.get(`/api/purchasing/purchase-receipts/${receipt.id}`)).status).toBe('POSTED');

    expect((await outsider.get(`/api/purchasing/purchase-orders/${po.id}`)).status).toBe(404);
    expect((await outsider.put(`/api/purchasing/purchase-orders/${po.id}/send`)).status).toBe(404);
    expect((await outsider.get(`/api/purchasing/purchase-orders/${po.id}/export-pdf`)).status).toBe(404);
    expect((await outsider.get(`/api/purchasing/purchase-receipts/${receipt.id}`)).status).toBe(404);
    expect(
      (
        await t.request('DELETE', `/api/purchasing/purchase-receipts/${receipt.id}`, {
          shop: 'other',
          token: (await t.login('other')).token,
        })
      ).status,
    ).toBe(404);
    expect((await outsider.get('/api/purchasing/purchase-orders')).body.data).toEqual([]);
    expect((await outsider.get('/api/finance/payables')).body.data).toEqual([]);
  });
});

describe('the purchase order as a PDF', () => {
  it('holds the company, the supplier, the lines and the total', async () => {
    await admin.post('/api/setting/company-profiles', {
      settings: { company_name: 'Hardware ni Mang Tomas', address: '8 Mabini St, Cebu City' },
    });
    const po = ok(
      await order([
        { productId: ids.soap!, uomId: dozen, quantity: 3, unitCost: '250.00' },
        { productId: ids.rice!, uomId: piece, quantity: 10, unitCost: '48.50' },
      ]),
      201,
    );
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/purchasing/purchase-orders/${po.id}/export-pdf`,
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfPages(answer.rawPayload)).join(' ');
    for (const expected of [
      'Hardware ni Mang Tomas',
      po.purchaseOrderNumber,
      'Acme Trading',
      'Safeguard Soap 135 g',
      'Jasmine Rice 1 kg',
      '1,235.00',
    ])
      expect(text).toContain(expected);
  });
});

describe('suggested purchase orders', () => {
  it('draft one order per preferred supplier for what is at or below its reorder point, ordering reorder point × 2 − on hand', async () => {
    const count = (await admin.get('/api/masterfile/unit-classes?name=Count')).body.data[0];
    const low = async (sku: string, supplier: number | null, reorderPoint: number, stock: number) => {
      const id = ok(
        await admin.post('/api/inventory/products', {
          unitClassId: count.id,
          unitOfMeasureId: piece,
          type: 'PRODUCT',
          sku,
          productName: `Low ${sku}`,
          basePrice: 10,
          cost: 7,
          reorderPoint,
          preferredSupplierId: supplier,
        }),
        201,
      ).id as number;
      if (stock > 0)
        ok(await receive([{ productId: id, uomId: piece, quantity: stock, unitCost: 7 }], { receivingWarehouseId: branch }), 201);
      return id;
    };
    const a = await low('LOW-A', acme, 10, 4);
    const b = await low('LOW-B', acme, 5, 5);
    const c = await low('LOW-C', budget, 3, 0);
    await low('LOW-D', null, 8, 1);
    await low('LOW-E', acme, 2, 9);

    const suggested = ok(await admin.post('/api/purchasing/purchase-orders/suggest', { locationId: branch }));
    expect(suggested.withoutSupplier).toBe(1);
    expect(suggested.orderIds).toHaveLength(2);
    const orders = await Promise.all(suggested.orderIds.map((id: number) => showOrder(id)));
    const bySupplier = new Map(orders.map((o) => [o.supplierId, o]));
    const lines = (supplier: number) =>
      bySupplier
        .get(supplier)
        .items.map((i: Record<string, unknown>) => [i.productId, i.quantity, i.unitCost])
        .sort();
    expect(lines(acme)).toEqual(
      [
        [a, 16, 7],
        [b, 5, 7],
      ].sort(),
    );
    expect(lines(budget)).toEqual([[c, 6, 7]]);
    expect(orders.every((o) => o.status === 'DRAFT' && o.receivingWarehouseId === branch)).toBe(true);

    // A factor of 3 (inventory settings) orders reorder point × 3 − on hand.
    for (const bad of ['0.5', '1.005', '1e2', 'x'])
      expect((await admin.put('/api/setting/inventory-settings', { reorderFactor: bad })).status, bad).toBe(422);
    ok(await admin.put('/api/setting/inventory-settings', { reorderFactor: 3 }));
    expect(ok(await admin.get('/api/setting/inventory-settings'))).toEqual({ allowNegativeStock: false, reorderFactor: 3 });
    const tripled = ok(await admin.post('/api/purchasing/purchase-orders/suggest', { locationId: branch, supplierId: budget }));
    expect((await showOrder(tripled.orderIds[0])).items[0].quantity).toBe(9);
    expect((await admin.post('/api/purchasing/purchase-orders/suggest', { locationId: 999_999 })).status).toBe(422);
  });
});

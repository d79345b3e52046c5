import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromScaled, mulScaled, QTY, toScaled } from '@oim/shared/decimal';
import { stockTotalsDrift } from './support/stock-totals';
import { startTestApp, type Client, type TestApp } from './support/test-app';

/**
 * Random adjustments (in, out, counted) and transfers, in several units, checked step by step
 * against a model kept in exact integers: every answer (201 or 409) is the one the model predicts,
 * and at the end on hand equals the ledger for every product and location, and never went below zero.
 */
let t: TestApp;
let admin: Client;
let locations: number[];
type Unit = { id: number; factor: string };
let products: { id: number; units: Unit[] }[];

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  await admin.post(`/api/masterfile/unit-classes/${count.id}/unit-of-measures`, { unit: 'box', factor: 24 });
  const weight = (
    await admin.post('/api/masterfile/unit-classes', {
      name: 'Weight',
      units: [
        { unit: 'g', factor: 1 },
        { unit: 'kg', factor: 1000 },
        { unit: 'quarter', factor: '250.5' },
      ],
    })
  ).body.data;
  const countUnits = (await admin.get(`/api/masterfile/unit-classes/${count.id}/unit-of-measures`)).body.data as Unit[];
  locations = [(await admin.get('/api/masterfile/stock-locations')).body.data[0].id];
  for (const code of ['B', 'C'])
    locations.push((await admin.post('/api/masterfile/stock-locations', { name: `Branch ${code}`, code })).body.data.id);
  products = [];
  for (const [i, cls] of [count, count, weight].entries()) {
    const units = cls.id === count.id ? countUnits : (weight.units as Unit[]);
    const base = units.find((u) => Number(u.factor) === 1)!;
    const created = await admin.post('/api/inventory/products', {
      sku: `P-${i}`,
      productName: `Product ${i}`,
      type: 'PRODUCT',
      unitClassId: cls.id,
      unitOfMeasureId: base.id,
    });
    products.push({ id: created.body.data.id, units });
  }
});
afterAll(async () => t.close());

type Model = Map<string, bigint>;
const key = (p: number, l: number) => `${p}:${l}`;
const base = (quantity: string, unit: Unit) => mulScaled(toScaled(quantity, QTY), toScaled(unit.factor, QTY), QTY);

const quantity = fc.integer({ min: 1, max: 400_000 }).map((n) => fromScaled(BigInt(n), QTY));

const command = () =>
  fc.oneof(
    fc.record({ kind: fc.constant('in' as const), p: fc.nat(2), l: fc.nat(2), u: fc.nat(3), q: quantity }),
    fc.record({ kind: fc.constant('out' as const), p: fc.nat(2), l: fc.nat(2), u: fc.nat(3), q: quantity }),
    fc.record({ kind: fc.constant('count' as const), p: fc.nat(2), l: fc.nat(2), u: fc.nat(3), q: quantity }),
    fc.record({ kind: fc.constant('transfer' as const), p: fc.nat(2), l: fc.nat(2), to: fc.nat(1), u: fc.nat(3), q: quantity }),
  );

async function run(model: Model, c: { kind: string; p: number; l: number; u: number; q: string; to?: number }) {
  const product = products[c.p]!;
  const unit = product.units[c.u % product.units.length]!;
  const from = locations[c.l]!;
  const here = model.get(key(product.id, from)) ?? 0n;
  const amount = base(c.q, unit);
  if (c.kind === 'transfer') {
    const to = locations[(c.l + 1 + (c.to ?? 0)) % locations.length]!;
    const answer = await admin.post('/api/inventory/stock-transfers', {
      sourceWarehouseId: from,
      destinationWarehouseId: to,
      items: [{ productId: product.id, uomId: unit.id, quantity: c.q }],
    });
    if (here < amount) return expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    model.set(key(product.id, from), here - amount);
    model.set(key(product.id, to), (model.get(key(product.id, to)) ?? 0n) + amount);
    return;
  }
  const signed = c.kind === 'out' ? `-${c.q}` : c.q;
  const answer = await admin.post('/api/inventory/adjustments', {
    locationId: from,
    reason: 'Random',
    items: [{ productId: product.id, uomId: unit.id, quantity: signed, mode: c.kind === 'count' ? 'count' : 'delta' }],
  });
  const next = c.kind === 'count' ? amount : c.kind === 'in' ? here + amount : here - amount;
  if (next < 0n) return expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  model.set(key(product.id, from), next);
}

describe('the stock ledger under random movements', () => {
  it('answers as the model predicts, and on hand always equals the ledger and never goes negative', async () => {
    const model: Model = new Map();
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command(), { minLength: 60, maxLength: 100 }), async (commands) => {
        for (const c of commands) {
          await run(model, c);
          steps++;
        }
        const stocks = (await admin.get('/api/inventory/stocks?pageSize=1000')).body.data as {
          productId: number;
          locationId: number;
          onHand: number;
        }[];
        for (const s of stocks)
          expect(toScaled(String(s.onHand), QTY), key(s.productId, s.locationId)).toBe(model.get(key(s.productId, s.locationId)) ?? 0n);
      }),
      { numRuns: 20, endOnFailure: true },
    );
    expect(steps).toBeGreaterThan(1000);

    const checks = await t.db.transaction(1, (tx) =>
      tx.execute<{ drift: number; negatives: number }>(sql`
        select
          (select count(*)::int from (
             select s.product_id from stock_levels s
               left join stock_movements m on m.product_id = s.product_id and m.location_id = s.location_id
              group by s.product_id, s.location_id, s.on_hand
             having s.on_hand <> coalesce(sum(m.quantity), 0)) d) as drift,
          (select count(*)::int from stock_movements where balance_after < 0) as negatives`),
    );
    expect(checks.rows[0]).toEqual({ drift: 0, negatives: 0 });
    // The shop's stock totals (kept by triggers) equal its stock rows recounted.
    expect(await stockTotalsDrift(t, 1)).toEqual([]);
  }, 900_000);
});

/** PGlite runs one transaction at a time, so a race there proves nothing: these run on PostgreSQL only. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)(
  'on PostgreSQL only (skipped without TEST_DATABASE_URL: the embedded database has no concurrency): concurrent movements of one stock row',
  () => {
    it('lose no update: parallel adjustments all count, each balance is written once', async () => {
      const product = products[0]!;
      const piece = product.units.find((u) => Number(u.factor) === 1)!;
      const location = locations[2]!;
      await admin.post('/api/inventory/adjustments', {
        locationId: location,
        reason: 'Zero',
        items: [{ productId: product.id, uomId: piece.id, quantity: 0, mode: 'count' }],
      });
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          admin.post('/api/inventory/adjustments', {
            locationId: location,
            reason: 'Parallel',
            items: [{ productId: product.id, uomId: piece.id, quantity: 1 }],
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(40).fill(201));
      const ledger = (
        await admin.get(`/api/inventory/products/${product.id}/ledger?locationId=${location}&note=Parallel&pageSize=1000&sort=id,asc`)
      ).body.data as { balanceAfter: number; sourceType: string }[];
      const last40 = ledger.slice(-40).map((m) => m.balanceAfter);
      expect([...last40].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      const stock = (await admin.get(`/api/inventory/stocks?productId=${product.id}&locationId=${location}`)).body.data[0];
      expect(stock.onHand).toBe(40);
    });

    it('sell exactly what is there when many take out at once', async () => {
      const product = products[1]!;
      const piece = product.units.find((u) => Number(u.factor) === 1)!;
      const location = locations[2]!;
      await admin.post('/api/inventory/adjustments', {
        locationId: location,
        reason: 'Ten',
        items: [{ productId: product.id, uomId: piece.id, quantity: 10, mode: 'count' }],
      });
      const answers = await Promise.all(
        Array.from({ length: 25 }, () =>
          admin.post('/api/inventory/adjustments', {
            locationId: location,
            reason: 'Race',
            items: [{ productId: product.id, uomId: piece.id, quantity: -1 }],
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(15);
      expect((await admin.get(`/api/inventory/stocks?productId=${product.id}&locationId=${location}`)).body.data[0].onHand).toBe(0);
    });
  },
);

describe.runIf(onPostgres)(
  'on PostgreSQL only (skipped without TEST_DATABASE_URL: the embedded database has no concurrency): crossing transfers',
  () => {
    it('between two locations in both directions at once all post, none deadlocks, and stock ends where it began', async () => {
      const [a, b] = [locations[0]!, locations[1]!];
      const piece = products[0]!.units.find((u) => Number(u.factor) === 1)!;
      const unitClassId = (await admin.get(`/api/inventory/products/${products[0]!.id}`)).body.data.unitClassId;
      const made: number[] = [];
      for (const sku of ['X-1', 'X-2', 'X-3']) {
        made.push(
          (await admin.post('/api/inventory/products', { sku, productName: sku, type: 'PRODUCT', unitClassId, unitOfMeasureId: piece.id }))
            .body.data.id,
        );
      }
      for (const location of [a, b]) {
        const stocked = await admin.post('/api/inventory/adjustments', {
          locationId: location,
          reason: 'Start',
          items: made.map((id) => ({ productId: id, uomId: piece.id, quantity: 100 })),
        });
        expect(stocked.status).toBe(201);
      }
      const transfer = (from: number, to: number, ids: number[]) =>
        admin.post('/api/inventory/stock-transfers', {
          sourceWarehouseId: from,
          destinationWarehouseId: to,
          items: ids.map((id) => ({ productId: id, uomId: piece.id, quantity: 1 })),
        });
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? transfer(a, b, made) : transfer(b, a, [...made].reverse()))),
      );
      expect(answers.map((x) => (x.status === 201 ? 201 : `${x.status} ${x.body.message}`))).toEqual(Array(30).fill(201));
      for (const id of made) {
        const stocks = (await admin.get(`/api/inventory/stocks?productId=${id}&locationId[in]=${a},${b}`)).body.data as {
          onHand: number;
        }[];
        expect(stocks.map((s) => s.onHand)).toEqual([100, 100]);
      }
    });
  },
);

describe.runIf(onPostgres)(
  'on PostgreSQL only (skipped without TEST_DATABASE_URL: the embedded database has no concurrency): one serial number taken twice at once',
  () => {
    it('by a transfer and a write-off: one of them gets it, the other is told it is gone, neither deadlocks', async () => {
      const [a, b] = [locations[0]!, locations[1]!];
      const piece = products[0]!.units.find((u) => Number(u.factor) === 1)!;
      const unitClassId = (await admin.get(`/api/inventory/products/${products[0]!.id}`)).body.data.unitClassId;
      const phone = (
        await admin.post('/api/inventory/products', {
          sku: 'SER-1',
          productName: 'Serial phone',
          type: 'PRODUCT',
          unitClassId,
          unitOfMeasureId: piece.id,
          isSerialized: true,
        })
      ).body.data.id;
      const serials = Array.from({ length: 20 }, (_, i) => `RACE-${i}`);
      expect(
        (
          await admin.post('/api/inventory/adjustments', {
            locationId: a,
            reason: 'In',
            items: [{ productId: phone, uomId: piece.id, quantity: serials.length, serialNumbers: serials }],
          })
        ).status,
      ).toBe(201);
      const answers = await Promise.all(
        serials.flatMap((serial) => [
          admin.post('/api/inventory/stock-transfers', {
            sourceWarehouseId: a,
            destinationWarehouseId: b,
            items: [{ productId: phone, uomId: piece.id, quantity: 1, serialNumbers: [serial] }],
          }),
          admin.post('/api/inventory/adjustments', {
            locationId: a,
            reason: 'Lost',
            items: [{ productId: phone, uomId: piece.id, quantity: -1, serialNumbers: [serial] }],
          }),
        ]),
      );
      const outcomes = answers.map((x) => (x.status === 201 ? 201 : x.status === 422 ? 422 : `${x.status} ${x.body.message}`));
      for (let i = 0; i < serials.length; i++) expect([outcomes[2 * i], outcomes[2 * i + 1]].sort()).toEqual([201, 422]);
      expect((await admin.get(`/api/inventory/stocks?productId=${phone}&locationId=${a}`)).body.data[0].onHand).toBe(0);
    });
  },
);

describe.runIf(onPostgres)(
  'on PostgreSQL only (skipped without TEST_DATABASE_URL: the embedded database has no concurrency): costs changing while stock moves',
  () => {
    it('receipts and cost edits racing movements of the same product elsewhere: all post, none deadlocks, the stock totals stay whole', async () => {
      const [a, b, c] = [locations[0]!, locations[1]!, locations[2]!];
      const product = products[0]!;
      const piece = product.units.find((u) => Number(u.factor) === 1)!;
      const supplier = (await admin.post('/api/masterfile/suppliers', { supplierName: 'Racing Supplies' })).body.data.id;
      for (const location of [a, b, c])
        expect(
          (
            await admin.post('/api/inventory/adjustments', {
              locationId: location,
              reason: 'Start',
              items: [{ productId: product.id, uomId: piece.id, quantity: 500 }],
            })
          ).status,
        ).toBe(201);
      const answers = await Promise.all(
        Array.from({ length: 48 }, (_, i) => {
          if (i % 4 === 0)
            return admin.post('/api/purchasing/purchase-receipts', {
              supplierId: supplier,
              receivingWarehouseId: a,
              items: [{ productId: product.id, uomId: piece.id, quantity: 3, unitCost: (10 + i / 7).toFixed(2) }],
            });
          if (i % 4 === 1) return admin.put(`/api/inventory/products/${product.id}`, { cost: (5 + i / 3).toFixed(2) });
          return admin.post('/api/inventory/adjustments', {
            locationId: i % 4 === 2 ? b : c,
            reason: 'Race',
            items: [{ productId: product.id, uomId: piece.id, quantity: i % 8 < 4 ? -1 : '1.5' }],
          });
        }),
      );
      expect(answers.map((x) => (x.status < 300 ? 'ok' : `${x.status} ${x.body.message}`))).toEqual(Array(48).fill('ok'));
      expect(await stockTotalsDrift(t, 1)).toEqual([]);
    });
  },
);

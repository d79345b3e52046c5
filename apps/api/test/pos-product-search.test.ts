// The terminal's search by name fragment goes through the words of the product names
// (product_words, product_name_words, kept by triggers on products). Whatever the fragment, and
// after products are added, renamed, deactivated and removed, it must answer what reading every
// name in order answers: active products whose name holds the fragment, in name order.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../src/db/schema/tenancy';
import { startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Client;
let demoId: number;
let unitClassId: number;
let piece: number;
const names = [
  'Tibay Common Nail 2 inch',
  'Tibay Paint Brush 1 inch',
  'Sinag Coffee 3-in-1 Pack of 10',
  'Bida Coffee 3-in-1 Pack of 50',
  'Niño Sardines 155 g',
  'Pack Pack Tape (Brown)',
  'Golden PVC Pipe ½ inch',
  'Masagana Rice 25 kg',
  'Sinag Instant Noodles Chicken',
  'Aling Nena Soy Sauce 1 L',
  'Royal Vinegar 1 L',
  'Tala Hammer Medium',
];
const ids: number[] = [];

async function search(term: string, limit = 20): Promise<number[]> {
  const answer = await admin.get(
    `/api/sales/pos-products?${new URLSearchParams({ search: term, filterType: 'name', limit: String(limit) })}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as { id: number }[]).map((p) => p.id);
}

/** What reading every name in order answers (the search before the words); the route trims what is typed. */
async function byEveryName(term: string, limit = 20): Promise<number[]> {
  const pattern = `%${term
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await t.db.transaction(demoId, (tx) =>
    tx.execute<{ id: string }>(
      sql`select id from products where is_active and name_key like ${pattern} order by name_key, id limit ${limit}`,
    ),
  );
  return rows.rows.map((r) => Number(r.id));
}

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  const [demo] = await t.db.transaction(null, (tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'demo')));
  demoId = demo!.id;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  unitClassId = count.id;
  piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
  for (const [i, productName] of names.entries()) {
    for (const copy of [0, 1]) {
      const created = await admin.post('/api/inventory/products', {
        sku: `WORD-${i}-${copy}`,
        productName,
        type: 'SERVICE',
        unitClassId,
        unitOfMeasureId: piece,
        basePrice: 10,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.data.id);
    }
  }
});

afterAll(async () => {
  await t?.close();
});

describe('product search by name fragment', () => {
  it('answers what reading every name answers, for fragments of the names and others', async () => {
    const fragments = [
      'tibay',
      'ibay',
      'inch',
      'inc',
      '3-in-1',
      '-in-1 pack',
      'pack',
      'pack of 5',
      'niño',
      'iño',
      'sar',
      '(brown)',
      'tape (',
      '½ inch',
      'coffee 3',
      'nail 2 in',
      'zzz',
      'in',
      'a',
      'sinag i',
    ];
    for (const fragment of fragments) {
      expect(await search(fragment), fragment).toEqual(await byEveryName(fragment));
      expect(await search(fragment, 3), `${fragment}, 3`).toEqual(await byEveryName(fragment, 3));
    }
    expect((await search('tibay')).length).toBeGreaterThan(0);
  });

  it('follows products renamed, deactivated, reactivated and removed', async () => {
    const [first, second] = [ids[0]!, ids[2]!];
    expect((await admin.put(`/api/inventory/products/${first}`, { productName: 'Matibay Roofing Nail' })).status).toBe(200);
    expect((await admin.put(`/api/inventory/products/${second}`, { isActive: false })).status).toBe(200);
    for (const fragment of ['tibay', 'roofing', 'paint', 'nail'])
      expect(await search(fragment), fragment).toEqual(await byEveryName(fragment));
    expect(await search('roofing')).toEqual([first]);
    expect(await search('paint brush')).not.toContain(second);
    expect((await admin.put(`/api/inventory/products/${second}`, { isActive: true })).status).toBe(200);
    expect(await search('paint brush')).toContain(second);
    const removed = ids[ids.length - 1]!;
    expect((await admin.delete(`/api/inventory/products/${removed}`)).status).toBe(200);
    expect(await search('hammer')).toEqual(await byEveryName('hammer'));
    expect(await search('hammer')).not.toContain(removed);
  });

  it('agrees with reading every name for random fragments of random names', async () => {
    const word = fc.stringMatching(/^[A-Za-z0-9ñ½-]{1,8}$/);
    await fc.assert(
      fc.asyncProperty(fc.array(word, { minLength: 1, maxLength: 4 }), fc.nat(), fc.nat(), async (parts, start, length) => {
        const productName = parts.join(' ');
        const created = await admin.post('/api/inventory/products', {
          sku: `RND-${ids.length}`,
          productName,
          type: 'SERVICE',
          unitClassId,
          unitOfMeasureId: piece,
          basePrice: 1,
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        ids.push(created.body.data.id);
        const from = start % productName.length;
        const fragment = productName.slice(from, from + 1 + (length % 10));
        expect(await search(fragment), fragment).toEqual(await byEveryName(fragment));
      }),
      { numRuns: 25 },
    );
  });

  it('looks a fragment up by its words, not by reading every name', async () => {
    const { statements } = await t.statementsOf(() => search('sinag'));
    expect(statements.some((s) => s.includes('"product_name_words"'))).toBe(true);
    expect(statements.some((s) => /"products"\."name_key" like/.test(s))).toBe(false);
  });
});

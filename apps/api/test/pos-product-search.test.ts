// The terminal's default search finds what a cashier types in one box: an exact barcode or SKU,
// SKUs starting with it, names holding every typed word (through the words of the product names:
// product_words, product_name_words, kept by triggers on products), and names with a word alike to
// a mistyped one (trigrams: product_word_trigrams). Whatever is typed, and after products are added,
// renamed, deactivated and removed, the name matches must be what reading every name answers.
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

type Hit = { id: number; match: string };

async function hits(term: string, limit = 20): Promise<Hit[]> {
  const answer = await admin.get(
    `/api/sales/pos-products?${new URLSearchParams({ search: term, filterType: 'name', limit: String(limit) })}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as Hit[]).map((p) => ({ id: p.id, match: p.match }));
}

/** The products matched by their names (after those matched by barcode or SKU). */
async function search(term: string, limit = 20): Promise<number[]> {
  return (await hits(term, limit)).filter((h) => h.match === 'name').map((h) => h.id);
}

/**
 * What reading every name answers: active products whose name holds every typed word (as the
 * database splits names), less those found by barcode or SKU; with one typed word, names with a
 * word that is the typed word first, then a word starting with it, then in name order.
 */
async function byEveryName(term: string, limit = 20): Promise<number[]> {
  const key = term.trim().toLowerCase();
  const found = await hits(term, limit);
  const byCode = found.filter((h) => h.match !== 'name' && h.match !== 'similar').map((h) => h.id);
  const rows = await t.db.transaction(demoId, async (tx) => {
    const tokens = (await tx.execute<{ t: string }>(sql`select t from product_name_words_of(${key}) t`)).rows.map((r) => r.t);
    const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const holds = tokens.length > 0 ? tokens.map((tok) => sql`name_key like ${like(tok)}`) : [sql`name_key like ${like(key)}`];
    const rank =
      tokens.length === 1
        ? sql`(select min(case when w = ${tokens[0]} then 0 when w like ${`${tokens[0]}%`} then 1 else 2 end)
                 from product_name_words_of(name_key) w where w like ${like(tokens[0]!)})`
        : sql`null::int`;
    return tx.execute<{ id: string }>(
      sql`select id from products where is_active and ${sql.join(holds, sql` and `)} order by ${rank}, name_key, id`,
    );
  });
  return rows.rows
    .map((r) => Number(r.id))
    .filter((id) => !byCode.includes(id))
    .slice(0, limit - byCode.length);
}

/** The same, as sets when several words are typed (the least common leads the order). */
async function expectNameMatches(term: string, limit = 20): Promise<void> {
  const [got, want] = [await search(term, limit), await byEveryName(term, limit)];
  const words = (term.toLowerCase().match(/[a-z0-9ñ]+/g) ?? []).length;
  if (words > 1 && want.length < limit) expect([...got].sort(), term).toEqual([...want].sort());
  else if (words > 1) expect(got.length, term).toBe(want.length);
  else expect(got, term).toEqual(want);
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

describe('product search by name words', () => {
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
      await expectNameMatches(fragment);
      await expectNameMatches(fragment, 3);
    }
    expect((await search('tibay')).length).toBeGreaterThan(0);
  });

  it('follows products renamed, deactivated, reactivated and removed', async () => {
    const [first, second] = [ids[0]!, ids[2]!];
    expect((await admin.put(`/api/inventory/products/${first}`, { productName: 'Matibay Roofing Nail' })).status).toBe(200);
    expect((await admin.put(`/api/inventory/products/${second}`, { isActive: false })).status).toBe(200);
    for (const fragment of ['tibay', 'roofing', 'paint', 'nail']) await expectNameMatches(fragment);
    expect(await search('roofing')).toEqual([first]);
    expect(await search('paint brush')).not.toContain(second);
    expect((await admin.put(`/api/inventory/products/${second}`, { isActive: true })).status).toBe(200);
    expect(await search('paint brush')).toContain(second);
    const removed = ids[ids.length - 1]!;
    expect((await admin.delete(`/api/inventory/products/${removed}`)).status).toBe(200);
    await expectNameMatches('hammer');
    expect(await search('hammer')).not.toContain(removed);
  });

  it('agrees with reading every name for random fragments of random names', async () => {
    const random: number[] = [];
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
        random.push(created.body.data.id);
        const from = start % productName.length;
        const fragment = productName.slice(from, from + 1 + (length % 10));
        await expectNameMatches(fragment);
      }),
      { numRuns: 25 },
    );
    // Random names may come close to anything the next tests type ("xqzv" included): they leave the counter.
    for (const id of random) expect((await admin.put(`/api/inventory/products/${id}`, { isActive: false })).status).toBe(200);
  });

  it('looks a fragment up by its words, not by reading every name', async () => {
    const { statements } = await t.statementsOf(() => search('sinag'));
    expect(statements.some((s) => s.includes('"product_name_words"'))).toBe(true);
    expect(statements.some((s) => /"products"\."name_key" like/.test(s))).toBe(false);
  });
});

describe('what a cashier types, in the default search', () => {
  const made = new Map<string, number>();
  const make = async (sku: string, productName: string, extra: Record<string, unknown> = {}) => {
    const created = await admin.post('/api/inventory/products', {
      sku,
      productName,
      type: 'SERVICE',
      unitClassId,
      unitOfMeasureId: piece,
      basePrice: 10,
      ...extra,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    made.set(sku, created.body.data.id);
  };
  const skus = async (term: string, client = admin) => {
    const answer = await client.get(`/api/sales/pos-products?${new URLSearchParams({ search: term })}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.data as { sku: string; match: string }[]).map((p) => `${p.sku}:${p.match}`);
  };

  beforeAll(async () => {
    await make('COKE-1.5L', 'Coca-Cola 1.5 L', { barcodes: ['4809990000917'] });
    await make('COKE-MISMO', 'Coca-Cola Mismo 295 mL');
    await make('SPRITE-1.5L', 'Sprite 1.5 L');
    await make('CHOCO-BAR', 'Chocolate Bar');
    await make('TUBE-SQ', 'Tube Squeeze Bottle');
    await make('JAM-UBE', 'Ube Jam 340 g');
    await make('LIGO-MACK', 'Ligo Mackerel in Tomato Sauce');
    await make('OLD-COLA', 'Coca-Cola Returnable 8 oz', { isActive: false });
  });

  it('finds the SKUs a cashier knows without switching modes, an exact barcode or SKU first', async () => {
    // "coke" is in no name: the SKUs starting with it answer.
    expect(await skus('coke')).toEqual(['COKE-1.5L:skuPrefix', 'COKE-MISMO:skuPrefix']);
    expect((await skus('coke-mismo'))[0]).toBe('COKE-MISMO:sku');
    expect((await skus('4809990000917'))[0]).toBe('COKE-1.5L:barcode');
    // An exact SKU comes before names that hold it.
    await make('COLA', 'Cola Candy');
    expect((await skus('cola'))[0]).toBe('COLA:sku');
  });

  it('finds names by their words in any order, words starting with what was typed first', async () => {
    expect(await skus('cola coca')).toEqual(['COKE-1.5L:name', 'COKE-MISMO:name']);
    expect(await skus('coca-cola mismo')).toEqual(['COKE-MISMO:name']);
    // "ube" is a word of Ube Jam and only inside "tube".
    expect(await skus('ube')).toEqual(['JAM-UBE:name', 'TUBE-SQ:name']);
    expect(await skus('choco')).toEqual(['CHOCO-BAR:skuPrefix']);
  });

  it('tolerates a typo, after every exact match, and never offers an inactive product', async () => {
    expect(await skus('makerel')).toEqual(['LIGO-MACK:similar']);
    expect(await skus('ligo makerel')).toEqual(['LIGO-MACK:similar']);
    const colla = await skus('coca colla');
    expect(colla).toEqual(['COKE-1.5L:similar', 'COKE-MISMO:similar']);
    expect(await skus('returnable')).toEqual([]);
    expect(await skus('xqzv')).toEqual([]);
  });

  it('learns the words of renamed products, and never answers another shop’s', async () => {
    await admin.put(`/api/inventory/products/${made.get('SPRITE-1.5L')}`, { productName: 'Royal Tru-Orange 1.5 L' });
    expect(await skus('tru orange')).toEqual(['SPRITE-1.5L:name']);
    expect(await skus('orenge')).toEqual(['SPRITE-1.5L:similar']);
    const otherShop = t.as('other', (await t.login('other')).token);
    for (const term of ['coke', 'makerel', 'cola coca', '4809990000917']) expect(await skus(term, otherShop)).toEqual([]);
  });
});

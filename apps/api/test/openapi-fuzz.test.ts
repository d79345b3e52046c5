import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARISONS } from '@oim/shared/list-query';
import { registerErrorHandler } from '../src/platform/http/error-handler';
import {
  answerProblems,
  documentErrors,
  documentOf,
  operationsOf,
  operationsWithoutSuccess,
  type JsonSchema,
  type Operation,
  type Parameter,
} from './support/openapi';
import { asQuotation, salePayload } from './support/sales';
import { startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

/**
 * Every operation of the API document, called once validly (this shop's ids, an exemplar body or
 * one its schema describes), then sent hostile requests signed in as the shop administrator and
 * anonymously: NUL characters, keys named like JavaScript built-ins, numbers in exponent form,
 * money with three decimals, huge numbers, injection strings, another shop's ids, huge pages,
 * wrong types. No answer may be a 5xx (a success that breaks its documented schema is one too: the
 * serializer refuses it), an error must be {message, errors}, every status must be documented with
 * the content type that came and a JSON body its documented schema describes (Ajv), and a caller
 * who is not signed in gets 401 before anything is checked.
 *
 * FUZZ_RUNS (requests per operation, default 8) and FUZZ_SEED reproduce or widen a run;
 * FUZZ_ONLY=<operationId> narrows it to one operation.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const ONLY = process.env.FUZZ_ONLY;

const BUILT_INS = ['toString', 'valueOf', 'constructor', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf', '__proto__'];
const STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' or '1'='1",
  "x'); drop table customers; --",
  '%',
  '_',
  '\\',
  '🙂 ñ',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'x'.repeat(5000),
  '1e21',
  '9.995',
  'NaN',
  'null',
  '-1',
  '0',
  '99999999999999999999',
  '2026-02-30',
  '2026-01-15',
  '2026-01-15T10:00:00+08:00',
  ...BUILT_INS,
];
/** Text a field may well expect (dates, ids, amounts, names of collections and filters). */
const TEXTS = ['Fuzz', '2026-01-15', '2026-12-31', '1', '1,2', '10.50', 'product_images', 'name', 'Asia/Manila', 'FUZZ-1'];
const NUMBERS = [0, -1, 1, 1.5, 9.995, 10.001, 1e21, 1e-7, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 0.1 + 0.2];
const WRONG_TYPES: unknown[] = [null, true, {}, [], 'x', Object.fromEntries(BUILT_INS.filter((k) => k !== '__proto__').map((k) => [k, 1]))];

/** The ids a path parameter is tried with: this shop's records, another shop's, and nonsense. */
type IdPools = { own: Map<string, number[]>; other: Map<string, number[]>; protectedIds: Set<number> };

const listedNames = (description = '') =>
  /Here: ([^.]*)\./
    .exec(description)?.[1]
    ?.split(', ')
    .filter((n) => n !== '') ?? [];

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** A value that the schema describes, now and then with something hostile deeper in. */
function plausible(schema: JsonSchema, ids: number[], depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches) return fc.oneof(...branches.map((b) => value(b, ids, depth)));
  switch (typeOf(schema)) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const record = fc.record(Object.fromEntries(properties.map(([name, inner]) => [name, value(inner, ids, depth + 1)])), {
        requiredKeys: (schema.required ?? []).filter((k) => properties.some(([n]) => n === k)),
      });
      // Now and then a key named like a built-in rides along.
      return fc
        .tuple(record, fc.option(fc.constantFrom(...BUILT_INS.filter((k) => k !== '__proto__')), { freq: 4 }))
        .map(([r, extra]) => (extra === null ? r : { ...r, [extra]: 'x' }));
    }
    case 'array':
      return fc.array(value(schema.items ?? {}, ids, depth + 1), { maxLength: 3 });
    case 'integer':
      return fc.constantFrom(...ids, 1, 2);
    case 'number':
      return fc.constantFrom(1, 10.5, 0, 100);
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (schema.format === 'email') return fc.stringMatching(/^[a-z]{3,8}@demo\.shop$/);
      const fitting = TEXTS.filter((v) => (!schema.pattern || new RegExp(schema.pattern).test(v)) && v.length <= (schema.maxLength ?? 1e9));
      return fc.oneof(fc.stringMatching(/^[A-Z][a-z]{3,10}$/), fc.constantFrom(...(fitting.length > 0 ? fitting : TEXTS)));
    }
    default:
      return fc.constantFrom('1', 1, true, null);
  }
}

function hostile(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') return fc.constantFrom(...NUMBERS, ...NUMBERS.map(String), ...WRONG_TYPES);
  if (type === 'array')
    return fc.constantFrom(
      ...WRONG_TYPES,
      Array.from({ length: 2000 }, () => 'x'),
    );
  return fc.constantFrom(...STRINGS, ...NUMBERS, ...WRONG_TYPES);
}

function value(schema: JsonSchema, ids: number[], depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return hostile(schema);
  return fc.oneof({ weight: 6, arbitrary: plausible(schema, ids, depth) }, { weight: 1, arbitrary: hostile(schema) });
}

/** Every leaf of a JSON value, as paths. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  return [path];
}

/** A valid body with one leaf made hostile, or one key named like a built-in added. */
function mutated(exemplar: unknown): fc.Arbitrary<unknown> {
  const paths = leaves(exemplar);
  const anyHostile = fc.constantFrom(...STRINGS, ...NUMBERS, ...WRONG_TYPES, ...NUMBERS.map(String));
  return fc.tuple(fc.nat(), anyHostile, fc.boolean()).map(([i, v, asKey]) => {
    const copy = structuredClone(exemplar) as Record<string | number, unknown>;
    const path = paths[i % paths.length]!;
    let node = copy;
    for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
    if (path.length === 0) return v;
    if (asKey && !Array.isArray(node)) node[BUILT_INS[i % BUILT_INS.length]!] = v;
    else node[path[path.length - 1]!] = v;
    return copy;
  });
}

/** A query value for a parameter of the list protocol or of the route's own: mostly sensible, now and then hostile. */
function queryValue(parameter: Parameter, ids: number[]): fc.Arbitrary<string> {
  const names = listedNames(parameter.description);
  const named = (fallback: string[]) => fc.constantFrom(...(names.length > 0 ? names : fallback));
  const either = (good: fc.Arbitrary<string>, bad: fc.Arbitrary<string>) =>
    fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: bad });
  const hostileText = fc.constantFrom(...STRINGS.filter((s) => s.length < 1000));
  switch (parameter.name) {
    case 'page':
      return either(fc.constantFrom('1', '2'), fc.constantFrom('0', '-1', '1e3', 'abc', '999999999'));
    case 'pageSize':
    case 'limit':
      return either(fc.constantFrom('5', '50', '1000'), fc.constantFrom('1001', '0', '99999999999', '1e3'));
    case 'sort': {
      const good = fc.tuple(named(['id']), fc.constantFrom('asc', 'desc')).map(([c, d]) => `${c},${d}`);
      const bad = fc.constantFrom(...BUILT_INS, 'password_hash,asc', 'id;drop table x,asc', 'id,sideways');
      return either(good, bad);
    }
    case 'relations': {
      const good = fc.array(named(['x']), { minLength: 1, maxLength: 3 }).map((r) => r.join('|'));
      return either(good, fc.constantFrom(...BUILT_INS, 'a.b.c.d.e.f', 'tenant'));
    }
    case 'globalFilter':
      return either(fc.constantFrom('Ham', 'a', '%'), hostileText);
    case 'timezone':
      return either(fc.constantFrom('Asia/Manila', 'UTC'), fc.constantFrom('Mars/Olympus', '\u0000', '../../'));
    case 'timezoneOffset':
      return either(fc.constantFrom('+08:00', '-05:00'), fc.constantFrom('-480', 'abc', '+99:99', '1e21'));
    case 'stocksFilter':
      return either(fc.constantFrom('all', 'with_stocks', 'without_stocks'), fc.constantFrom('x', '\u0000'));
    case 'priceFilter':
      return either(fc.constantFrom('all', 'with_price', 'without_price'), fc.constantFrom('x', '\u0000'));
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  return either(plausible(parameter.schema ?? {}, ids, 9).map(text), hostileText);
}

/** Column filters of the list protocol, from the columns the document names. */
function filters(parameter: Parameter): fc.Arbitrary<[string, string][]> {
  const columns = listedNames(parameter.description);
  const good = fc.tuple(
    fc.constantFrom(...columns, 'id'),
    fc.constantFrom('', '[like]', '[in]', '[gte]'),
    fc.constantFrom('1', 'Ham', '1,2', '2026-01-15', 'true'),
  );
  const bad = fc.tuple(
    fc.constantFrom(...columns, ...BUILT_INS, 'tenantId', 'x'),
    fc.constantFrom(...COMPARISONS.map((c) => `[${c}]`), '[regex]', ''),
    fc.constantFrom(...STRINGS.filter((s) => s.length < 1000), '1,2', '2026-01-01,2026-12-31', '1e21,1e-7'),
  );
  const filter = fc
    .oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: bad })
    .map(([c, k, v]): [string, string] => [`${c}${k}`, v]);
  return fc.array(filter, { maxLength: 2 });
}

type Request = { method: string; url: string; body?: unknown; headers: Record<string, string> };

function pathValue(parameter: Parameter, own: number[], other: number[]): fc.Arbitrary<string> {
  const hostileIds = ['0', '-1', '1e21', '9007199254740993', '99999999999999999999', 'abc', '\u0000', ...BUILT_INS];
  if (typeOf(parameter.schema ?? {}) === 'integer') {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...(own.length > 0 ? own : [1])).map(String) },
      { weight: 1, arbitrary: fc.constantFrom(...(other.length > 0 ? other : [2])).map(String) },
      { weight: 1, arbitrary: fc.constantFrom(...hostileIds) },
    );
  }
  const known = ['products', 'product', 'customers', 'pos', 'show_cost', 'inventory'];
  return fc.constantFrom(...known, ...hostileIds, 'x'.repeat(300));
}

/** Requests for one operation, from its documented parameters and body. */
function requests(operation: Operation, pools: IdPools, exemplar?: unknown): fc.Arbitrary<Request> {
  const parameters = operation.parameters ?? [];
  const prefix = (name: string) => operation.path.split(`{${name}}`)[0]!.replace(/\/$/, '');
  const ownIds = (name: string) => (pools.own.get(prefix(name)) ?? []).filter((id) => !pools.protectedIds.has(id));
  const anyOwn = [...pools.own.values()].flat().filter((id) => !pools.protectedIds.has(id));
  const path = fc.record(
    Object.fromEntries(
      parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(p, ownIds(p.name), pools.other.get(prefix(p.name)) ?? [])]),
    ),
  );
  const query = fc.tuple(
    ...parameters
      .filter((p) => p.in === 'query')
      .map((p) =>
        p.name === 'filters'
          ? filters(p)
          : fc.option(
              queryValue(p, anyOwn).map((v): [string, string][] => [[p.name, v]]),
              { freq: 3, nil: [] as [string, string][] },
            ),
      ),
  );
  const json = operation.requestBody?.content['application/json']?.schema;
  const body = json
    ? fc.oneof(
        { weight: exemplar === undefined ? 0 : 8, arbitrary: exemplar === undefined ? fc.constant(undefined) : mutated(exemplar) },
        { weight: exemplar === undefined ? 0 : 1, arbitrary: fc.constant(exemplar) },
        { weight: 4, arbitrary: value(json, anyOwn) },
        { weight: 1, arbitrary: fc.constantFrom('{"unclosed":', '[]', 'null', '"text"', '{"__proto__":{"x":1}}') },
      )
    : fc.constant(undefined);
  const key = fc.constantFrom('fuzz-key-1', 'fuzz-key-2', ' ', 'k'.repeat(300), '%00');
  return fc.tuple(path, query, body, key).map(([pathValues, queryPairs, bodyValue, idempotencyKey]) => {
    const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] as string));
    const search = new URLSearchParams(queryPairs.flat()).toString();
    const headers: Record<string, string> = { 'idempotency-key': idempotencyKey };
    if (typeof bodyValue === 'string' && /^[[{"n]/.test(bodyValue)) headers['content-type'] = 'application/json';
    return { method: operation.method, url: search ? `${url}?${search}` : url, body: bodyValue, headers };
  });
}

/** A request for one operation that should succeed: this shop's ids, required query values that fit, a valid or described body. */
function validRequest(operation: Operation, pools: IdPools, seed: number, exemplar?: unknown): Request {
  const parameters = operation.parameters ?? [];
  // The fuzzing administrator and their roles are kept out of user and role paths only (ids repeat across tables).
  const guarded = /users|roles/.test(operation.path);
  const usable = (ids: number[] | undefined) => (ids ?? []).filter((id) => !guarded || !pools.protectedIds.has(id));
  const anyOwn = usable([...pools.own.values()].flat());
  const prefix = (name: string) => operation.path.split(`{${name}}`)[0]!.replace(/\/$/, '');
  // An id query parameter (salesChannelId) is one of the list whose path ends in its name (sales-channels).
  const idNamed = (name: string) => {
    const kebab = name.replace(/Ids?$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const list = [...pools.own.entries()].find(([path]) => path.endsWith(`/${kebab}s`) || path.endsWith(`/${kebab}`));
    return usable(list?.[1])[0];
  };
  const products = usable(pools.own.get('/api/inventory/products'));
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    if (typeOf(parameter?.schema ?? {}) !== 'integer') return 'products';
    return String(usable(pools.own.get(prefix(name)))[0] ?? idNamed(name) ?? anyOwn[0] ?? 1);
  });
  const query = new URLSearchParams();
  for (const p of parameters.filter((q) => q.in === 'query' && q.required)) {
    const schema = p.schema ?? {};
    if (schema.enum) query.set(p.name, String(schema.enum[0]));
    else if (schema.format === 'date') query.set(p.name, '2026-01-15');
    else if (typeOf(schema) === 'integer') query.set(p.name, String(idNamed(p.name) ?? anyOwn[0] ?? 1));
    else if (schema.pattern && new RegExp(schema.pattern).test('1,2')) query.set(p.name, (products.length > 0 ? products : [1]).join(','));
    else query.set(p.name, 'Ham');
  }
  const json = operation.requestBody?.content['application/json']?.schema;
  const body = exemplar ?? (json ? fc.sample(plausible(json, anyOwn, 0), { seed, numRuns: 1 })[0] : undefined);
  const search = query.toString();
  return { method: operation.method, url: search ? `${url}?${search}` : url, body, headers: {} };
}

function isErrorBody(body: unknown): boolean {
  if (!body || typeof body !== 'object' || typeof (body as { message?: unknown }).message !== 'string') return false;
  const errors = (body as { errors?: unknown }).errors;
  if (errors === undefined) return true;
  return (
    !!errors &&
    typeof errors === 'object' &&
    Object.values(errors).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'))
  );
}

let t: TestApp;
let operations: Operation[] = [];
/** A valid body per operation ('POST /api/sales/customers'), made while setting up records to fuzz. */
const exemplars = new Map<string, unknown>();
let documentProblems: string[] = [];
const pools: IdPools = { own: new Map(), other: new Map(), protectedIds: new Set() };
let adminToken = '';

/** Creates one record of each kind through the API, so requests reach more than "not found"; keeps the bodies as exemplars. */
async function makeRecords(admin: Client) {
  const create = async (path: string, body: Record<string, unknown>, method: 'post' | 'put' = 'post', updatePath?: string) => {
    const answer = await admin[method](path, body);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    exemplars.set(`${method.toUpperCase()} ${path.replace(/\/\d+/g, '/{id}')}`, body);
    if (updatePath) exemplars.set(`PUT ${updatePath}`, body);
    return answer.body.data as { id: number };
  };
  const cash = (await admin.get('/api/masterfile/payment-types?name=Cash')).body.data[0].id as number;
  const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
  const piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id as number;
  const channel = (await admin.get('/api/sales/sales-channels')).body.data[0];
  const walkIn = (await admin.get('/api/sales/customers/default')).body.data.id as number;
  const category = await create(
    '/api/masterfile/product-categories',
    { categoryName: 'Tools' },
    'post',
    '/api/masterfile/product-categories/{id}',
  );
  const brand = await create('/api/masterfile/product-brands', { brandName: 'Acme' }, 'post', '/api/masterfile/product-brands/{id}');
  const supplier = await create('/api/masterfile/suppliers', { supplierName: 'Supplier' }, 'post', '/api/masterfile/suppliers/{id}');
  const discount = { name: 'Promo', code: 'PROMO', type: 'percentage', scope: 'sales_order', value: 5 };
  await create('/api/masterfile/discounts', discount, 'post', '/api/masterfile/discounts/{id}');
  const commission = { name: 'Sales 2%', type: 'percentage', value: 2 };
  await create('/api/masterfile/commission-templates', commission, 'post', '/api/masterfile/commission-templates/{id}');
  const schedule = { name: 'Bulk', type: 'unit_price', breaks: [{ minQuantity: 10, value: 9 }] };
  await create('/api/pricing-schedules/templates', schedule, 'post', '/api/pricing-schedules/templates/{id}');
  await create('/api/masterfile/product-pricing-groups', { name: 'Group' }, 'post', '/api/masterfile/product-pricing-groups/{id}');
  const warranty = { name: 'One year', duration: 12, durationUnit: 'months' };
  await create('/api/masterfile/warranty-templates', warranty, 'post', '/api/masterfile/warranty-templates/{id}');
  await create('/api/sales/customers', { customerName: 'Fuzz Buyer', defaultPaymentTypeId: cash }, 'post', '/api/sales/customers/{id}');
  const second = await create(
    '/api/masterfile/stock-locations',
    { name: 'Back room', code: 'BACK' },
    'post',
    '/api/masterfile/stock-locations/{id}',
  );
  await create('/api/rbac/roles', { name: 'Fuzz role', permissions: [] }, 'post', '/api/rbac/roles/{id}');
  const user = { firstname: 'Fuzz', lastname: 'User', displayName: 'Fuzz', email: 'fuzz.user@demo.shop', password: 'fuzz-password' };
  await create('/api/masterfile/system-users', user, 'post', '/api/masterfile/system-users/{id}');
  const product = await create(
    '/api/inventory/products',
    {
      sku: 'FUZZ-1',
      productName: 'Hammer',
      type: 'PRODUCT',
      unitClassId: count.id,
      unitOfMeasureId: piece,
      basePrice: '10',
      productCategoryId: category.id,
      productBrandId: brand.id,
    },
    'post',
    '/api/inventory/products/{id}',
  );
  const location = channel.defaultPickingWarehouseId as number;
  await create('/api/inventory/adjustments', {
    locationId: location,
    reason: 'Opening',
    items: [{ productId: product.id, uomId: piece, quantity: 500 }],
  });
  const transfer = {
    sourceWarehouseId: location,
    destinationWarehouseId: second.id,
    items: [{ productId: product.id, uomId: piece, quantity: 1 }],
  };
  await create('/api/inventory/stock-transfers', transfer);
  const line = { productId: product.id, orderedUomId: piece, orderedQuantity: 2, orderedUnitPrice: 10 };
  const sale = salePayload({ salesChannelId: channel.id, customerId: walkIn, lines: [line], payments: [{ paymentType: cash }] });
  const order = await create('/api/sales/pos-order', sale, 'post', '/api/sales/{id}');
  exemplars.set('PUT /api/inventory/product-prices/tiered-price', { productId: product.id, orderedUomId: piece, orderedQuantity: 2 });
  exemplars.set('POST /api/inventory/products/assign-barcodes', { productIds: [product.id] });
  await create('/api/purchasing/purchase-receipts', {
    supplierId: supplier.id,
    receivingWarehouseId: location,
    items: [{ productId: product.id, uomId: piece, quantity: 3, unitCost: 5 }],
  });
  // A reset request for a real account (the app has a mail server that refuses: the mail is sent after the answer).
  exemplars.set('POST /api/forgot-password', { email: 'admin@demo.shop' });
  await create('/api/sales/quotations', asQuotation(sale), 'post', '/api/sales/quotations/{id}');
  expect((await admin.put(`/api/sales/sales-orders/${order.id}/picklist`)).status).toBe(201);
  // A stock count in draft: it can be edited, started and cancelled (its entries and post then refuse by its status).
  await create(
    '/api/inventory/stock-counts',
    { locationId: location, name: 'Aisle 1', scope: 'FILTER', productIds: [product.id] },
    'post',
    '/api/inventory/stock-counts/{id}',
  );
  exemplars.set('POST /api/inventory/stock-counts/{id}/entries', {
    entryId: randomUUID(),
    productId: product.id,
    quantity: 3,
    countedAt: new Date().toISOString(),
  });
}

/** The ids each list answers, by its path, for one shop. */
async function harvest(token: string, shop: 'demo' | 'other', into: Map<string, number[]>) {
  for (const operation of operations.filter((o) => o.operationId?.startsWith('list') && !o.path.includes('{'))) {
    const answer = await t.request('GET', `${operation.path}?pageSize=20`, { token, shop });
    const ids = (answer.body?.data ?? []).map((r: { id?: number }) => r.id).filter((id: unknown) => typeof id === 'number');
    into.set(operation.path, ids);
  }
}

beforeAll(async () => {
  // With a mail server configured, so a password reset request can succeed (nothing listens there).
  t = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  const document = await documentOf(t.app);
  documentProblems = await documentErrors(document);
  operations = operationsOf(document);
  const admin = await t.login('demo');
  adminToken = admin.token;
  // The fuzzing administrator and their roles are never a target, or the run would lock itself out.
  pools.protectedIds.add(admin.user.id);
  for (const role of admin.user.roles as { id: number }[]) pools.protectedIds.add(role.id);
  await makeRecords(t.as('demo', adminToken));
  await harvest(adminToken, 'demo', pools.own);
  await harvest((await t.login('other')).token, 'other', pools.other);
}, 120_000);
afterAll(async () => t.close());

describe('the API document under fuzzing', () => {
  it('validates', () => {
    expect(documentProblems).toEqual([]);
  });

  it('documents the success answer of every operation (a route declares its response schema, or the file kind it answers)', () => {
    expect(operationsWithoutSuccess(operations)).toEqual([]);
  });

  it('answers every operation called validly as its document describes', async () => {
    const failures: string[] = [];
    const succeeded: string[] = [];
    const refused: string[] = [];
    // Reads first, deletions last, so the records they name are still there for the others.
    const order = (o: Operation) => ({ GET: 0, DELETE: 2 })[o.method] ?? 1;
    const chosen = operations.filter((o) => !ONLY || o.operationId === ONLY).sort((a, b) => order(a) - order(b));
    for (const [index, operation] of chosen.entries()) {
      const request = validRequest(operation, pools, SEED + index, exemplars.get(`${operation.method} ${operation.path}`));
      const answer = await t.request(request.method, request.url, { shop: 'demo', token: adminToken, body: request.body, ip: '127.0.0.2' });
      const problems = answerProblems(operation, answer);
      if (answer.status >= 500) problems.push('a server error');
      if (answer.status < 300) succeeded.push(operation.operationId ?? operation.path);
      else refused.push(`${operation.operationId} ${answer.status}`);
      if (problems.length > 0) {
        const body = request.body === undefined ? '' : ` body=${JSON.stringify(request.body)?.slice(0, 300)}`;
        failures.push(
          `${problems.join(', ')}: ${operation.operationId} ${request.method} ${request.url}${body} → ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)}`,
        );
      }
      if (answer.status === 401) adminToken = (await t.login('demo')).token;
    }
    expect(failures.slice(0, 20), `${failures.length} failures in ${chosen.length} operations`).toEqual([]);
    // Most operations succeed when called validly; the rest refuse for a reason of their own (a
    // state the records are not in, a feature off, an upload without a file), still as documented.
    if (!ONLY)
      expect(succeeded.length, `${succeeded.length} of ${chosen.length} succeeded; not: ${refused.join(', ')}`).toBeGreaterThan(
        chosen.length * 0.6,
      );
  }, 300_000);

  it('relies on the serializer: a success that breaks its documented schema is answered as a 500', async () => {
    const app = Fastify();
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.get('/broken', { schema: { response: { 200: z.object({ total: z.number() }) } } }, async () => ({ total: 'ten' }));
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    await app.close();
  });

  it(`answers every operation's hostile requests without a 5xx, with documented statuses (seed ${SEED}, ${RUNS} per operation)`, async () => {
    const failures: string[] = [];
    const chosen = operations.filter((o) => !ONLY || o.operationId === ONLY);
    let sent = 0;
    for (const [index, operation] of chosen.entries()) {
      const seed = SEED + index;
      const samples = fc.sample(requests(operation, pools, exemplars.get(`${operation.method} ${operation.path}`)), {
        seed,
        numRuns: RUNS + 1,
      });
      for (const [n, request] of samples.entries()) {
        // The first of each batch goes without signing in.
        const anonymous = n === 0;
        const answer: Answer = await t.request(request.method, request.url, {
          shop: 'demo',
          ...(anonymous ? {} : { token: adminToken }),
          body: request.body,
          headers: request.headers,
          // Its own address, so the sign-in throttle its failed logins trip never locks out the re-sign-in below.
          ip: '127.0.0.2',
        });
        sent++;
        const problems = answerProblems(operation, answer);
        if (answer.status >= 500) problems.push('a server error');
        if (answer.status >= 400 && !isErrorBody(answer.body)) problems.push('an error that is not {message, errors}');
        // A path parameter past the router's length limit is refused (414) before any route, so before sign-in.
        if (anonymous && operation.security && ![401, 404, 414].includes(answer.status)) problems.push('no 401 without signing in');
        if (problems.length > 0) {
          const body = request.body === undefined ? '' : ` body=${JSON.stringify(request.body)?.slice(0, 300)}`;
          failures.push(
            `${problems.join(', ')}: ${operation.operationId} ${anonymous ? '(anonymous) ' : ''}${request.method} ${request.url.slice(0, 300)}${body} → ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)} [FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} FUZZ_ONLY=${operation.operationId}, sample ${n}, seed ${seed}]`,
          );
        }
        // A request may end the session it runs in (logout): sign in again for the next one.
        if (!anonymous && answer.status === 401) adminToken = (await t.login('demo')).token;
      }
    }
    expect(sent).toBeGreaterThan(chosen.length * RUNS);
    expect(failures.slice(0, 20), `${failures.length} failures in ${sent} requests`).toEqual([]);
  }, 600_000);
});

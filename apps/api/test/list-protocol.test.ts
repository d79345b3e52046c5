import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Client, type TestApp } from './support/test-app';

let t: TestApp;
let demo: Client;
let cash: number;
let gcash: number;

const names = (answer: { body: { data: { customerName: string }[] } }) => answer.body.data.map((c) => c.customerName);

beforeAll(async () => {
  t = await startTestApp();
  demo = t.as('demo', (await t.login('demo')).token);
  const types = (await demo.get('/api/masterfile/payment-types')).body.data;
  cash = types.find((p: { name: string }) => p.name === 'Cash').id;
  gcash = types.find((p: { name: string }) => p.name === 'GCash').id;
  for (const [customerName, paymentTypeId, city] of [
    ['Alpha Trading', cash, 'Makati'],
    ['Bravo 100% Hardware', gcash, 'Pasig'],
    ['Charlie_Store', cash, null],
    ['delta supply', gcash, 'Makati'],
    ["O'Brien Motors", cash, 'Cebu'],
  ] as const) {
    const answer = await demo.post('/api/sales/customers', { customerName, defaultPaymentTypeId: paymentTypeId, city });
    expect(answer.status).toBe(201);
  }
});
afterAll(async () => t.close());

describe('the list protocol', () => {
  it('answers data and meta with the default page size of 50', async () => {
    const answer = await demo.get('/api/sales/customers');
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ current_page: 1, per_page: 50, total: 6, last_page: 1 });
  });

  it('pages with page and pageSize (limit is an alias), past the end is empty', async () => {
    const page2 = await demo.get('/api/sales/customers?sort=customerName,asc&page=2&pageSize=2');
    expect(page2.body.meta).toEqual({ current_page: 2, per_page: 2, total: 6, last_page: 3 });
    expect(names(page2)).toEqual(['Charlie_Store', 'delta supply']);
    expect((await demo.get('/api/sales/customers?limit=4')).body.meta.per_page).toBe(4);
    const beyond = await demo.get('/api/sales/customers?page=9&pageSize=2');
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta.total).toBe(6);
  });

  it('filters with eq (default), ne, like, in and numbers', async () => {
    expect(names(await demo.get('/api/sales/customers?city=Makati&sort=customerName,asc'))).toEqual(['Alpha Trading', 'delta supply']);
    expect((await demo.get('/api/sales/customers?city[ne]=Makati')).body.meta.total).toBe(2);
    expect(names(await demo.get('/api/sales/customers?customerName[like]=TRAD'))).toEqual(['Alpha Trading']);
    expect((await demo.get(`/api/sales/customers?defaultPaymentTypeId=${gcash}`)).body.meta.total).toBe(2);
    expect((await demo.get(`/api/sales/customers?defaultPaymentTypeId[in]=${cash},${gcash}`)).body.meta.total).toBe(6);
    expect((await demo.get('/api/sales/customers?isDefault=true')).body.meta.total).toBe(1);
    expect((await demo.get('/api/sales/customers?city[in]=Cebu,Pasig')).body.meta.total).toBe(2);
  });

  it('treats % and _ in a like search as plain characters', async () => {
    expect(names(await demo.get('/api/sales/customers?customerName[like]=100%25'))).toEqual(['Bravo 100% Hardware']);
    // As a wildcard, _ would match the 'a T' in 'Alpha Trading'.
    expect(names(await demo.get('/api/sales/customers?customerName[like]=a_t'))).toEqual([]);
    expect(names(await demo.get('/api/sales/customers?customerName[like]=_'))).toEqual(['Charlie_Store']);
  });

  it('searches globalFilter over the searchable columns, case-insensitively', async () => {
    expect(names(await demo.get('/api/sales/customers?globalFilter=makati&sort=customerName,asc'))).toEqual([
      'Alpha Trading',
      'delta supply',
    ]);
    expect(names(await demo.get("/api/sales/customers?globalFilter=o'brien"))).toEqual(["O'Brien Motors"]);
  });

  it('sorts by several columns joined with |', async () => {
    const answer = await demo.get('/api/sales/customers?sort=city,desc|customerName,asc&city[ne]=x');
    expect(names(answer)).toEqual(['Bravo 100% Hardware', 'Alpha Trading', 'delta supply', "O'Brien Motors"]);
  });

  it('loads relations, also nested ones, in one query per relation', async () => {
    const answer = await demo.get('/api/sales/customers?relations=defaultPaymentType&customerName=Alpha%20Trading');
    expect(answer.body.data[0].defaultPaymentType).toMatchObject({ id: cash, name: 'Cash', category: 'IMMEDIATE' });
    const channels = await demo.get('/api/sales/sales-channels?relations=defaultPickingWarehouse|users.roles');
    expect(channels.status).toBe(200);
    expect(channels.body.data[0].defaultPickingWarehouse.code).toBe('MAIN');
    expect(channels.body.data[0].users[0].roles[0].name).toBe('Administrator');
  });

  it("filters dates by day in the request's time zone, from 00:00:00 to 23:59:59", async () => {
    const answer = await demo.get('/api/sales/customers?pageSize=1');
    const created = new Date(answer.body.data[0].createdAt);
    const manilaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(created);
    expect((await demo.get(`/api/sales/customers?createdAt[between]=${manilaDay},${manilaDay}`)).body.meta.total).toBe(6);
    expect((await demo.get(`/api/sales/customers?createdAt=${manilaDay}&timezone=Asia/Manila`)).body.meta.total).toBe(6);
    expect((await demo.get(`/api/sales/customers?createdAt=${manilaDay}&timezoneOffset=-480`)).body.meta.total).toBe(6);
    expect((await demo.get(`/api/sales/customers?createdAt[gt]=${manilaDay}`)).body.meta.total).toBe(0);
    expect((await demo.get(`/api/sales/customers?createdAt[lt]=${manilaDay}`)).body.meta.total).toBe(0);
    expect((await demo.get(`/api/sales/customers?createdAt[gte]=${manilaDay}&createdAt[lte]=${manilaDay}`)).body.meta.total).toBe(6);
  });

  it('leaves out empty filter values', async () => {
    expect((await demo.get('/api/sales/customers?city=&customerName[like]=')).body.meta.total).toBe(6);
  });
});

describe('hostile list queries', () => {
  const bad = async (query: string) => {
    const answer = await demo.get(`/api/sales/customers?${query}`);
    expect(answer.status, query).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
    return answer.body;
  };

  it('refuses unknown columns, comparisons, sorts and relations, naming them', async () => {
    expect((await bad('passwordHash=x')).errors).toEqual({ passwordHash: ["Unknown filter column 'passwordHash'."] });
    expect((await bad('tenantId=2')).errors.tenantId).toBeDefined();
    expect((await bad('customerName[regex]=x')).errors['customerName[regex]']).toBeDefined();
    expect((await bad('sort=password_hash,asc')).errors.sort).toEqual(["Unknown sort column 'password_hash'."]);
    expect((await bad('sort=customerName,sideways')).errors.sort).toBeDefined();
    expect((await bad('relations=tenant')).errors.relations).toEqual(["Unknown relation 'tenant'."]);
    expect((await bad('relations=defaultPaymentType.secrets')).errors.relations).toBeDefined();
    expect((await bad('relations=constructor')).errors.relations).toBeDefined();
    expect((await bad('relations=__proto__')).errors.relations).toBeDefined();
  });

  it('never lets injection strings reach SQL as text', async () => {
    await bad('customerName%3B%20drop%20table%20customers=1');
    await bad('sort=customerName%3B%20drop%20table%20customers--,asc');
    await bad('sort=(select%201),asc');
    const quoted = await demo.get("/api/sales/customers?customerName=x'%20or%20'1'='1");
    expect(quoted.status).toBe(200);
    expect(quoted.body.meta.total).toBe(0);
    const like = await demo.get('/api/sales/customers?customerName[like]=%27%3B%20delete%20from%20customers%3B--');
    expect(like.status).toBe(200);
    expect((await demo.get('/api/sales/customers')).body.meta.total).toBe(6);
  });

  it('refuses huge or malformed pages and values', async () => {
    expect((await bad('pageSize=1000000000')).errors.pageSize).toEqual(['The page size must be between 1 and 1000.']);
    await bad('pageSize=0');
    await bad('pageSize=-5');
    await bad('page=abc');
    await bad('page=1e3');
    await bad('limit=5000');
    await bad('defaultPaymentTypeId=abc');
    await bad('defaultPaymentTypeId=99999999999999999999');
    await bad('isDefault=maybe');
    await bad('createdAt=2026-13-45');
    await bad('createdAt[between]=2026-01-01');
    await bad('createdAt[between]=yesterday,today');
    await bad('timezone=Mars/Olympus');
    await bad('timezoneOffset=abc');
    await bad('isDefault[like]=true');
    await bad(`city[in]=${Array.from({ length: 1001 }, (_, i) => i).join(',')}`);
    await bad('stocksFilter=with_stocks');
  });

  it('accepts pageSize up to 1000', async () => {
    expect((await demo.get('/api/sales/customers?pageSize=1000')).body.meta.per_page).toBe(1000);
  });

  it('answers 404 for a malformed id in the path', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999', '1%20or%201=1']) {
      expect((await demo.get(`/api/sales/customers/${id}`)).status, id).toBe(404);
    }
  });
});

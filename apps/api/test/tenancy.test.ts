import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { GLOBAL_TABLES, APP_ROLE, applyTenantIsolation } from '../src/db/security';
import { TenantDirectory, tenantFromHost } from '../src/platform/tenancy';
import { startTestApp, type Client, type TestApp } from './support/test-app';

describe('which shop a host names', () => {
  it.each([
    ['localhost', { kind: 'default' }],
    ['localhost:3000', { kind: 'default' }],
    ['127.0.0.1:3000', { kind: 'default' }],
    ['[::1]:3000', { kind: 'default' }],
    ['192.168.1.20', { kind: 'default' }],
    ['shop.ph', { kind: 'default' }],
    ['www.shop.ph', { kind: 'default' }],
    ['acme.shop.ph', { kind: 'slug', slug: 'acme' }],
    ['ACME.Shop.PH:443', { kind: 'slug', slug: 'acme' }],
    ['acme.localhost:3000', { kind: 'slug', slug: 'acme' }],
    ['a.b.shop.ph', { kind: 'invalid' }],
    ['evil.com', { kind: 'invalid' }],
    ['shop.ph.evil.com', { kind: 'invalid' }],
    ['-bad-.shop.ph', { kind: 'invalid' }],
  ])('%s', (host, expected) => {
    expect(tenantFromHost(host, 'shop.ph')).toEqual(expected);
  });
});

describe('tenant isolation', () => {
  let t: TestApp;
  let demo: Client;
  let other: Client;
  beforeAll(async () => {
    t = await startTestApp();
    demo = t.as('demo', (await t.login('demo')).token);
    other = t.as('other', (await t.login('other')).token);
  });
  afterAll(async () => t.close());

  it('answers 404 "Invalid tenant domain" for an unknown shop or a foreign host', async () => {
    for (const host of ['nosuchshop.localhost', 'example.com']) {
      const answer = await t.request('POST', '/api/login', { headers: { host }, body: { email: 'a@b.c', password: 'x' } });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Invalid tenant domain' });
    }
  });

  it('runs requests as a role that is neither superuser nor owner, with RLS forced on every shop table', async () => {
    const role = await t.db.transaction(1, (tx) =>
      tx.execute<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
        sql`select current_user, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
      ),
    );
    expect(role.rows[0]).toEqual({ current_user: APP_ROLE, rolsuper: false, rolbypassrls: false });

    const tables = await t.db.asOwner((db) =>
      db.execute<{
        relname: string;
        relrowsecurity: boolean;
        relforcerowsecurity: boolean;
        owner: string;
        has_tenant: boolean;
        policies: number;
      }>(sql`
        select c.relname, c.relrowsecurity, c.relforcerowsecurity, pg_get_userbyid(c.relowner) as owner,
               exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped) as has_tenant,
               (select count(*)::int from pg_policies p where p.tablename = c.relname and p.policyname = 'tenant_isolation') as policies
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r'`),
    );
    expect(tables.rows.length).toBeGreaterThan(10);
    for (const table of tables.rows) {
      expect(table.owner).not.toBe(APP_ROLE);
      if ((GLOBAL_TABLES as readonly string[]).includes(table.relname)) continue;
      expect(table, `${table.relname} must be a shop table`).toMatchObject({
        has_tenant: true,
        relrowsecurity: true,
        relforcerowsecurity: true,
        policies: 1,
      });
    }
  });

  it('gains nothing by RESET ROLE inside a request: on PostgreSQL requests log in as a role that owns nothing', async () => {
    const afterReset = (statement: SQL) =>
      t.db
        .transaction(1, async (tx) => {
          await tx.execute(sql`reset role`);
          return tx.execute(statement);
        })
        .then(
          () => 'done',
          (error: Error & { cause?: Error }) => (error.cause ?? error).message,
        );
    if (t.db.engine === 'pglite') {
      // One in-process superuser connection: RESET ROLE does reach it, and the journal's triggers still refuse.
      expect(await afterReset(sql`truncate electronic_journal`)).toMatch(/never changed or removed/);
      return;
    }
    const owner = decodeURIComponent(new URL(process.env.TEST_DATABASE_URL!).username);
    const login = await t.db.transaction(1, async (tx) => {
      await tx.execute(sql`reset role`);
      return tx.execute<{ session_user: string; current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
        sql`select session_user, current_user, rolsuper, rolbypassrls from pg_roles where rolname = session_user`,
      );
    });
    expect(login.rows[0]).toEqual({
      session_user: t.db.requestLogin,
      current_user: t.db.requestLogin,
      rolsuper: false,
      rolbypassrls: false,
    });
    expect(t.db.requestLogin).not.toBe(owner);

    expect(await afterReset(sql`select count(*) from customers where tenant_id = 2`)).toMatch(/permission denied/);
    expect(await afterReset(sql`select count(*) from customers`)).toMatch(/permission denied/);
    expect(await afterReset(sql`update electronic_journal set content = 'changed'`)).toMatch(/permission denied/);
    expect(await afterReset(sql`delete from electronic_journal`)).toMatch(/permission denied/);
    expect(await afterReset(sql`alter table customers no force row level security`)).toMatch(/must be owner/);
    expect(await afterReset(sql`select value from platform_keys`)).toMatch(/permission denied/);
    expect(await afterReset(sql.raw(`set role "${owner}"`))).toMatch(/permission denied/);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'takes a login the deployment made (APP_DATABASE_URL) and refuses one that could bypass row-level security',
    async () => {
      const name = (await t.db.asOwner((db) => db.execute<{ name: string }>(sql`select current_database() as name`))).rows[0]!.name;
      const ownerUrl = new URL(process.env.TEST_DATABASE_URL!);
      ownerUrl.pathname = `/${name}`;
      const as = (role: string, password: string) => {
        const url = new URL(ownerUrl);
        url.username = role;
        url.password = password;
        return url.toString();
      };
      await expect(openDatabase({ engine: 'postgres', url: ownerUrl.toString(), appUrl: ownerUrl.toString() })).rejects.toThrow(
        /owns \(or may act as the owner of\) the tables/,
      );
      const role = `oim_requests_${name.slice(-12)}`;
      await t.db.asOwner((db) => db.execute(sql.raw(`CREATE ROLE ${role} LOGIN PASSWORD 'requests-password' IN ROLE ${APP_ROLE}`)));
      try {
        const own = await openDatabase({
          engine: 'postgres',
          url: ownerUrl.toString(),
          appUrl: as(role, 'requests-password'),
          poolSize: 1,
        });
        try {
          expect(own.requestLogin).toBe(role);
          const seen = await own.transaction(2, (tx) => tx.execute<{ slug: string }>(sql`select slug from tenants where id = 2`));
          expect(seen.rows).toEqual([{ slug: 'other' }]);
        } finally {
          await own.close();
        }
      } finally {
        await t.db.asOwner((db) => db.execute(sql.raw(`DROP ROLE ${role}`)));
      }
    },
  );

  it("sees no rows at all without a shop set, and cannot write another shop's rows even by hand", async () => {
    const none = await t.db.transaction(null, (tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from customers`));
    expect(none.rows[0]!.n).toBe(0);
    await expect(
      t.db.transaction(1, (tx) => tx.execute(sql`insert into stock_locations (tenant_id, name, code) values (2, 'Sneaky', 'SNK')`)),
    ).rejects.toThrow();
    await expect(t.db.transaction(1, (tx) => tx.execute(sql`select * from platform_keys`))).rejects.toThrow();
  });

  it('lets requests read shops and add one, but never rename or remove a shop', async () => {
    const asApp = (statement: ReturnType<typeof sql>) => t.db.transaction(1, (tx) => tx.execute(statement));
    const refusal = (statement: ReturnType<typeof sql>) =>
      asApp(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect((await asApp(sql`select slug from tenants where id = 2`)).rows).toEqual([{ slug: 'other' }]);
    expect(await refusal(sql`update tenants set name = 'Taken Over' where id = 2`)).toMatch(/permission denied/);
    expect(await refusal(sql`update tenants set slug = 'demo2' where id = 1`)).toMatch(/permission denied/);
    expect(await refusal(sql`delete from tenants where id = 2`)).toMatch(/permission denied/);
    expect(await refusal(sql`truncate tenants cascade`)).toMatch(/permission denied/);
    const names = await t.db.asOwner((db) => db.execute<{ name: string }>(sql`select name from tenants order by id`));
    expect(names.rows.map((r) => r.name)).toEqual(['Demo Shop', 'Other Shop']);
  });

  it('is applied again on every start without taking away for a moment what a running instance uses', async () => {
    // Another instance may be serving on the database while this one starts: a privilege revoked and
    // granted again, or a table locked to re-enable RLS, would fail its requests in between.
    const dialect = new PgDialect();
    const applyRecording = () =>
      t.db.asOwner(async (db) => {
        const statements: string[] = [];
        const recording = { execute: (query: SQL) => (statements.push(dialect.sqlToQuery(query).sql), db.execute(query)) };
        await applyTenantIsolation(recording as unknown as typeof db);
        return statements.filter((statement) => /^\s*(REVOKE|ALTER TABLE|CREATE POLICY|GRANT [A-Z, ]+ ON ")/.test(statement)).sort();
      });
    expect(await applyRecording()).toEqual([]);

    // What an earlier version left differently is put right, and only that.
    await t.db.asOwner(async (db) => {
      await db.execute(sql.raw(`GRANT UPDATE ON tenants TO ${APP_ROLE}`));
      await db.execute(sql.raw(`REVOKE DELETE ON customers FROM ${APP_ROLE}`));
      await db.execute(sql.raw(`ALTER TABLE products NO FORCE ROW LEVEL SECURITY`));
    });
    expect(await applyRecording()).toEqual([
      'ALTER TABLE "products" FORCE ROW LEVEL SECURITY',
      `GRANT DELETE ON "customers" TO ${APP_ROLE}`,
      `REVOKE UPDATE ON "tenants" FROM ${APP_ROLE}`,
    ]);
    expect(await applyRecording()).toEqual([]);
  });

  it("never reads, lists, updates or deletes another shop's records", async () => {
    const created = await other.post('/api/sales/customers', {
      customerName: 'Other Shop Customer',
      defaultPaymentTypeId: (await other.get('/api/masterfile/payment-types')).body.data[0].id,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;

    expect((await demo.get(`/api/sales/customers/${id}`)).status).toBe(404);
    const list = await demo.get('/api/sales/customers?pageSize=1000');
    expect(list.body.data.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await demo.get(`/api/sales/customers?id=${id}`)).body.meta.total).toBe(0);
    expect((await demo.put(`/api/sales/customers/${id}`, { customerName: 'Hijacked' })).status).toBe(404);
    expect((await demo.delete(`/api/sales/customers/${id}`)).status).toBe(404);

    const still = await other.get(`/api/sales/customers/${id}`);
    expect(still.body.data.customerName).toBe('Other Shop Customer');
  });

  it("refuses a reference to another shop's record (422), so nothing can point across shops", async () => {
    const foreignPaymentType = (await other.get('/api/masterfile/payment-types')).body.data[0].id;
    const answer = await demo.post('/api/sales/customers', { customerName: 'Crossed', defaultPaymentTypeId: foreignPaymentType });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.defaultPaymentTypeId).toEqual(['The selected default payment type is invalid.']);
    const foreignLocation = (await other.get('/api/masterfile/stock-locations')).body.data[0].id;
    const channel = await demo.post('/api/sales/sales-channels', { name: 'Crossed channel', defaultPickingWarehouseId: foreignLocation });
    expect(channel.status).toBe(422);
  });

  it('each shop has its own seeded data', async () => {
    const demoTypes = (await demo.get('/api/masterfile/payment-types')).body.data;
    const otherTypes = (await other.get('/api/masterfile/payment-types')).body.data;
    expect(demoTypes.map((p: { name: string }) => p.name)).toEqual([
      'Cash',
      'GCash',
      'Maya',
      'Card',
      'Bank Transfer',
      'Charge',
      'Installment',
    ]);
    expect(otherTypes.map((p: { id: number }) => p.id)).not.toEqual(demoTypes.map((p: { id: number }) => p.id));
  });
});

describe('the platform API', () => {
  const TOKEN = 'platform-admin-token-for-tests-0001';
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PLATFORM_ADMIN_TOKEN: TOKEN });
  });
  afterAll(async () => t.close());
  const platform = (method: string, body?: unknown, token = TOKEN) =>
    t.request(method, '/api/platform/tenants', { headers: { authorization: `Bearer ${token}`, host: 'localhost' }, body });

  it('is off without PLATFORM_ADMIN_TOKEN', async () => {
    const off = await startTestApp();
    expect((await off.request('GET', '/api/platform/tenants', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    await off.close();
  });

  it('needs the exact token', async () => {
    expect((await platform('GET', undefined, 'wrong')).status).toBe(401);
    expect((await t.request('GET', '/api/platform/tenants')).status).toBe(401);
    const { token } = await t.login('demo');
    expect((await t.request('GET', '/api/platform/tenants', { token })).status).toBe(401);
  });

  it('answers an anonymous or wrong caller 401 before it looks at the body', async () => {
    for (const token of [undefined, 'wrong']) {
      const answer = await t.request('POST', '/api/platform/tenants', {
        headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: { slug: 'Not A Slug' },
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('creates a shop with its seeded data and administrator, reachable on its subdomain', async () => {
    // Asked for before it exists, the slug is kept as "no such shop"; creating the shop drops that at once.
    const before = await t.request('POST', '/api/login', { shop: 'sari-sari-1', body: { email: 'nena@store.ph', password: 'x' } });
    expect(before.status).toBe(404);
    const created = await platform('POST', {
      slug: 'sari-sari-1',
      name: 'Aling Nena Store',
      adminEmail: 'Nena@Store.ph',
      adminPassword: 'nena-password',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ slug: 'sari-sari-1', name: 'Aling Nena Store' });

    const login = await t.request('POST', '/api/login', {
      shop: 'sari-sari-1',
      body: { email: 'nena@store.ph', password: 'nena-password' },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.user.roleNames).toEqual(['Administrator']);
    expect(login.body.data.user.salesChannels).toEqual([{ id: expect.any(Number), name: 'Main Store' }]);
    const nena = t.as('sari-sari-1' as never, login.body.data.token);
    expect((await nena.get('/api/sales/customers/default')).body.data.customerName).toBe('Walk-in Customer');
    expect((await nena.get('/api/masterfile/stock-locations')).body.meta.total).toBe(1);
    expect((await nena.get('/api/rbac/roles')).body.data.map((r: { name: string }) => r.name)).toEqual([
      'Administrator',
      'Cashier',
      'Manager',
    ]);
    expect((await nena.get('/api/setting/company-profiles/value')).body.data.company_name).toBe('Aling Nena Store');
    expect((await nena.get('/api/setting/feature-flags/client-flags')).body.data).toEqual({
      picklist_module: true,
      rma_warranty_module: true,
      commission_module: true,
      pricing_schedule_module: true,
      pricing_groups_module: true,
    });

    const list = await platform('GET');
    expect(list.body.data.map((s: { slug: string }) => s.slug)).toEqual(['demo', 'other', 'sari-sari-1']);
  });

  it('validates slugs and refuses a taken or reserved one, writing nothing', async () => {
    const before = (await platform('GET')).body.data.length;
    for (const slug of ['Caps', 'under_score', '-edge', 'edge-', 'www', 'api', '', 'a'.repeat(64), 'dot.ted']) {
      const answer = await platform('POST', { slug, name: 'X', adminEmail: 'x@x.ph', adminPassword: 'a-long-password-1' });
      expect(answer.status, slug).toBe(422);
      expect(answer.body.errors.slug).toBeDefined();
    }
    const taken = await platform('POST', { slug: 'demo', name: 'X', adminEmail: 'x@x.ph', adminPassword: 'a-long-password-1' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.slug).toEqual(['The slug has already been taken.']);
    const common = await platform('POST', { slug: 'fresh', name: 'X', adminEmail: 'x@x.ph', adminPassword: 'password1' });
    expect(common.status).toBe(422);
    expect(common.body.errors).toEqual({
      adminPassword: ['The admin password is one of the most common passwords; choose one that is harder to guess.'],
    });
    expect((await platform('GET')).body.data.length).toBe(before);
  });
});

describe('the shop directory of a process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('keeps at most its bound of shops and of unknown slugs, the least recently used giving way', async () => {
    const directory = new TenantDirectory(t.db, { shops: 1, unknown: 2 });
    // Kept only once it hears announcements (PGlite: its own connection's LISTEN).
    await expect.poll(async () => (await directory.bySlug('demo'), directory.size.known)).toBe(1);
    expect((await directory.bySlug('other'))?.slug).toBe('other');
    for (const slug of ['nope-1', 'nope-2', 'nope-3']) expect(await directory.bySlug(slug)).toBeUndefined();
    expect(directory.size).toEqual({ known: 1, unknown: 2 });
    expect((await directory.bySlug('demo'))?.slug).toBe('demo');
    directory.close();
  });
});

import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** The role every request runs as: not a superuser, not the owner of any table, so RLS applies. */
export const APP_ROLE = 'oim_app';

/** Tables that hold no shop's data; they have no tenant_id and no row-level security. */
export const GLOBAL_TABLES = ['tenants', 'login_throttle', 'platform_keys'] as const;

/**
 * What the application role may do with each global table (shop tables get full access under RLS).
 * platform_keys: nothing (the token signing key). tenants: read, and add a shop (the platform API
 * and the first start run createShop as the application role); no request ever renames or removes
 * a shop, so a bug in one cannot touch another shop's name or slug.
 */
const GLOBAL_TABLE_GRANTS: Record<(typeof GLOBAL_TABLES)[number], string[]> = {
  platform_keys: [],
  tenants: ['SELECT', 'INSERT'],
  login_throttle: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
};

/**
 * Shop tables the application role may only read and add to: the BIR electronic journal keeps
 * every receipt, reprint, void and reading as issued, and no request may change or remove one.
 * Triggers (migration 0038) refuse UPDATE, DELETE and TRUNCATE on them for every role besides,
 * the owner and PGlite's superuser included.
 */
export const APPEND_ONLY_TABLES: readonly string[] = ['electronic_journal', 'pos_z_readings'];

const TENANT_SETTING = sql.raw(`NULLIF(current_setting('app.tenant_id', true), '')::bigint`);

/**
 * Makes sure the application role exists and may use every table, and that every table with a
 * tenant_id has row-level security forced with the tenant policy. Runs after the migrations on
 * every start, so a new table can never be left unprotected.
 */
export async function applyTenantIsolation(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
        CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS;
      END IF;
      IF NOT pg_has_role(current_user, '${APP_ROLE}', 'MEMBER') THEN
        EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
      END IF;
    END
    $$;
  `),
  );
  await db.execute(sql.raw(`GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`));
  // The readiness probe reads the last migration as the application role (db/client.ts
  // migrationsApplied): on PostgreSQL the login requests use may read nothing by itself.
  const migrations = await db.execute<{ usage: boolean; readable: boolean }>(sql`
    select has_schema_privilege(${APP_ROLE}, 'drizzle', 'USAGE') as usage,
           has_table_privilege(${APP_ROLE}, 'drizzle.__drizzle_migrations', 'SELECT') as readable
  `);
  if (!migrations.rows[0]!.usage) await db.execute(sql.raw(`GRANT USAGE ON SCHEMA drizzle TO ${APP_ROLE}`));
  if (!migrations.rows[0]!.readable) await db.execute(sql.raw(`GRANT SELECT ON drizzle.__drizzle_migrations TO ${APP_ROLE}`));

  // What each table grants the role and whether RLS is on, so a start changes only what differs:
  // another instance may be serving on this database, and a privilege revoked for a moment (or a
  // table locked to re-enable RLS) would fail its requests.
  const tables = await db.execute<{
    table_name: string;
    has_tenant: boolean;
    granted: string[];
    rls: boolean;
    forced: boolean;
  }>(sql`
    SELECT t.table_name,
           EXISTS (SELECT 1 FROM information_schema.columns c
                    WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name
                      AND c.column_name = 'tenant_id') AS has_tenant,
           coalesce((SELECT array_agg(a.privilege_type::text)
                       FROM aclexplode(cls.relacl) a
                      WHERE a.grantee = (SELECT oid FROM pg_roles WHERE rolname = ${APP_ROLE})), '{}') AS granted,
           cls.relrowsecurity AS rls,
           cls.relforcerowsecurity AS forced
      FROM information_schema.tables t
      JOIN pg_class cls ON cls.oid = format('%I.%I', t.table_schema, t.table_name)::regclass
     WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
  `);

  for (const { table_name: table, has_tenant: hasTenant, granted, rls, forced } of tables.rows) {
    const name = `"${table.replaceAll('"', '""')}"`;
    const wanted = Object.hasOwn(GLOBAL_TABLE_GRANTS, table)
      ? GLOBAL_TABLE_GRANTS[table as keyof typeof GLOBAL_TABLE_GRANTS]
      : APPEND_ONLY_TABLES.includes(table)
        ? ['SELECT', 'INSERT']
        : ['SELECT', 'INSERT', 'UPDATE', 'DELETE'];
    // Extra privileges (an earlier version's) are revoked one by one, never the wanted ones.
    const extra = granted.filter((privilege) => !wanted.includes(privilege));
    const missing = wanted.filter((privilege) => !granted.includes(privilege));
    if (extra.length > 0) await db.execute(sql.raw(`REVOKE ${extra.join(', ')} ON ${name} FROM ${APP_ROLE}`));
    if (missing.length > 0) await db.execute(sql.raw(`GRANT ${missing.join(', ')} ON ${name} TO ${APP_ROLE}`));
    if (!hasTenant || Object.hasOwn(GLOBAL_TABLE_GRANTS, table)) continue;
    if (!rls) await db.execute(sql.raw(`ALTER TABLE ${name} ENABLE ROW LEVEL SECURITY`));
    if (!forced) await db.execute(sql.raw(`ALTER TABLE ${name} FORCE ROW LEVEL SECURITY`));
    const existing = await db.execute(sql`
      SELECT 1 FROM pg_policies WHERE schemaname = 'public' AND tablename = ${table} AND policyname = 'tenant_isolation'
    `);
    if (existing.rows.length === 0) {
      await db.execute(sql`CREATE POLICY tenant_isolation ON ${sql.raw(name)}
        USING (tenant_id = ${TENANT_SETTING}) WITH CHECK (tenant_id = ${TENANT_SETTING})`);
    }
  }
  await db.execute(sql.raw(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${APP_ROLE}`));

  // Views are read-only and must be security_invoker, or they would read as their owner and skip RLS.
  const views = await db.execute<{ name: string; invoker: boolean; readable: boolean }>(sql`
    select c.relname as name, coalesce('security_invoker=true' = any(c.reloptions), false) as invoker,
           has_table_privilege(${APP_ROLE}, c.oid, 'SELECT') as readable
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'v'
  `);
  for (const view of views.rows) {
    if (!view.invoker) throw new Error(`The view ${view.name} must be created WITH (security_invoker = true).`);
    if (!view.readable) await db.execute(sql.raw(`GRANT SELECT ON "${view.name.replaceAll('"', '""')}" TO ${APP_ROLE}`));
  }
}

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

  const tables = await db.execute<{ table_name: string; has_tenant: boolean }>(sql`
    SELECT t.table_name,
           EXISTS (SELECT 1 FROM information_schema.columns c
                    WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name
                      AND c.column_name = 'tenant_id') AS has_tenant
      FROM information_schema.tables t
     WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
  `);

  for (const { table_name: table, has_tenant: hasTenant } of tables.rows) {
    const name = `"${table.replaceAll('"', '""')}"`;
    if (Object.hasOwn(GLOBAL_TABLE_GRANTS, table)) {
      // Revoked first, so a grant of an earlier version does not linger.
      const grants = GLOBAL_TABLE_GRANTS[table as keyof typeof GLOBAL_TABLE_GRANTS];
      await db.execute(sql.raw(`REVOKE ALL ON ${name} FROM ${APP_ROLE}`));
      if (grants.length > 0) await db.execute(sql.raw(`GRANT ${grants.join(', ')} ON ${name} TO ${APP_ROLE}`));
      continue;
    }
    if (APPEND_ONLY_TABLES.includes(table)) {
      await db.execute(sql.raw(`REVOKE ALL ON ${name} FROM ${APP_ROLE}`));
      await db.execute(sql.raw(`GRANT SELECT, INSERT ON ${name} TO ${APP_ROLE}`));
    } else await db.execute(sql.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${name} TO ${APP_ROLE}`));
    if (!hasTenant) continue;
    await db.execute(sql.raw(`ALTER TABLE ${name} ENABLE ROW LEVEL SECURITY`));
    await db.execute(sql.raw(`ALTER TABLE ${name} FORCE ROW LEVEL SECURITY`));
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
  const views = await db.execute<{ name: string; invoker: boolean }>(sql`
    select c.relname as name, coalesce('security_invoker=true' = any(c.reloptions), false) as invoker
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'v'
  `);
  for (const view of views.rows) {
    if (!view.invoker) throw new Error(`The view ${view.name} must be created WITH (security_invoker = true).`);
    await db.execute(sql.raw(`GRANT SELECT ON "${view.name.replaceAll('"', '""')}" TO ${APP_ROLE}`));
  }
}

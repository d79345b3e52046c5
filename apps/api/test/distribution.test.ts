import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Tx } from '../src/db/client';
import { DISTRIBUTION_COLUMN, GLOBAL_TABLE_PLACEMENT } from '../src/db/distribution';
import { GLOBAL_TABLES } from '../src/db/security';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * What keeps the schema ready to be distributed by tenant_id (docs/scaling.md), read from the
 * catalog over every table, so a table added later is judged too. Each finding names the table.
 */
async function distributionFindings(db: Db | Tx): Promise<string[]> {
  const placement: Record<string, 'reference' | 'local'> = GLOBAL_TABLE_PLACEMENT;
  const findings: string[] = [];

  const tables = await db.execute<{ name: string; shop: boolean; has_primary_key: boolean }>(sql`
    select c.relname as name,
           exists (select 1 from pg_attribute a
                    where a.attrelid = c.oid and a.attname = ${DISTRIBUTION_COLUMN} and not a.attisdropped) as shop,
           exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary) as has_primary_key
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     order by c.relname`);
  const shopTables = new Set(tables.rows.filter((t) => t.shop).map((t) => t.name));
  for (const table of tables.rows) {
    if (table.shop && Object.hasOwn(placement, table.name)) {
      findings.push(`${table.name}: has ${DISTRIBUTION_COLUMN} but is listed as a global table`);
    }
    if (!table.shop && !Object.hasOwn(placement, table.name)) {
      findings.push(`${table.name}: has no ${DISTRIBUTION_COLUMN} and is not a global table in GLOBAL_TABLE_PLACEMENT`);
    }
    if (table.shop && !table.has_primary_key) findings.push(`${table.name}: has no primary key`);
  }

  // Primary keys, unique constraints and unique indexes are all unique indexes in the catalog.
  const uniques = await db.execute<{ table: string; index: string; primary: boolean; with_tenant: boolean }>(sql`
    select t.relname as table, i.relname as index, x.indisprimary as primary,
           exists (select 1 from pg_attribute a
                    where a.attrelid = t.oid and a.attname = ${DISTRIBUTION_COLUMN} and a.attnum = any (x.indkey::int2[])) as with_tenant
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and x.indisunique
     order by t.relname, i.relname`);
  for (const unique of uniques.rows) {
    if (shopTables.has(unique.table) && !unique.with_tenant) {
      findings.push(`${unique.table}: ${unique.primary ? 'primary key' : 'unique index'} ${unique.index} lacks ${DISTRIBUTION_COLUMN}`);
    }
  }

  const foreignKeys = await db.execute<{ table: string; name: string; target: string; tenant_to_tenant: boolean }>(sql`
    select s.relname as table, k.conname as name, d.relname as target,
           exists (select 1
                     from unnest(k.conkey, k.confkey) as pair(source_column, target_column)
                     join pg_attribute sa on sa.attrelid = s.oid and sa.attnum = pair.source_column
                     join pg_attribute da on da.attrelid = d.oid and da.attnum = pair.target_column
                    where sa.attname = ${DISTRIBUTION_COLUMN} and da.attname = ${DISTRIBUTION_COLUMN}) as tenant_to_tenant
      from pg_constraint k
      join pg_class s on s.oid = k.conrelid
      join pg_class d on d.oid = k.confrelid
      join pg_namespace n on n.oid = s.relnamespace
     where n.nspname = 'public' and k.contype = 'f'
     order by s.relname, k.conname`);
  for (const key of foreignKeys.rows) {
    const fromShop = shopTables.has(key.table);
    const toShop = shopTables.has(key.target);
    if (fromShop && toShop && !key.tenant_to_tenant) {
      findings.push(
        `${key.table}: foreign key ${key.name} to ${key.target} does not pair ${DISTRIBUTION_COLUMN} with ${DISTRIBUTION_COLUMN}`,
      );
    } else if (fromShop && !toShop && placement[key.target] !== 'reference') {
      findings.push(`${key.table}: foreign key ${key.name} points at ${key.target}, which is not a reference table`);
    } else if (!fromShop && toShop) {
      findings.push(`${key.table}: global table with foreign key ${key.name} into the shop table ${key.target}`);
    } else if (!fromShop && !toShop && placement[key.table] === 'reference' && placement[key.target] === 'local') {
      findings.push(`${key.table}: reference table with foreign key ${key.name} into the local table ${key.target}`);
    }
  }
  return findings;
}

describe('a schema ready to be distributed by tenant_id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('names every global table once, with its place on a cluster', () => {
    expect(Object.keys(GLOBAL_TABLE_PLACEMENT).sort()).toEqual([...GLOBAL_TABLES].sort());
  });

  it('keys every shop table, its unique indexes and its references by tenant_id', async () => {
    const findings = await t.db.asOwner((db) => distributionFindings(db));
    expect(findings).toEqual([]);
  });

  it('names a new table that breaks the rules', async () => {
    const rolledBack = new Error('rolled back');
    let findings: string[] = [];
    await expect(
      t.db.asOwner((db) =>
        db.transaction(async (tx) => {
          await tx.execute(
            sql`create table citus_probe_parent (tenant_id bigint not null, id bigint not null, primary key (tenant_id, id))`,
          );
          await tx.execute(sql`create unique index citus_probe_parent_id on citus_probe_parent (id)`);
          await tx.execute(sql`create table citus_probe_child (
            tenant_id bigint not null references tenants (id),
            id bigint primary key,
            code text unique,
            parent_id bigint references citus_probe_parent (id),
            throttle_key text references login_throttle (key))`);
          await tx.execute(sql`create table citus_probe_global (id bigint primary key)`);
          findings = await distributionFindings(tx);
          throw rolledBack;
        }),
      ),
    ).rejects.toBe(rolledBack);
    expect(findings.filter((f) => f.startsWith('citus_probe')).sort()).toEqual([
      'citus_probe_child: foreign key citus_probe_child_parent_id_fkey to citus_probe_parent does not pair tenant_id with tenant_id',
      'citus_probe_child: foreign key citus_probe_child_throttle_key_fkey points at login_throttle, which is not a reference table',
      'citus_probe_child: primary key citus_probe_child_pkey lacks tenant_id',
      'citus_probe_child: unique index citus_probe_child_code_key lacks tenant_id',
      'citus_probe_global: has no tenant_id and is not a global table in GLOBAL_TABLE_PLACEMENT',
      'citus_probe_parent: unique index citus_probe_parent_id lacks tenant_id',
    ]);
  });
});

import type { GLOBAL_TABLES } from './security';

/**
 * How the schema spreads over a Citus cluster (docs/scaling.md). Every table with a tenant_id is a
 * shop table, distributed by tenant_id and colocated with the others, so one shop's rows, and the
 * joins, foreign keys and triggers between them, live on one node. The global tables (no tenant_id,
 * `GLOBAL_TABLES` in security.ts) are placed here, each one named, so a new global table cannot be
 * added without deciding where it lives (the type below makes a missing entry a compile error):
 *
 * - `reference`: copied to every node. Shop tables may hold a foreign key to it and join it in a
 *   query routed to one node. Right for small tables read everywhere and rarely written (each write
 *   goes to every node).
 * - `local`: kept on the coordinator only (a Citus local table). No shop table may reference it or
 *   join it in a query; right for tables written often and read alone.
 *
 * test/distribution.test.ts checks the catalog against these rules on both engines.
 */
export const GLOBAL_TABLE_PLACEMENT: Record<(typeof GLOBAL_TABLES)[number], 'reference' | 'local'> = {
  // Every shop table's tenant_id references it; read on every request (the shop directory).
  tenants: 'reference',
  // The token signing key: read at start by every instance, written once.
  platform_keys: 'reference',
  // Failed sign-in counters: written on every failed attempt, never joined with shop tables.
  login_throttle: 'local',
};

/** The column every shop table is distributed by. */
export const DISTRIBUTION_COLUMN = 'tenant_id';

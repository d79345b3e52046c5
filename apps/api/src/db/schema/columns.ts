import { getTableName, sql } from 'drizzle-orm';
import { bigint, foreignKey, numeric, primaryKey, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

/** id and tenant_id of every business table; the primary key is (tenant_id, id). */
export function tenantKeys() {
  return {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    tenantId: tenantRef(),
  };
}

export function tenantRef() {
  return bigint('tenant_id', { mode: 'number' })
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
}

export function timestamps() {
  return {
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  };
}

export function tenantPrimaryKey(t: { tenantId: PgColumn; id: PgColumn }) {
  return primaryKey({ columns: [t.tenantId, t.id] });
}

/** A reference to another row of the same tenant (used as the nullable half of a composite key). */
export function ref(name: string) {
  return bigint(name, { mode: 'number' });
}

/**
 * Who voided a document, when and why: a voided document is kept, never deleted. The table adds
 * its own shopReference for voided_by → users.
 */
export function voidColumns() {
  return {
    voidedBy: ref('voided_by'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
  };
}

/** Money: numeric(14,2), read as a decimal string, never a float. */
export function money(name: string) {
  return numeric(name, { precision: 14, scale: 2 });
}

/** Quantities: numeric(14,4). */
export function quantity(name: string) {
  return numeric(name, { precision: 14, scale: 4 });
}

/** A reference to a row of the same shop: the composite key (tenant_id, x_id) → (tenant_id, id). */
export function shopReference(name: string, tenantId: PgColumn, column: PgColumn, target: { tenantId: PgColumn; id: PgColumn }) {
  return foreignKey({ name, columns: [tenantId, column], foreignColumns: [target.tenantId, target.id] });
}

/**
 * A column written with its table's name. Drizzle leaves the table out inside some single-table
 * selects, which makes a correlated subquery ambiguous; this never does.
 */
export function qualified(column: PgColumn) {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}

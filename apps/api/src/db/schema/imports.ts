import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { IMPORT_KINDS, IMPORT_ROW_OUTCOMES, IMPORT_STATUSES } from '@oim/shared/schemas/imports';
import { ref, shopReference, tenantKeys, tenantPrimaryKey, timestamps } from './columns';
import { users } from './identity';

/**
 * A spreadsheet a shop brought in (IMP-000001): read into staging rows at upload (PREVIEWED),
 * saved through the modules' own services at commit (COMMITTED), taken back by undo (UNDONE).
 * Everything a commit makes carries the import's id (`import_id`).
 */
export const imports = pgTable(
  'imports',
  {
    ...tenantKeys(),
    importNumber: text('import_number').notNull(),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('PREVIEWED'),
    fileName: text('file_name').notNull(),
    /** The header row as read, in order. */
    columns: jsonb('columns').$type<string[]>().notNull(),
    /** header → field (a header mapped to nothing is left out). */
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    rowCount: integer('row_count').notNull().default(0),
    validCount: integer('valid_count').notNull().default(0),
    invalidCount: integer('invalid_count').notNull().default(0),
    createdCount: integer('created_count'),
    updatedCount: integer('updated_count'),
    skippedCount: integer('skipped_count'),
    createdBy: ref('created_by'),
    committedBy: ref('committed_by'),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    undoneBy: ref('undone_by'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('imports_number_uq').on(t.tenantId, t.importNumber),
    shopReference('imports_created_by_fk', t.tenantId, t.createdBy, users),
    shopReference('imports_committed_by_fk', t.tenantId, t.committedBy, users),
    shopReference('imports_undone_by_fk', t.tenantId, t.undoneBy, users),
  ],
);

/**
 * One data row of an import's file: its cells as read (so a new mapping needs no second upload),
 * the values they read as under the current mapping, and their errors; after the commit, what the
 * row made or changed (`record_id`) and, for an update, the values it replaced (for undo).
 */
export const importRows = pgTable(
  'import_rows',
  {
    ...tenantKeys(),
    importId: ref('import_id').notNull(),
    /** The spreadsheet's row number (the header is row 1). */
    rowNumber: integer('row_number').notNull(),
    /** The cells' text in the order of the import's columns. */
    cells: jsonb('cells').$type<string[]>().notNull(),
    /** field → value as it will be saved (names resolved at commit). */
    values: jsonb('values')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    errors: jsonb('errors')
      .$type<{ column: string | null; field: string | null; message: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    outcome: text('outcome', { enum: IMPORT_ROW_OUTCOMES }),
    recordId: ref('record_id'),
    previous: jsonb('previous').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('import_rows_row_uq').on(t.tenantId, t.importId, t.rowNumber),
    shopReference('import_rows_import_fk', t.tenantId, t.importId, imports).onDelete('cascade'),
    check('import_rows_row_number_ck', sql`${t.rowNumber} >= 2`),
  ],
);

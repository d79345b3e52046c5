import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CASH_MOVEMENT_KINDS, JOURNAL_KINDS, SHIFT_STATUSES } from '@oim/shared/schemas/pos-terminals';
import { money, ref, shopReference, tenantKeys, tenantPrimaryKey, timestamps } from './columns';
import { users } from './identity';
import { salesChannels } from './sales';

/**
 * A point-of-sale machine registered with the BIR: its numbers (MIN, serial, permit to use,
 * accreditation) print on every receipt, and its invoice series (prefix + next number) numbers
 * every sale posted at it, gap-free: the row is locked by the sale that takes a number until it
 * commits, and a rolled-back sale rolls the counter back with it.
 */
export const posTerminals = pgTable(
  'pos_terminals',
  {
    ...tenantKeys(),
    salesChannelId: ref('sales_channel_id').notNull(),
    terminalName: text('terminal_name').notNull(),
    /** Machine identification number (BIR). */
    machineIdentificationNumber: text('machine_identification_number'),
    serialNumber: text('serial_number'),
    permitToUseNumber: text('permit_to_use_number'),
    accreditationNumber: text('accreditation_number'),
    invoicePrefix: text('invoice_prefix').notNull().default(''),
    /** The number the next sale at this terminal takes. */
    nextInvoiceNumber: bigint('next_invoice_number', { mode: 'number' }).notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('pos_terminals_name_uq').on(t.tenantId, sql`lower(${t.terminalName})`),
    index('pos_terminals_channel_idx').on(t.tenantId, t.salesChannelId),
    shopReference('pos_terminals_channel_fk', t.tenantId, t.salesChannelId, salesChannels),
    check('pos_terminals_next_number_ck', sql`${t.nextInvoiceNumber} >= 1`),
  ],
);

/**
 * A cashier's shift at a terminal: opened with a float, closed with a count by denomination.
 * At most one OPEN shift per terminal (the partial unique index is the last guard; the service
 * locks the terminal row and answers 409 first).
 */
export const posShifts = pgTable(
  'pos_shifts',
  {
    ...tenantKeys(),
    terminalId: ref('terminal_id').notNull(),
    status: text('status', { enum: SHIFT_STATUSES }).notNull().default('OPEN'),
    openingFloat: money('opening_float').notNull(),
    openedBy: ref('opened_by').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: ref('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The count at close: { "1000": 2, "0.25": 4, ... } (denomination → pieces). */
    denominationCounts: jsonb('denomination_counts').$type<Record<string, number>>(),
    countedCash: money('counted_cash'),
    /** Worked out at close (see close-shift.ts) and kept as it was then. */
    expectedCash: money('expected_cash'),
    overShort: money('over_short'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('pos_shifts_one_open_uq')
      .on(t.tenantId, t.terminalId)
      .where(sql`${t.status} = 'OPEN'`),
    index('pos_shifts_terminal_idx').on(t.tenantId, t.terminalId, t.openedAt),
    shopReference('pos_shifts_terminal_fk', t.tenantId, t.terminalId, posTerminals),
    shopReference('pos_shifts_opened_by_fk', t.tenantId, t.openedBy, users),
    shopReference('pos_shifts_closed_by_fk', t.tenantId, t.closedBy, users),
    check('pos_shifts_status_ck', sql`${t.status} in ('OPEN', 'CLOSED')`),
    check('pos_shifts_float_ck', sql`${t.openingFloat} >= 0`),
  ],
);

/** Cash put into (CASH_IN: change fund) or taken out of (CASH_OUT: petty cash) a shift's drawer. */
export const posCashMovements = pgTable(
  'pos_cash_movements',
  {
    ...tenantKeys(),
    shiftId: ref('shift_id').notNull(),
    kind: text('kind', { enum: CASH_MOVEMENT_KINDS }).notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    createdBy: ref('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('pos_cash_movements_shift_idx').on(t.tenantId, t.shiftId),
    shopReference('pos_cash_movements_shift_fk', t.tenantId, t.shiftId, posShifts),
    shopReference('pos_cash_movements_created_by_fk', t.tenantId, t.createdBy, users),
    check('pos_cash_movements_kind_ck', sql`${t.kind} in ('CASH_IN', 'CASH_OUT')`),
    check('pos_cash_movements_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * The electronic journal: the text of every receipt, reprint and void (and the X and Z readings)
 * as issued. Append-only: the application role may SELECT and INSERT, never UPDATE or DELETE
 * (db/security.ts APPEND_ONLY_TABLES).
 */
export const electronicJournal = pgTable(
  'electronic_journal',
  {
    ...tenantKeys(),
    terminalId: ref('terminal_id').notNull(),
    /** The shop's calendar day (Asia/Manila) the entry was issued on. */
    businessDate: date('business_date').notNull(),
    kind: text('kind', { enum: JOURNAL_KINDS }).notNull(),
    /** The sale (RECEIPT, REPRINT, VOID) or reading the entry is of. */
    documentId: ref('document_id'),
    documentNumber: text('document_number'),
    content: text('content').notNull(),
    createdBy: ref('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('electronic_journal_day_idx').on(t.tenantId, t.terminalId, t.businessDate, t.id),
    shopReference('electronic_journal_terminal_fk', t.tenantId, t.terminalId, posTerminals),
    shopReference('electronic_journal_created_by_fk', t.tenantId, t.createdBy, users),
    check('electronic_journal_kind_ck', sql`${t.kind} in ('RECEIPT', 'REPRINT', 'VOID', 'X_READING', 'Z_READING')`),
  ],
);

import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReadingFigures, ReadingHeader } from '@oim/shared/pos/readings';
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
    /**
     * The accumulated grand total since the terminal's first sale: each Z reading adds its sales
     * amount. Never reset or reduced (a trigger refuses it, migration 0024). 20 digits.
     */
    accumulatedGrandTotal: numeric('accumulated_grand_total', { precision: 20, scale: 2 }).notNull().default('0'),
    /** Z readings made at this terminal (the last one's Z counter). */
    zCounter: integer('z_counter').notNull().default(0),
    /** Documented resets of the terminal's memory (BIR): 0 unless one was made. */
    resetCounter: integer('reset_counter').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('pos_terminals_name_uq').on(t.tenantId, sql`lower(${t.terminalName})`),
    index('pos_terminals_channel_idx').on(t.tenantId, t.salesChannelId),
    shopReference('pos_terminals_channel_fk', t.tenantId, t.salesChannelId, salesChannels),
    check('pos_terminals_next_number_ck', sql`${t.nextInvoiceNumber} >= 1`),
    check('pos_terminals_grand_total_ck', sql`${t.accumulatedGrandTotal} >= 0`),
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
    /** The Z reading that closed the day on this shift (null until one does). */
    zReadingId: ref('z_reading_id'),
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
    shopReference('pos_shifts_z_reading_fk', t.tenantId, t.zReadingId, posZReadings),
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

/**
 * A Z reading: the end of a terminal's business day, once per day, made with every shift closed.
 * It claims every sale, refund and shift of the terminal no earlier reading claimed (their
 * z_reading_id), so each belongs to exactly one Z reading, and keeps the figures as made.
 * Append-only for the application role (db/security.ts APPEND_ONLY_TABLES): immutable.
 */
export const posZReadings = pgTable(
  'pos_z_readings',
  {
    ...tenantKeys(),
    terminalId: ref('terminal_id').notNull(),
    businessDate: date('business_date').notNull(),
    zCounter: integer('z_counter').notNull(),
    resetCounter: integer('reset_counter').notNull(),
    beginningInvoiceNumber: text('beginning_invoice_number'),
    endingInvoiceNumber: text('ending_invoice_number'),
    transactionCount: integer('transaction_count').notNull(),
    grossSales: numeric('gross_sales', { precision: 18, scale: 2 }).notNull(),
    netSales: numeric('net_sales', { precision: 18, scale: 2 }).notNull(),
    previousGrandTotal: numeric('previous_grand_total', { precision: 20, scale: 2 }).notNull(),
    presentGrandTotal: numeric('present_grand_total', { precision: 20, scale: 2 }).notNull(),
    /** Every figure as made (shared ReadingFigures) and what it printed above them. */
    figures: jsonb('figures').$type<ReadingFigures & { header: ReadingHeader }>().notNull(),
    /** The reading as printed at 40 columns, as the journal keeps it. */
    content: text('content').notNull(),
    createdBy: ref('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('pos_z_readings_day_uq').on(t.tenantId, t.terminalId, t.businessDate),
    uniqueIndex('pos_z_readings_counter_uq').on(t.tenantId, t.terminalId, t.zCounter),
    shopReference('pos_z_readings_terminal_fk', t.tenantId, t.terminalId, posTerminals),
    shopReference('pos_z_readings_created_by_fk', t.tenantId, t.createdBy, users),
    check('pos_z_readings_grand_total_ck', sql`${t.presentGrandTotal} >= ${t.previousGrandTotal}`),
  ],
);

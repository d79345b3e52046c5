import { and, asc, eq, sql } from 'drizzle-orm';
import type { JournalKind } from '@oim/shared/schemas/pos-terminals';
import type { Tx } from '../../db/client';
import { electronicJournal } from '../../db/schema/pos-terminals';
import { shopWhere } from '../../platform/resource/rows';
import { todayIn } from '../../platform/time-zone';
import { shopTimeZone } from '../settings';

/** The shops' calendar unless a shop picks another zone: business dates are days in the Philippines. */
export const BUSINESS_TIME_ZONE = 'Asia/Manila';

/** Today's business date in Manila as the database sees it (the transaction's start), YYYY-MM-DD. */
export const businessDateNow = sql<string>`(now() at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::date`;

/**
 * Today's business date (YYYY-MM-DD): the shop's day, in its time zone, at the transaction's start
 * (the database's now(), so every entry and reading of one transaction has the same day).
 */
export async function businessDateOf(tx: Tx): Promise<string> {
  const [row] = (await tx.execute<{ t: string }>(sql`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as t`)).rows;
  return todayIn(await shopTimeZone(tx), new Date(row!.t));
}

export type JournalEntry = {
  terminalId: number;
  kind: JournalKind;
  /** The sale (RECEIPT, REPRINT, VOID) or reading the text is of. */
  documentId: number | null;
  documentNumber: string | null;
  /** The text exactly as issued (printed or shown). */
  content: string;
  userId: number | null;
};

/**
 * Adds an entry to the electronic journal, in the caller's transaction (so an entry exists exactly
 * when its document does). The X and Z readings call this with kind X_READING / Z_READING.
 * The table is append-only for the application role: nothing can change an entry afterwards.
 */
export async function appendJournal(tx: Tx, tenantId: number, entry: JournalEntry): Promise<void> {
  await tx.insert(electronicJournal).values({
    tenantId,
    terminalId: entry.terminalId,
    businessDate: await businessDateOf(tx),
    kind: entry.kind,
    documentId: entry.documentId,
    documentNumber: entry.documentNumber,
    content: entry.content,
    createdBy: entry.userId,
  });
}

/** A terminal's journal for one business day, in the order issued. */
export function journalOfDay(tx: Tx, terminalId: number, date: string) {
  return tx
    .select({
      id: electronicJournal.id,
      kind: electronicJournal.kind,
      businessDate: electronicJournal.businessDate,
      documentId: electronicJournal.documentId,
      documentNumber: electronicJournal.documentNumber,
      content: electronicJournal.content,
      createdBy: electronicJournal.createdBy,
      createdAt: electronicJournal.createdAt,
    })
    .from(electronicJournal)
    .where(shopWhere(tx, electronicJournal, and(eq(electronicJournal.terminalId, terminalId), eq(electronicJournal.businessDate, date))))
    .orderBy(asc(electronicJournal.id));
}

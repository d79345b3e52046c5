import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documentSeries } from '../../db/schema/inventory';

/** Document kinds and their printed prefixes. */
export const DOCUMENT_PREFIXES = {
  adjustment: 'ADJ',
  transfer: 'TRF',
  salesOrder: 'SO',
  quotation: 'QT',
  picklist: 'PL',
  purchaseOrder: 'PO',
  purchaseReceipt: 'PR',
  expense: 'EX',
  payment: 'PAY',
  /** The official receipt a customer gets for a collection. */
  officialReceipt: 'OR',
  serviceOrder: 'JO',
  rma: 'RMA',
  supplierReturn: 'SR',
  /** A spreadsheet brought in (moving in). */
  import: 'IMP',
  /** A physical count of a location. */
  stockCount: 'SC',
} as const;
export type DocumentKind = keyof typeof DOCUMENT_PREFIXES;

/**
 * The statement that takes the next number of a per-shop series and answers it printed (`number`:
 * the prefix and at least 6 digits). The counter row stays locked until the transaction ends, and
 * rolls back with it, so numbers are gap-free and never given twice. `tenant` is a value or a
 * placeholder, so a fixed statement can hold it as a `with counter as (…)` part (the sale's numbering).
 */
export function takeNumberSql(tenant: number | SQLWrapper, kind: DocumentKind): SQL {
  return sql`insert into ${documentSeries} (tenant_id, kind, last_number) values (${tenant}, ${kind}, 1)
      on conflict (tenant_id, kind) do update set last_number = ${documentSeries.lastNumber} + 1
      returning ${`${DOCUMENT_PREFIXES[kind]}-`}::text || lpad(last_number::text, greatest(6, length(last_number::text)), '0') as number`;
}

/** The next number of a per-shop series (see takeNumberSql). */
export async function nextDocumentNumber(tx: Tx, tenantId: number, kind: DocumentKind): Promise<string> {
  const result = await tx.execute<{ number: string }>(takeNumberSql(tenantId, kind));
  return result.rows[0]!.number;
}

/**
 * The document numbers a typed term can mean: the number as typed ("SO-000123"), or its digits
 * with or without the prefix ("so-123", "123", "#123"), padded as numbers are given.
 */
export function documentNumbersFor(term: string, prefix: string): string[] {
  const typed = term.trim().toUpperCase();
  const digits = new RegExp(`^(?:${prefix})?[\\s#-]*(\\d{1,12})$`).exec(typed)?.[1];
  const numbers = new Set<string>();
  if (typed.startsWith(`${prefix}-`)) numbers.add(typed);
  if (digits) numbers.add(`${prefix}-${digits.replace(/^0+(?=\d)/, '').padStart(6, '0')}`);
  return [...numbers];
}

/** Ids of the documents numbered as the term can mean (exact, through the number's unique index). */
export async function findNumbered(
  term: string,
  prefix: string,
  find: (numbers: string[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const numbers = documentNumbersFor(term, prefix);
  return numbers.length === 0 ? [] : (await find(numbers)).map((d) => d.id);
}

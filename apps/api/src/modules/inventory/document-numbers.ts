import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

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
} as const;
export type DocumentKind = keyof typeof DOCUMENT_PREFIXES;

/**
 * The next number of a per-shop series. The counter row stays locked until the transaction ends,
 * and rolls back with it, so numbers are gap-free and never given twice.
 */
export async function nextDocumentNumber(tx: Tx, tenantId: number, kind: DocumentKind): Promise<string> {
  const result = await tx.execute<{ last_number: string | number }>(sql`
    insert into document_series (tenant_id, kind, last_number) values (${tenantId}, ${kind}, 1)
    on conflict (tenant_id, kind) do update set last_number = document_series.last_number + 1
    returning last_number
  `);
  const n = Number(result.rows[0]!.last_number);
  return `${DOCUMENT_PREFIXES[kind]}-${String(n).padStart(6, '0')}`;
}

import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { quotations } from '../../db/schema/sales-documents';
import { DOCUMENT_PREFIXES, findNumbered } from '../../platform/documents';
import { shopWhere } from '../../platform/resource/rows';

/** Ids of the quotations numbered as the term can mean ("QT-000123", "qt-123", "123"). */
export function findQuotationIds(tx: Tx, term: string): Promise<number[]> {
  return findNumbered(term, DOCUMENT_PREFIXES.quotation, (numbers) =>
    tx
      .select({ id: quotations.id })
      .from(quotations)
      .where(shopWhere(tx, quotations, inArray(quotations.quotationNumber, numbers))),
  );
}

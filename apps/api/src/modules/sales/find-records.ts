import { asc, ilike, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { quotations, salesOrders } from '../../db/schema/sales-documents';
import { customers } from '../../db/schema/sales';
import { DOCUMENT_PREFIXES } from '../inventory';
import { escapeLike } from './product-search';
import { shopWhere } from '../../platform/resource/rows';

/** Customers whose name, contact person or contact number holds the term, in name order. */
export async function findCustomerIds(tx: Tx, term: string, limit: number): Promise<number[]> {
  const pattern = `%${escapeLike(term.trim())}%`;
  const found = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      shopWhere(
        tx,
        customers,
        or(ilike(customers.customerName, pattern), ilike(customers.contactPerson, pattern), ilike(customers.contactNumber, pattern)),
      ),
    )
    .orderBy(asc(customers.customerName), asc(customers.id))
    .limit(limit);
  return found.map((c) => c.id);
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
async function byNumber(term: string, prefix: string, find: (numbers: string[]) => Promise<{ id: number }[]>): Promise<number[]> {
  const numbers = documentNumbersFor(term, prefix);
  return numbers.length === 0 ? [] : (await find(numbers)).map((d) => d.id);
}

export function findSalesOrderIds(tx: Tx, term: string): Promise<number[]> {
  return byNumber(term, DOCUMENT_PREFIXES.salesOrder, (numbers) =>
    tx
      .select({ id: salesOrders.id })
      .from(salesOrders)
      .where(shopWhere(tx, salesOrders, inArray(salesOrders.salesOrderNumber, numbers))),
  );
}

export function findQuotationIds(tx: Tx, term: string): Promise<number[]> {
  return byNumber(term, DOCUMENT_PREFIXES.quotation, (numbers) =>
    tx
      .select({ id: quotations.id })
      .from(quotations)
      .where(shopWhere(tx, quotations, inArray(quotations.quotationNumber, numbers))),
  );
}

import { asc, ilike, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema/sales';
import { escapeLike } from '../../platform/resource/list';
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

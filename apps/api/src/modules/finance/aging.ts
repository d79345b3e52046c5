import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { dateOnly, optionalId } from '@oim/shared/schemas/fields';
import type { Tx } from '../../db/client';
import { payables } from '../../db/schema/finance';
import { suppliers } from '../../db/schema/masterfile';
import { customers } from '../../db/schema/sales';
import { receivables } from '../../db/schema/sales-documents';
import { shopWhere } from '../../platform/resource/rows';
import { todayIn } from '../../platform/time-zone';
import type { Side } from './documents';

export const AGING_BUCKETS = ['current', 'days1To30', 'days31To60', 'days61To90', 'over90'] as const;

export const agingQuery = z.object({
  asOf: dateOnly('as-of date').nullish(),
  customerId: optionalId('customer'),
  supplierId: optionalId('supplier'),
});

const amounts = z.object({
  current: z.number(),
  days1To30: z.number(),
  days31To60: z.number(),
  days61To90: z.number(),
  over90: z.number(),
  total: z.number(),
});

export const agingAnswer = (side: Side) =>
  z.object({
    data: z.array(
      amounts.extend(
        side === 'receivable'
          ? { customerId: z.number(), customerName: z.string(), documentCount: z.number() }
          : { supplierId: z.number(), supplierName: z.string(), documentCount: z.number() },
      ),
    ),
    totals: amounts,
    asOf: z.string(),
  });

/**
 * What each customer (or supplier) owes, by how long past due, as of a day: the open balance of
 * every document dated on or before it, in the bucket of its days past due (current when not yet
 * due). The totals are the sums of the rows, so they equal the open balances listed.
 */
export async function aging(tx: Tx, side: Side, query: z.output<typeof agingQuery>) {
  const asOf = query.asOf ?? todayIn();
  const t = side === 'receivable' ? receivables : payables;
  const party = side === 'receivable' ? receivables.customerId : payables.supplierId;
  const partyTable = side === 'receivable' ? customers : suppliers;
  const partyName = side === 'receivable' ? customers.customerName : suppliers.supplierName;
  const partyFilter = side === 'receivable' ? query.customerId : query.supplierId;
  const late = sql`(${asOf}::date - ${t.dueDate})`;
  const bucket = (condition: SQL) => sql<string>`coalesce(sum(${t.balance}) filter (where ${condition}), 0)`;
  const rows = await tx
    .select({
      partyId: party,
      name: partyName,
      current: bucket(sql`${late} <= 0`),
      days1To30: bucket(sql`${late} between 1 and 30`),
      days31To60: bucket(sql`${late} between 31 and 60`),
      days61To90: bucket(sql`${late} between 61 and 90`),
      over90: bucket(sql`${late} > 90`),
      total: sql<string>`sum(${t.balance})`,
      documentCount: sql<number>`count(*)::int`,
    })
    .from(t)
    .innerJoin(partyTable, and(eq(partyTable.tenantId, t.tenantId), eq(partyTable.id, party)))
    .where(
      shopWhere(
        tx,
        t,
        and(
          inArray(t.status, ['OPEN', 'PARTIAL']),
          lte(t.documentDate, asOf),
          partyFilter === null || partyFilter === undefined ? undefined : eq(party, partyFilter),
        ),
      ),
    )
    .groupBy(party, partyName)
    .orderBy(sql`lower(${partyName})`, party);
  const totals = { current: 0, days1To30: 0, days31To60: 0, days61To90: 0, over90: 0, total: 0 };
  const data = rows.map((r) => {
    const figures = {
      current: Number(r.current),
      days1To30: Number(r.days1To30),
      days31To60: Number(r.days31To60),
      days61To90: Number(r.days61To90),
      over90: Number(r.over90),
      total: Number(r.total),
    };
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += toCentavos(figures[key]);
    const who = side === 'receivable' ? { customerId: r.partyId, customerName: r.name } : { supplierId: r.partyId, supplierName: r.name };
    return { ...who, ...figures, documentCount: Number(r.documentCount) };
  });
  for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] = toPesos(totals[key]);
  return { data, totals, asOf };
}

import { sql, type SQL } from 'drizzle-orm';
import { lastPage, type ListMeta, type Sort } from '@oim/shared/list-query';
import { toCentavos, type Centavos } from '@oim/shared/pos/money';
import type { Tx } from '../../db/client';

/**
 * Turns PostgreSQL's JIT compiler off for the rest of the request's transaction. The reports that
 * group hundreds of thousands of rows cross its cost threshold, and compiling took 0.4–0.5 s of each
 * statement on the benchmark shop, more than it saved (README, performance). With `workMem`, the
 * transaction's statements may also use that much memory per sort or hash. With `sortedGrouping`,
 * they group by sorting, in one process: hashing 200,000 products' numeric sums took twice as long
 * (the hash table outgrew memory, its size misjudged), and combining parallel workers' numeric sums
 * took longer than the sums.
 */
export async function withoutJit(tx: Tx, options: { workMem?: string; sortedGrouping?: boolean } = {}): Promise<void> {
  if (options.workMem)
    await tx.execute(
      sql`select set_config('jit', 'off', true), set_config('work_mem', ${options.workMem}, true)${
        options.sortedGrouping
          ? sql`, set_config('enable_hashagg', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`
          : sql``
      }`,
    );
  else await tx.execute(sql`set local jit = off`);
}

/** Ids as one bigint[] parameter (`= any(...)`). */
export const idArray = (ids: Iterable<number>) => sql`${`{${[...ids].join(',')}}`}::bigint[]`;

/** A numeric column as JSON reads it (null as 0). */
export const n = (value: unknown) => Number(value ?? 0);

/** A money column (numeric text, or a number of pesos) in centavos, exactly (null as 0). */
export const centavosOf = (value: unknown): Centavos => toCentavos(typeof value === 'number' ? value : String(value ?? 0));

/** `part` as a share of `whole` in percent, 2 decimals (a margin, a category's share); 0 when whole is 0. */
export const percentShare = (part: Centavos, whole: Centavos) => (whole === 0 ? 0 : Math.round((part * 10_000) / whole) / 100);

/** A paged report's `meta`, as the list protocol answers it. */
export const pageMeta = (page: number, pageSize: number, total: number): ListMeta => ({
  current_page: page,
  per_page: pageSize,
  total,
  last_page: lastPage(total, pageSize),
});

/** `%text%` for ilike, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What a product × location row of a stock report starts with (the statement's snake_case columns). */
export function productLocationFields(r: Record<string, unknown>) {
  return {
    /** productId-locationId: one row per product per location. */
    id: `${n(r.product_id)}-${n(r.location_id)}`,
    productId: n(r.product_id),
    sku: r.sku as string,
    productName: r.product_name as string,
    locationId: n(r.location_id),
    locationName: r.location_name as string,
    baseUnit: (r.base_unit as string | null) ?? null,
  };
}

/** The caller's sorts over a report's columns (names already checked), then product and location as tie-breakers. */
export function productLocationOrder(sorts: readonly Sort[], columns: Record<string, string>): SQL {
  return sql.join(
    [
      ...sorts.map((s) => sql`${sql.identifier(columns[s.column]!)} ${sql.raw(s.direction === 'desc' ? 'desc' : 'asc')}`),
      sql`product_name asc`,
      sql`location_name asc`,
      sql`product_id asc`,
      sql`location_id asc`,
    ],
    sql`, `,
  );
}

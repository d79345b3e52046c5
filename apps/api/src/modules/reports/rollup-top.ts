import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { toCentavos } from '@oim/shared/pos/money';
import { idArray, n } from './report-rows';
import { iso, rollupRows, spanPieces } from './rollup-spans';

/*
 * The best sellers of a long period without summing every product. A period is a signed sum of
 * pieces (rollup-spans.ts): whole years and months of sales_by_product_span and hours at the edges.
 * Each added piece is read from its top, by net sales (sales_by_product_span_net_idx, migration 0030),
 * K rows per piece and channel; the edge hours are summed per product and read from their top too.
 * A product not among those rows cannot have more than the sum of each list's K-th figure (plus what
 * the pieces taken away could give back, when one holds a negative figure): once the n-th best
 * candidate, summed exactly over every piece, is above that bound, the candidates hold the top n and
 * every product tied with the n-th. Otherwise K grows; past MAX_DEPTH the caller sums every product.
 * This is the threshold algorithm (Fagin, Lotem and Naor); it reads little when sales are skewed
 * (a shop's best sellers sell far more than the rest) and when prices differ (most catalogues).
 */

const FIRST_DEPTH = 64;
const MAX_DEPTH = 4096;

export type TopOptions = {
  shop: number | null;
  start: Date;
  end: Date;
  salesChannelId?: number;
  /** A condition on `p` (the products row) that the products must meet: brand, category. */
  productFilter?: SQL;
  /** How many of the best are needed (a page's last row). */
  rows: number;
};

/**
 * The products whose net sales in the period are among the `rows` highest, with every product tied
 * with the last of them; `undefined` when that cannot be told from the tops of the pieces (fewer
 * products sold than asked, figures too even), and the caller must sum every product.
 */
export async function topProductsByNet(tx: Tx, o: TopOptions): Promise<number[] | undefined> {
  const pieces = spanPieces(o.start, o.end);
  const shop = o.shop;
  const channels =
    o.salesChannelId !== undefined
      ? [o.salesChannelId]
      : (await tx.execute<{ id: unknown }>(sql`select id from sales_channels where tenant_id = ${shop} order by id`)).rows.map((r) =>
          n(r.id),
        );
  const channelOf = (a: string) =>
    o.salesChannelId === undefined ? sql`` : sql` and ${sql.raw(a)}.sales_channel_id = ${o.salesChannelId}`;
  const filtered = (a: string) =>
    o.productFilter
      ? sql` and exists (select 1 from products p where p.tenant_id = ${shop} and p.tenant_id = ${sql.raw(a)}.tenant_id and p.id = ${sql.raw(a)}.product_id and ${o.productFilter})`
      : sql``;
  const hourRanges = (sign: 1 | -1) => pieces.flatMap((p) => ('hours' in p && p.sign === sign ? [p.hours] : []));
  const inHours = (ranges: { from: number; to: number }[]) =>
    sql.join(
      ranges.map((h) => sql`(h.sales_hour >= ${iso(h.from)} and h.sales_hour < ${iso(h.to)})`),
      sql` or `,
    );

  // What the pieces taken away can add to a product, in centavos: minus the lowest figure each holds (none below 0 in practice).
  let giveBack = 0;
  const lows: SQL[] = [];
  for (const p of pieces)
    if ('span' in p && p.sign === -1)
      for (const c of channels)
        lows.push(sql`(select s.net from sales_by_product_span s where s.tenant_id = ${shop} and s.span = ${p.span}
                        and s.span_start = ${iso(p.start)} and s.sales_channel_id = ${c} order by s.net limit 1)`);
  const takenHours = hourRanges(-1);
  if (takenHours.length > 0)
    lows.push(sql`(select sum(h.net) from sales_by_product_hour h where h.tenant_id = ${shop}${channelOf('h')} and (${inHours(takenHours)})
                   group by h.product_id order by 1 limit 1)`);
  if (lows.length > 0) {
    const row = (
      await tx.execute<Record<string, unknown>>(
        sql`select ${sql.join(
          lows.map((l, i) => sql`${l} as ${sql.raw(`l${i}`)}`),
          sql`, `,
        )}`,
      )
    ).rows[0]!;
    for (let i = 0; i < lows.length; i++) giveBack += Math.max(0, -centavos(row[`l${i}`]));
  }

  const addedHours = hourRanges(1);
  for (let depth = FIRST_DEPTH; depth <= MAX_DEPTH; depth *= 4) {
    const lists: SQL[] = [];
    for (const p of pieces)
      if ('span' in p && p.sign === 1)
        for (const c of channels)
          lists.push(sql`(select s.product_id, s.net from sales_by_product_span s
                           where s.tenant_id = ${shop} and s.span = ${p.span} and s.span_start = ${iso(p.start)} and s.sales_channel_id = ${c}${filtered('s')}
                           order by s.net desc limit ${depth})`);
    if (addedHours.length > 0)
      lists.push(sql`(select h.product_id, sum(h.net) as net from sales_by_product_hour h
                       where h.tenant_id = ${shop}${channelOf('h')} and (${inHours(addedHours)})${filtered('h')}
                       group by h.product_id order by 2 desc limit ${depth})`);
    if (lists.length === 0) return undefined;
    const tops = await tx.execute<Record<string, unknown>>(
      sql.join(
        lists.map((l, i) => sql`select ${i} as list, t.product_id, t.net from ${l} t`),
        sql` union all `,
      ),
    );
    // A list shorter than K holds every product it has: an unseen product has nothing there.
    const seen = new Set<number>();
    const byList = new Map<number, number[]>();
    for (const r of tops.rows) {
      seen.add(n(r.product_id));
      const figures = byList.get(n(r.list)) ?? [];
      figures.push(centavos(r.net));
      byList.set(n(r.list), figures);
    }
    let bound = giveBack;
    let deeper = false;
    for (const figures of byList.values())
      if (figures.length >= depth) {
        bound += Math.max(0, figures[figures.length - 1]!);
        deeper = true;
      }
    if (seen.size === 0) return undefined;

    const exact = await tx.execute<Record<string, unknown>>(sql`
      select h.product_id, sum(h.net) as net
        from (${rollupRows('product', ['line_count', 'net'], { shop, start: o.start, end: o.end, salesChannelId: o.salesChannelId })}) h
       where h.product_id = any(${idArray(seen)})
       group by h.product_id having sum(h.line_count) > 0
       order by net desc`);
    const totals = exact.rows.map((r) => ({ id: n(r.product_id), net: centavos(r.net) }));
    // Every list read to its end: every product with a figure in the period was seen (a piece taken
    // away lies inside an added one), and one not sold at all has 0 (returns only).
    if (totals.length >= o.rows) {
      const last = totals[o.rows - 1]!.net;
      if (last > bound || (!deeper && last > 0)) return totals.filter((t) => t.net >= last).map((t) => t.id);
    }
    // Read to the end and still no answer: fewer products sold than asked (the caller also lists returns).
    if (!deeper) return undefined;
  }
  return undefined;
}

/** A sum of money columns (two decimals) as whole centavos; no row reads as 0. */
const centavos = (money: unknown) => toCentavos(String(money ?? 0));

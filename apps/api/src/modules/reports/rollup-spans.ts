import { sql, type SQL } from 'drizzle-orm';

/*
 * Reading the per-product and per-customer rollups over a long period. The hourly rows
 * (sales_by_*_hour) answer any period of whole hours but hold about one row per product per hour it
 * sold in; the span rows (sales_by_*_span, migration 0028) hold the same figures summed per calendar
 * month and year of Asia/Manila. A period is covered by signed pieces — whole years and months, and
 * hours at its edges — and where most of a year or month is asked, by the whole of it less the part
 * not asked (the rest of this year is mostly the future, which holds no rows). The sums are exact:
 * every piece is a sum of hourly rows and each hour of the period is counted once.
 */

const HOUR = 3_600_000;
/** Asia/Manila is UTC+08:00 all year (no daylight saving since 1978): the zone the spans are cut in (0028). */
const MANILA = 8 * HOUR;

export type Span = 'month' | 'year';
export type Piece = { sign: 1 | -1; hours: { from: number; to: number } } | { sign: 1 | -1; span: Span; start: number };

/**
 * What a piece costs to read, in hourly rows of a busy hour: a month's span rows are fewer than its
 * hours' rows (each product or customer once, however often it sold), a year's fewer again. Measured
 * on the benchmark shop (200,000 products sold uniformly): a year of spans ≈ 1,400 busy hours' rows,
 * a month ≈ 550; on a shop that sells fewer products more often, spans are cheaper still.
 */
const COST = { hour: 1, month: 600, year: 1500 } as const;

const boundary = (span: Span, t: number, next: 0 | 1): number => {
  const local = new Date(t + MANILA);
  const y = local.getUTCFullYear();
  return (span === 'year' ? Date.UTC(y + next, 0, 1) : Date.UTC(y, local.getUTCMonth() + next, 1)) - MANILA;
};

type Cover = { pieces: Piece[]; cost: number };

const negate = (c: Cover): Cover => ({ pieces: c.pieces.map((p) => ({ ...p, sign: p.sign === 1 ? -1 : 1 })), cost: c.cost });
const join = (...covers: Cover[]): Cover => ({ pieces: covers.flatMap((c) => c.pieces), cost: covers.reduce((s, c) => s + c.cost, 0) });
const EMPTY: Cover = { pieces: [], cost: 0 };

/** The cheapest cover of [from, to) (whole hours) by spans of `level` and finer. */
function cover(from: number, to: number, level: Span | 'hour'): Cover {
  if (from >= to) return EMPTY;
  if (level === 'hour') return { pieces: [{ sign: 1, hours: { from, to } }], cost: (to - from) / HOUR };
  const finer = level === 'year' ? 'month' : 'hour';
  const parts: Cover[] = [];
  for (let start = boundary(level, from, 0); start < to; start = boundary(level, start, 1)) {
    const end = boundary(level, start, 1);
    const a = Math.max(from, start);
    const b = Math.min(to, end);
    const whole: Cover = { pieces: [{ sign: 1, span: level, start }], cost: COST[level] };
    if (a === start && b === end) {
      parts.push(whole);
      continue;
    }
    const inside = cover(a, b, finer);
    const wholeLessRest = join(whole, negate(cover(start, a, finer)), negate(cover(b, end, finer)));
    parts.push(wholeLessRest.cost < inside.cost ? wholeLessRest : inside);
  }
  return join(...parts);
}

/** The signed pieces whose sum is exactly the instants [start, end] (start on a whole hour, end one millisecond before one). */
export function spanPieces(start: Date, end: Date): Piece[] {
  return cover(start.getTime(), end.getTime() + 1, 'year').pieces;
}

/** An instant (milliseconds) as a timestamptz parameter. */
export const iso = (t: number) => sql`${new Date(t).toISOString()}::timestamptz`;

/** The rollups kept by the hour and by the span: per product (its top-level lines) and per customer (the sales' totals). */
export const ROLLUPS = {
  product: { hourTable: 'sales_by_product_hour', spanTable: 'sales_by_product_span', key: 'product_id' },
  customer: { hourTable: 'sales_by_customer_hour', spanTable: 'sales_by_customer_span', key: 'customer_id' },
} as const;

/**
 * The hourly and span rows of a rollup, of the shop and channel, whose signed sum is the period's:
 * `tenant_id`, the key column and each of `columns` (negated where a piece is taken away).
 */
export function rollupRows(
  which: keyof typeof ROLLUPS,
  columns: readonly string[],
  options: { shop: number | null; start: Date; end: Date; salesChannelId?: number },
): SQL {
  const { hourTable, spanTable, key } = ROLLUPS[which];
  const { shop, salesChannelId } = options;
  const pieces = spanPieces(options.start, options.end);
  const channel = (a: string) => (salesChannelId === undefined ? sql`` : sql` and ${sql.raw(a)}.sales_channel_id = ${salesChannelId}`);
  const selected = (sign: 1 | -1, a: string) =>
    sql.raw([`${a}.tenant_id`, `${a}.${key}`, ...columns.map((c) => `${sign === 1 ? '' : '-'}${a}.${c} as ${c}`)].join(', '));
  const branches: SQL[] = [];
  for (const sign of [1, -1] as const) {
    const hours = pieces.flatMap((p) => ('hours' in p && p.sign === sign ? [p.hours] : []));
    if (hours.length > 0)
      branches.push(sql`select ${selected(sign, 'r')} from ${sql.identifier(hourTable)} r
        where r.tenant_id = ${shop}${channel('r')} and (${sql.join(
          hours.map((h) => sql`(r.sales_hour >= ${iso(h.from)} and r.sales_hour < ${iso(h.to)})`),
          sql` or `,
        )})`);
    // One branch per span: each is a range of the span's indexes (read without the table, 0030).
    for (const p of pieces)
      if ('span' in p && p.sign === sign)
        branches.push(sql`select ${selected(sign, 's')} from ${sql.identifier(spanTable)} s
          where s.tenant_id = ${shop}${channel('s')} and s.span = ${p.span} and s.span_start = ${iso(p.start)}`);
  }
  // An empty period still names the columns (no rows).
  if (branches.length === 0) return sql`select ${selected(1, 'r')} from ${sql.identifier(hourTable)} r where false`;
  return sql.join(branches, sql` union all `);
}

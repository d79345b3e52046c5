import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { StockSource } from '@oim/shared/schemas/inventory';
import { LEDGER_IN_COLUMNS, LEDGER_OUT_COLUMNS, type LedgerInColumn, type LedgerOutColumn } from '@oim/shared/schemas/reports';
import { qty } from '@oim/shared/decimal';
import { tenantOf, type Tx } from '../../db/client';
import { badQuery } from '../../platform/errors';
import { stockTotals } from '../inventory';
import { readListQuery } from '../../platform/resource/list';
import { periodInstants, readReportPeriod, type ReportPeriod } from './report-period';
import { containsPattern, n, pageMeta, productLocationFields, productLocationOrder, withoutJit } from './report-rows';

/** Which column each source's units in and out count under. */
const SOURCE_COLUMNS: Record<StockSource, { in: LedgerInColumn; out: LedgerOutColumn }> = {
  PURCHASE_RECEIPT: { in: 'purchaseReceiptsIn', out: 'voidedReceiptsOut' },
  PURCHASE_RECEIPT_VOID: { in: 'purchaseReceiptsIn', out: 'voidedReceiptsOut' },
  TRANSFER_IN: { in: 'transfersIn', out: 'transfersOut' },
  TRANSFER_OUT: { in: 'transfersIn', out: 'transfersOut' },
  ADJUSTMENT: { in: 'adjustmentsIn', out: 'adjustmentsOut' },
  SALE: { in: 'voidedSalesIn', out: 'salesOut' },
  SALE_VOID: { in: 'voidedSalesIn', out: 'salesOut' },
  RETURN: { in: 'returnsIn', out: 'supplierReturnsOut' },
  // A customer return brings goods back; the replacement unit it sends out leaves to a customer like a sale.
  RMA: { in: 'returnsIn', out: 'salesOut' },
  SUPPLIER_RETURN: { in: 'purchaseReceiptsIn', out: 'supplierReturnsOut' },
  // A shop's opening stock (an import) counts in like an adjustment; its undo takes it out the same way.
  OPENING_STOCK: { in: 'adjustmentsIn', out: 'adjustmentsOut' },
  // A physical count's differences: what was found over the books, and what was short.
  STOCK_COUNT: { in: 'stockCountsIn', out: 'stockCountsOut' },
};

const quantities = <C extends string>(columns: readonly C[]) =>
  Object.fromEntries(columns.map((c) => [c, z.number()])) as Record<C, z.ZodNumber>;

export const inventoryLedgerRow = z.object({
  /** productId-locationId: one row per product per location. */
  id: z.string(),
  productId: z.number(),
  sku: z.string(),
  productName: z.string(),
  locationId: z.number(),
  locationName: z.string(),
  baseUnit: z.string().nullable(),
  opening: z.number(),
  ...quantities(LEDGER_IN_COLUMNS),
  totalIn: z.number(),
  ...quantities(LEDGER_OUT_COLUMNS),
  totalOut: z.number(),
  closing: z.number(),
  /** The product's moving average cost per base unit today, and the closing quantity at it (2 decimals). */
  unitCost: z.number(),
  closingValue: z.number(),
});
export type InventoryLedgerRow = z.infer<typeof inventoryLedgerRow>;

export const inventoryLedgerTotals = z.object({
  opening: z.number(),
  totalIn: z.number(),
  totalOut: z.number(),
  closing: z.number(),
  closingValue: z.number(),
  rows: z.number(),
});

export type InventoryLedgerQuery = ReportPeriod & {
  locationId?: number;
  productId?: number;
  productCategoryId?: number;
  productBrandId?: number;
};

const SORTS: Record<string, string> = {
  productName: 'product_name',
  sku: 'sku',
  locationName: 'location_name',
  opening: 'opening',
  totalIn: 'total_in',
  totalOut: 'total_out',
  closing: 'closing',
  closingValue: 'closing_value',
};

/**
 * Reads `date[between]=from,to` (default: this month), `locationId`, `productId`,
 * `productCategoryId`, `productBrandId`, `globalFilter` (SKU or name), `sort`, `page`, `pageSize`
 * and `timezone`/`timezoneOffset`.
 */
export function readInventoryLedgerQuery(params: unknown, options: { now?: Date } = {}): InventoryLedgerQuery {
  const period = readReportPeriod(readListQuery(params), {
    dateColumn: 'date',
    idFilters: ['locationId', 'productId', 'productCategoryId', 'productBrandId'],
    ...options,
  });
  const unknownSorts = period.rest.sorts.filter((s) => !Object.hasOwn(SORTS, s.column));
  if (unknownSorts.length > 0) throw badQuery({ sort: unknownSorts.map((s) => `The inventory ledger cannot be sorted by '${s.column}'.`) });
  return { ...period, ...period.ids };
}

/** What keeps a carried product × location row: the shop, products (not services or bundles) and the query's filters. */
function rowFilters(q: InventoryLedgerQuery, shop: number | null): SQL {
  const filters: SQL[] = [sql`s.tenant_id = ${shop}`, sql`s.carried`, sql`p.type = 'PRODUCT'`];
  if (q.locationId !== undefined) filters.push(sql`s.location_id = ${q.locationId}`);
  if (q.productId !== undefined) filters.push(sql`s.product_id = ${q.productId}`);
  if (q.productCategoryId !== undefined) filters.push(sql`p.category_id = ${q.productCategoryId}`);
  if (q.productBrandId !== undefined) filters.push(sql`p.brand_id = ${q.productBrandId}`);
  const search = q.rest.globalFilter?.trim();
  if (search) {
    const like = containsPattern(search);
    filters.push(sql`(p.sku ilike ${like} or p.product_name ilike ${like})`);
  }
  return sql.join(filters, sql` and `);
}

/**
 * Per product × location, over the movements `m` from the period's start on: their sum (since_start),
 * the part after the period (after_end), how many fell in the period (moves) and the units in and out
 * per source column. Grouped by product and location for every row at once, or for one row (lateral).
 */
function movementSums(q: InventoryLedgerQuery): SQL {
  const { end } = periodInstants(q);
  const inPeriod = sql`m.created_at <= ${end.toISOString()}::timestamptz`;
  const sums = (side: 'in' | 'out', column: string) => {
    const sources = Object.entries(SOURCE_COLUMNS)
      .filter(([, c]) => c[side] === column)
      .map(([s]) => s);
    const sign = side === 'in' ? sql`m.quantity > 0` : sql`m.quantity < 0`;
    const known = sql.join(
      Object.keys(SOURCE_COLUMNS).map((s) => sql`${s}`),
      sql`, `,
    );
    const which =
      column === 'otherIn' || column === 'otherOut'
        ? sql`m.source_type not in (${known})`
        : sql`m.source_type in (${sql.join(
            sources.map((s) => sql`${s}`),
            sql`, `,
          )})`;
    return sql`coalesce(sum(abs(m.quantity)) filter (where ${inPeriod} and ${sign} and ${which}), 0) as ${sql.identifier(column)}`;
  };
  return sql`sum(m.quantity) as since_start,
             coalesce(sum(m.quantity) filter (where m.created_at > ${end.toISOString()}::timestamptz), 0) as after_end,
             count(*) filter (where ${inPeriod}) as moves,
             ${sql.join(
               LEDGER_IN_COLUMNS.map((c) => sums('in', c)),
               sql`, `,
             )},
             ${sql.join(
               LEDGER_OUT_COLUMNS.map((c) => sums('out', c)),
               sql`, `,
             )}`;
}

/** A row's columns, from stock_levels `s`, products `p`, stock_locations `l`, units `u` and its movement sums `mv`. */
function rowColumns(): SQL {
  const inColumns = LEDGER_IN_COLUMNS.map((c) => sql`${sql.identifier(c)}`);
  const outColumns = LEDGER_OUT_COLUMNS.map((c) => sql`${sql.identifier(c)}`);
  // Opening and closing come from today's on hand less what moved since.
  return sql`s.product_id, p.sku, p.product_name, s.location_id, l.name as location_name, u.unit as base_unit,
             s.on_hand - coalesce(mv.since_start, 0) as opening,
             ${sql.join(
               [...LEDGER_IN_COLUMNS, ...LEDGER_OUT_COLUMNS].map((c) => sql`coalesce(mv.${sql.identifier(c)}, 0) as ${sql.identifier(c)}`),
               sql`, `,
             )},
             ${sql.join(
               inColumns.map((c) => sql`coalesce(mv.${c}, 0)`),
               sql` + `,
             )} as total_in,
             ${sql.join(
               outColumns.map((c) => sql`coalesce(mv.${c}, 0)`),
               sql` + `,
             )} as total_out,
             s.on_hand - coalesce(mv.after_end, 0) as closing,
             coalesce(p.cost, 0) as unit_cost,
             round((s.on_hand - coalesce(mv.after_end, 0)) * coalesce(p.cost, 0), 2) as closing_value`;
}

const ROW_JOINS = sql`
        join products p on p.tenant_id = s.tenant_id and p.id = s.product_id
        join stock_locations l on l.tenant_id = s.tenant_id and l.id = s.location_id
        left join units_of_measure u on u.tenant_id = p.tenant_id and u.unit_class_id = p.unit_class_id and u.is_base`;

/** A row is listed when it held stock at the period's start or something moved in the period. */
const LISTED = sql`(s.on_hand - coalesce(mv.since_start, 0) <> 0 or coalesce(mv.moves, 0) > 0)`;

/**
 * The statement's body (`ledger`): every carried product × location of the shop that had stock or
 * movements in the period. Only the period's movements and later ones are read, never the whole
 * history, all of them grouped at once: what a sort by a computed column and an export need.
 */
function ledgerRows(q: InventoryLedgerQuery, shop: number | null): SQL {
  const { start } = periodInstants(q);
  return sql`
    with moved as (
      select m.product_id, m.location_id, ${movementSums(q)}
        from stock_movements m
       where m.tenant_id = ${shop} and m.created_at >= ${start.toISOString()}::timestamptz
       group by m.product_id, m.location_id
    ),
    ledger as (
      select ${rowColumns()}
        from stock_levels s ${ROW_JOINS}
        left join moved mv on mv.product_id = s.product_id and mv.location_id = s.location_id
       where ${rowFilters(q, shop)} and ${LISTED}
    )`;
}

/**
 * The same rows (`ledger`) with each row's movements summed for that row alone (through
 * stock_movements_product_idx), so that a list ordered by product name or SKU (products_name_order_idx,
 * products_sku_order_idx) stops after its page instead of grouping the period's movements of every row.
 */
function ledgerRowsOneByOne(q: InventoryLedgerQuery, shop: number | null): SQL {
  const { start } = periodInstants(q);
  return sql`
    with ledger as (
      select ${rowColumns()}
        from stock_levels s ${ROW_JOINS}
        cross join lateral (
          select ${movementSums(q)}
            from stock_movements m
           where m.tenant_id = ${shop} and m.product_id = s.product_id and m.location_id = s.location_id
             and m.created_at >= ${start.toISOString()}::timestamptz
        ) mv
       where ${rowFilters(q, shop)} and ${LISTED}
    )`;
}

/**
 * The totals over every listed row without listing them. A row left out (no stock at the start, nothing
 * moved in the period) adds 0 to every figure, so the sums run over every row the filters keep; only the
 * count asks which are listed. Units in and out in total need no source columns: a movement in the
 * period counts in Σ in (above zero) or Σ out (below), whatever its source; what moved after the period
 * is read apart (none for a period ending today). Opening = closing − in + out, row by row and so in sum.
 */
function ledgerTotals(q: InventoryLedgerQuery, shop: number | null): SQL {
  const { start, end } = periodInstants(q);
  return sql`
    with moved as (
      select m.product_id, m.location_id,
             coalesce(sum(m.quantity) filter (where m.quantity > 0), 0) as total_in,
             coalesce(sum(-m.quantity) filter (where m.quantity < 0), 0) as total_out
        from stock_movements m
       where m.tenant_id = ${shop} and m.created_at >= ${start.toISOString()}::timestamptz
         and m.created_at <= ${end.toISOString()}::timestamptz
       group by m.product_id, m.location_id
    ),
    late as (
      select m.product_id, m.location_id, sum(m.quantity) as after_end
        from stock_movements m
       where m.tenant_id = ${shop} and m.created_at > ${end.toISOString()}::timestamptz
       group by m.product_id, m.location_id
    ),
    sums as (
      select count(*) filter (where mv.product_id is not null or s.on_hand <> coalesce(lt.after_end, 0))::int as rows,
             count(*)::int as kept,
             coalesce(sum(mv.total_in), 0) as total_in,
             coalesce(sum(mv.total_out), 0) as total_out,
             coalesce(sum(s.on_hand - coalesce(lt.after_end, 0)), 0) as closing,
             coalesce(sum(round((s.on_hand - coalesce(lt.after_end, 0)) * coalesce(p.cost, 0), 2)), 0) as closing_value
        from stock_levels s
        join products p on p.tenant_id = s.tenant_id and p.id = s.product_id
        join stock_locations l on l.tenant_id = s.tenant_id and l.id = s.location_id
        left join moved mv on mv.product_id = s.product_id and mv.location_id = s.location_id
        left join late lt on lt.product_id = s.product_id and lt.location_id = s.location_id
       where ${rowFilters(q, shop)}
    )
    select rows, kept, closing - total_in + total_out as opening, total_in, total_out, closing, closing_value from sums`;
}

/**
 * The same totals without reading every stock row, when the query narrows by nothing but a location and
 * nothing moved there after the period (a period that ends today or later): closing units and value
 * are the shop's stock now, kept per location in stock_totals by triggers (`stockTotals`); units in and
 * out are the period's movements, by hour from stock_moves_by_hour (every movement lies on a
 * carried stock row: moving stock makes a row carried, nothing makes it not, and a product whose stock
 * moved keeps its type (save-product.ts) and its rows); the rows listed are those holding stock now, and
 * those at zero that moved in the period. Undefined when the query does not qualify.
 */
async function totalsKept(tx: Tx, q: InventoryLedgerQuery, shop: number | null): Promise<Record<string, unknown> | undefined> {
  if (q.productId !== undefined || q.productCategoryId !== undefined || q.productBrandId !== undefined) return undefined;
  if (q.rest.globalFilter?.trim()) return undefined;
  const { start, end } = periodInstants(q);
  const instant = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
  const [from, to] = [instant(start.getTime()), instant(end.getTime())];
  const at = (alias: string) => (q.locationId === undefined ? sql`` : sql`and ${sql.identifier(alias)}.location_id = ${q.locationId}`);
  const later = await tx.execute<{ later: boolean }>(
    sql`select exists (select 1 from stock_movements m where m.tenant_id = ${shop} and m.created_at > ${to} ${at('m')}) as later`,
  );
  if (later.rows[0]!.later) return undefined;
  const stock = await stockTotals(tx, q.locationId);
  // Units in and out: the whole UTC hours of the period from stock_moves_by_hour, the parts of an hour
  // at either end (a zone whose days do not start on the hour) from the movements themselves.
  const HOUR = 3_600_000;
  const firstHour = Math.ceil(start.getTime() / HOUR) * HOUR;
  const hoursEnd = Math.floor((end.getTime() + 1) / HOUR) * HOUR;
  const edges: [number, number][] =
    firstHour < hoursEnd
      ? [
          [start.getTime(), firstHour],
          [hoursEnd, end.getTime() + 1],
        ]
      : [[start.getTime(), end.getTime() + 1]];
  const edgeMoves = edges
    .filter(([a, b]) => a < b)
    .map(
      ([a, b]) => sql`select m.quantity from stock_movements m
                        where m.tenant_id = ${shop} and m.created_at >= ${instant(a)} and m.created_at < ${instant(b)} ${at('m')}`,
    );
  const inPeriod = sql`m.tenant_id = ${shop} and m.created_at >= ${from} and m.created_at <= ${to} ${at('m')}`;
  // A row at zero now is listed when it moved in the period: looked for only when some carried row is
  // at zero, each by its movements in the period (stock_movements_product_idx). Not by the movement
  // that left it at zero: ledger order is not time order (a transaction that began earlier can write
  // its rows later), so that movement may lie before the period while others lie in it.
  const emptied =
    stock.rows === stock.stocked
      ? sql`0`
      : sql`(select count(*) from stock_levels s
              where s.tenant_id = ${shop} and s.carried and s.on_hand = 0 ${at('s')}
                and exists (select 1 from stock_movements m
                             where ${inPeriod} and m.product_id = s.product_id and m.location_id = s.location_id))::int`;
  const moved = await tx.execute<Record<string, unknown>>(sql`
    with hours as (
      select coalesce(sum(h.units_in), 0) as units_in, coalesce(sum(h.units_out), 0) as units_out
        from stock_moves_by_hour h
       where h.tenant_id = ${shop} and h.moved_hour >= ${instant(firstHour)} and h.moved_hour < ${instant(hoursEnd)} ${at('h')}
    ), edges as (
      select coalesce(sum(e.quantity) filter (where e.quantity > 0), 0) as units_in,
             coalesce(sum(-e.quantity) filter (where e.quantity < 0), 0) as units_out
        from (${edgeMoves.length > 0 ? sql.join(edgeMoves, sql` union all `) : sql`select 0::numeric as quantity where false`}) e
    )
    select hours.units_in + edges.units_in as total_in, hours.units_out + edges.units_out as total_out, ${emptied} as emptied
      from hours, edges`);
  const m = moved.rows[0]!;
  const totalIn = qty.add(0, String(m.total_in));
  const totalOut = qty.add(0, String(m.total_out));
  return {
    rows: stock.stocked + n(m.emptied),
    kept: stock.rows,
    opening: qty.add(qty.sub(stock.onHand, totalIn), totalOut),
    total_in: totalIn,
    total_out: totalOut,
    closing: stock.onHand,
    closing_value: stock.value,
  };
}

/** Sorts whose order an index gives, so the page is found before any row's figures are worked out. */
const SORTS_BY_INDEX = new Set(['productName', 'sku']);

/**
 * How many kept rows, at most, a page in index order works out one by one (0.03–0.09 ms each on the
 * benchmark shop under load, against 1.5–3 s to group every row's movements for one page): a deep
 * page, or a period in which few of the kept rows are listed (before most products moved), groups.
 */
const ONE_BY_ONE_LIMIT = 20_000;

/** One page of the inventory ledger, the totals over every row the filters keep, and the period read. */
export async function inventoryLedger(
  tx: Tx,
  q: InventoryLedgerQuery,
  /**
   * Forces one way of finding the page, and the totals summed over every stock row (tests compare them);
   * by default the sort and the page's depth choose, and the totals come from stock_totals when they can.
   */
  options: { oneByOne?: boolean; summedTotals?: boolean } = {},
) {
  await withoutJit(tx);
  // The period's movements grouped per product × location (86,000 in a month of the benchmark shop) hash in memory.
  await tx.execute(sql`set local work_mem = '64MB'`);
  const shop = tenantOf(tx);
  const total =
    (options.summedTotals ? undefined : await totalsKept(tx, q, shop)) ??
    (await tx.execute<Record<string, unknown>>(ledgerTotals(q, shop))).rows[0]!;
  const sorts = q.rest.sorts.length > 0 ? q.rest.sorts : [{ column: 'productName', direction: 'asc' as const }];
  const offset = (q.rest.page - 1) * q.rest.pageSize;
  const listed = n(total.rows);
  // The kept rows read one by one until the page is full, if listed rows are spread evenly among them.
  const readOneByOne = listed === 0 ? 0 : Math.min(n(total.kept), ((offset + q.rest.pageSize) * n(total.kept)) / listed);
  const oneByOne = options.oneByOne ?? (sorts.every((s) => SORTS_BY_INDEX.has(s.column)) && readOneByOne <= ONE_BY_ONE_LIMIT);
  const body = oneByOne ? ledgerRowsOneByOne(q, shop) : ledgerRows(q, shop);
  const orderBy = productLocationOrder(sorts, SORTS);
  const rows =
    offset >= listed
      ? { rows: [] }
      : await tx.execute<Record<string, unknown>>(
          sql`${body} select * from ledger order by ${orderBy} limit ${q.rest.pageSize} offset ${offset}`,
        );
  const count = n(total.rows);
  return {
    data: rows.rows.map(toInventoryLedgerRow),
    totals: {
      rows: count,
      opening: n(total.opening),
      totalIn: n(total.total_in),
      totalOut: n(total.total_out),
      closing: n(total.closing),
      closingValue: n(total.closing_value),
    },
    meta: pageMeta(q.rest.page, q.rest.pageSize, count),
    period: { from: q.from, to: q.to, timeZone: q.timeZone },
  };
}

/** Every row the filters keep (an export), in the list's order, read page by page. */
export const allInventoryLedgerStatement = (tx: Tx, q: InventoryLedgerQuery, limit: number): SQL =>
  sql`${ledgerRows(q, tenantOf(tx))} select * from ledger order by ${productLocationOrder([], SORTS)} limit ${limit}`;

export function toInventoryLedgerRow(r: Record<string, unknown>): InventoryLedgerRow {
  return {
    ...productLocationFields(r),
    opening: n(r.opening),
    ...Object.fromEntries([...LEDGER_IN_COLUMNS, ...LEDGER_OUT_COLUMNS].map((c) => [c, n(r[c])])),
    totalIn: n(r.total_in),
    totalOut: n(r.total_out),
    closing: n(r.closing),
    unitCost: n(r.unit_cost),
    closingValue: n(r.closing_value),
  } as InventoryLedgerRow;
}

import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@oim/shared/list-query';
import { hasPermission } from '@oim/shared/permissions';
import { STOCK_COUNT_LINE_STATES, type StockCountLine } from '@oim/shared/schemas/stock-counts';
import type { Tx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { escapeLike } from '../../platform/resource/list';

/**
 * Each line of a count with its figures (an SQL relation): the ledger's movements of the product at
 * the location since the start (ids after start_movement_id), up to the line's last entry when it
 * was counted, without the count's own rows; expected = on-hand at start + those; the difference
 * when counted; the product's moving average cost. A POSTED count's lines answer what the post kept.
 */
export function lineFigures(tenantId: number, countId: number): SQL {
  return sql`(
    select l.id, l.product_id, l.on_hand_at_start, l.counted, l.last_entry_at, l.entry_count,
           p.sku, p.product_name, p.is_serialized, pc.category_name, u.unit,
           f.movements, l.on_hand_at_start + f.movements as expected,
           case when c.status = 'POSTED' then l.difference when l.counted is not null then l.counted - (l.on_hand_at_start + f.movements) end as difference,
           case when c.status = 'POSTED' then l.unit_cost else coalesce(p.average_cost, p.cost) end as unit_cost
      from stock_count_lines l
      join stock_counts c on c.tenant_id = l.tenant_id and c.id = l.stock_count_id
      join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
      left join product_categories pc on pc.tenant_id = p.tenant_id and pc.id = p.category_id
      left join units_of_measure u on u.tenant_id = p.tenant_id and u.unit_class_id = p.unit_class_id and u.is_base
      cross join lateral (
        select case when c.status = 'POSTED' then coalesce(l.expected, l.on_hand_at_start) - l.on_hand_at_start
               else coalesce((select sum(m.quantity) from stock_movements m
                               where m.tenant_id = l.tenant_id and m.product_id = l.product_id and m.location_id = c.location_id
                                 and m.id > l.start_movement_id
                                 and (l.counted is null or m.created_at <= l.last_entry_at)
                                 and not (m.source_type = 'STOCK_COUNT' and m.source_id = c.id)), 0) end as movements
      ) f
     where l.tenant_id = ${tenantId} and l.stock_count_id = ${countId})`;
}

const SORTS: Record<string, SQL> = {
  productName: sql`x.product_name`,
  sku: sql`x.sku`,
  category: sql`x.category_name`,
  difference: sql`x.difference`,
  counted: sql`x.counted`,
};

const one = (label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v[v.length - 1]! : v))
    .optional()
    .meta({ description: label });

const positive = (label: string, max: number) =>
  one(label).pipe(
    z
      .string()
      .regex(/^\d{1,7}$/, { error: `The ${label} must be a whole number.` })
      .transform(Number)
      .refine((n) => n >= 1 && n <= max, { error: `The ${label} must be between 1 and ${max}.` })
      .optional(),
  );

/** GET …/{id}/lines: page, pageSize, sort (column,asc|desc), state, search. */
export const linesQuery = z
  .object({
    page: positive('page', 1_000_000),
    pageSize: positive('page size', PAGE_SIZE_MAX),
    sort: one('productName, sku, category, difference or counted; ,asc or ,desc').pipe(
      z
        .string()
        .regex(/^(productName|sku|category|difference|counted)(,(asc|desc))?$/, {
          error: 'Sort by productName, sku, category, difference or counted, then ,asc or ,desc.',
        })
        .optional(),
    ),
    state: one(STOCK_COUNT_LINE_STATES.join(' | ')).pipe(
      z.enum(STOCK_COUNT_LINE_STATES, { error: `The state must be one of ${STOCK_COUNT_LINE_STATES.join(', ')}.` }).optional(),
    ),
    search: one('Text in the SKU or the name').pipe(
      z.string().max(200, { error: 'The search may have at most 200 characters.' }).optional(),
    ),
    // The list protocol's names: globalFilter is the search, and a line has no relations to load.
    globalFilter: one('Text in the SKU or the name (the list protocol’s name of search)').pipe(
      z.string().max(200, { error: 'The search may have at most 200 characters.' }).optional(),
    ),
    relations: one('None: a line has no relations to load').pipe(
      z.string().max(0, { error: 'A stock count’s lines have no relations to load.' }).optional(),
    ),
  })
  .catchall(z.union([z.string(), z.array(z.string())]).meta({ description: 'Filters by name: state and search above.' }));
export type LinesQuery = z.output<typeof linesQuery>;

/** Line fields of StockCountLine, documented for the API. */
export const stockCountLineSchema = z.object({
  id: z.number(),
  productId: z.number(),
  sku: z.string(),
  productName: z.string(),
  categoryName: z.string().nullable(),
  unit: z.string(),
  isSerialized: z.boolean(),
  onHandAtStart: z.string().nullable(),
  movementsSinceStart: z.string().nullable(),
  expected: z.string().nullable(),
  counted: z.string().nullable(),
  difference: z.string().nullable(),
  differenceValue: z.string().nullable(),
  lastCountedAt: z.string().nullable(),
  entryCount: z.number(),
}) satisfies z.ZodType<StockCountLine>;

type LineRow = {
  id: string | number;
  product_id: string | number;
  sku: string;
  product_name: string;
  category_name: string | null;
  unit: string | null;
  is_serialized: boolean;
  on_hand_at_start: string;
  movements: string;
  expected: string;
  counted: string | null;
  difference: string | null;
  difference_value: string | null;
  last_entry_at: string | Date | null;
  entry_count: number;
  total: string | number;
};

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** The lines of a count (404 for another shop's); a blind count hides expected figures from whoever may not create counts. */
export async function countLines(
  tx: Tx,
  tenantId: number,
  countId: number,
  query: LinesQuery,
  viewer: { permissions: ReadonlySet<string> },
): Promise<{ data: StockCountLine[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }> {
  const counts = await tx.execute<{ blind: boolean }>(
    sql`select blind from stock_counts where tenant_id = ${tenantId} and id = ${countId}`,
  );
  const count = counts.rows[0];
  if (!count) throw notFound('stock count');
  const hide = count.blind && !hasPermission(viewer.permissions, 'Create Stock Counts');

  const page = query.page ?? 1;
  const perPage = query.pageSize ?? PAGE_SIZE_DEFAULT;
  const [column, direction] = (query.sort ?? 'productName,asc').split(',');
  const order = direction === 'desc' ? sql`desc nulls last` : sql`asc nulls first`;
  const where: SQL[] = [sql`true`];
  if (query.state === 'COUNTED') where.push(sql`x.counted is not null`);
  if (query.state === 'UNCOUNTED') where.push(sql`x.counted is null`);
  if (query.state === 'DIFFERENCE') where.push(sql`x.difference <> 0`);
  const search = (query.search ?? query.globalFilter)?.replace(/\0/g, '').trim();
  if (search) {
    const like = `%${escapeLike(search.toLowerCase())}%`;
    where.push(sql`(lower(x.sku) like ${like} or lower(x.product_name) like ${like})`);
  }
  const result = await tx.execute<LineRow>(sql`
    select x.*, round(x.difference * x.unit_cost, 2)::text as difference_value, count(*) over () as total
      from ${lineFigures(tenantId, countId)} x
     where ${sql.join(where, sql` and `)}
     order by ${SORTS[column!]!} ${order}, x.product_name, x.id
     limit ${perPage} offset ${(page - 1) * perPage}`);
  const total = Number(result.rows[0]?.total ?? 0);
  const q = (v: string | null) => (v === null ? null : trim(v));
  const data = result.rows.map((r): StockCountLine => ({
    id: Number(r.id),
    productId: Number(r.product_id),
    sku: r.sku,
    productName: r.product_name,
    categoryName: r.category_name,
    unit: r.unit ?? '',
    isSerialized: r.is_serialized,
    onHandAtStart: hide ? null : q(r.on_hand_at_start),
    movementsSinceStart: hide ? null : q(r.movements),
    expected: hide ? null : q(r.expected),
    counted: q(r.counted),
    difference: hide ? null : q(r.difference),
    differenceValue: hide || r.difference_value === null ? null : r.difference_value,
    lastCountedAt: iso(r.last_entry_at),
    entryCount: Number(r.entry_count),
  }));
  return { data, meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) } };
}

/** A decimal as text without trailing zeros: 5.5000 → 5.5, 2.0000 → 2. */
export function trim(v: string | number): string {
  const s = String(v);
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
}

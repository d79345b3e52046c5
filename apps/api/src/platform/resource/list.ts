import { and, desc, eq, gt, gte, ilike, inArray, is, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import { lastPage, parseListQuery, type ColumnFilter, type ListMeta, type ListQuery } from '@oim/shared/list-query';
import { tenantOf, type Tx } from '../../db/client';
import { addFieldError, fieldErrors, hasFieldErrors, type FieldErrors } from '@oim/shared/field-errors';
import { isIsoDateTime } from '@oim/shared/schemas/fields';
import { badQuery } from '../errors';
import { dayRange, isValidDate, zoneOf, type Zone } from '../time-zone';
import { visibleFields, type Field, type Resource, type Row, type Viewer } from './define';
import { loadRelations, relationsForbidden, relationTree, type KnownRows, type RelationTree } from './relations';
import { present, selectRows, shopWhere } from './rows';

const INTEGER = /^-?\d{1,15}$/;
const DECIMAL = /^-?\d{1,12}(\.\d{1,4})?$/;

/** A typed text made literal inside a LIKE pattern (its %, _ and backslash escaped). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

type Bound = 'start' | 'end';

/** One filter value converted for its field's type, or an error message. */
function coerce(field: Field, raw: string, zone: Zone, bound: Bound): { value: unknown } | { error: string } {
  const value = raw.trim();
  switch (field.type) {
    case 'text':
    case 'json':
      return { value: raw };
    case 'integer':
      return INTEGER.test(value) ? { value: Number(value) } : { error: `'${raw}' is not a whole number.` };
    case 'decimal':
      return DECIMAL.test(value) ? { value } : { error: `'${raw}' is not a number.` };
    case 'boolean': {
      const v = value.toLowerCase();
      if (['true', '1', 'yes'].includes(v)) return { value: true };
      if (['false', '0', 'no'].includes(v)) return { value: false };
      return { error: `'${raw}' is not true or false.` };
    }
    case 'enum':
      return field.values?.includes(value) ? { value } : { error: `'${raw}' is not one of ${field.values?.join(', ')}.` };
    case 'date':
      return isValidDate(value) ? { value } : { error: `'${raw}' is not a date (YYYY-MM-DD).` };
    case 'datetime': {
      if (isValidDate(value)) {
        const range = dayRange(zone, value);
        return { value: bound === 'start' ? range.from : range.to };
      }
      if (isIsoDateTime(value)) return { value: new Date(value) };
      return { error: `'${raw}' is not a date (YYYY-MM-DD) nor a date and time with its zone (ISO 8601).` };
    }
  }
}

function condition(field: Field, filter: ColumnFilter, zone: Zone, errors: FieldErrors, key: string): SQL | undefined {
  const col = field.column as PgColumn;
  const { comparison, value } = filter;
  const one = (raw: string, bound: Bound) => {
    const result = coerce(field, raw, zone, bound);
    if ('error' in result) {
      addFieldError(errors, key, result.error);
      return undefined;
    }
    return result.value;
  };
  const isDay = field.type === 'datetime' && isValidDate(value.trim());

  switch (comparison) {
    case 'like': {
      if (field.type !== 'text') {
        addFieldError(errors, key, `The column '${filter.column}' cannot be searched with like.`);
        return undefined;
      }
      return ilike(col, `%${escapeLike(value)}%`);
    }
    case 'eq': {
      if (isDay) {
        const from = one(value, 'start');
        const to = one(value, 'end');
        return from === undefined ? undefined : and(gte(col, from), lte(col, to));
      }
      const v = one(value, 'start');
      return v === undefined ? undefined : eq(col, v);
    }
    case 'ne': {
      const v = one(value, 'start');
      return v === undefined ? undefined : ne(col, v);
    }
    case 'gt': {
      const v = one(value, isDay ? 'end' : 'start');
      return v === undefined ? undefined : gt(col, v);
    }
    case 'gte': {
      const v = one(value, 'start');
      return v === undefined ? undefined : gte(col, v);
    }
    case 'lt': {
      const v = one(value, 'start');
      return v === undefined ? undefined : lt(col, v);
    }
    case 'lte': {
      const v = one(value, 'end');
      return v === undefined ? undefined : lte(col, v);
    }
    case 'in': {
      const parts = value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      if (parts.length === 0 || parts.length > 1000) {
        addFieldError(errors, key, 'The in filter needs between 1 and 1000 comma-separated values.');
        return undefined;
      }
      const values = parts.map((p) => one(p, 'start'));
      return values.some((v) => v === undefined) ? undefined : inArray(col, values);
    }
    case 'between': {
      const parts = value.split(',').map((s) => s.trim());
      if (parts.length !== 2 || parts[0] === '' || parts[1] === '') {
        addFieldError(errors, key, 'The between filter needs two comma-separated values.');
        return undefined;
      }
      if (field.type === 'text' || field.type === 'boolean' || field.type === 'enum') {
        addFieldError(errors, key, `The column '${filter.column}' cannot be compared with between.`);
        return undefined;
      }
      const from = one(parts[0]!, 'start');
      const to = one(parts[1]!, 'end');
      return from === undefined || to === undefined ? undefined : and(gte(col, from), lte(col, to));
    }
  }
}

export type ListPlan = {
  where: SQL | undefined;
  orderBy: SQL[];
  relations: RelationTree;
  page: number;
  pageSize: number;
};

/** Checks a parsed list query against the resource and turns it into SQL pieces. Unknown names → 400. */
export function planList(resource: Resource, query: ListQuery, extraWhere: SQL[] = [], viewer?: Viewer): ListPlan {
  const fields = visibleFields(resource, viewer);
  const errors = fieldErrors();
  const zone = zoneOf(query.timezone, query.timezoneOffset);
  if ('error' in zone) addFieldError(errors, query.timezone !== undefined ? 'timezone' : 'timezoneOffset', zone.error);
  const z: Zone = 'error' in zone ? { name: 'UTC' } : zone;

  const conditions: SQL[] = [...extraWhere];
  for (const filter of query.filters) {
    const key = filter.comparison === 'eq' ? filter.column : `${filter.column}[${filter.comparison}]`;
    const field = Object.hasOwn(fields, filter.column) ? fields[filter.column] : undefined;
    if (!field || field.filter === false) {
      addFieldError(errors, key, `Unknown filter column '${filter.column}'.`);
      continue;
    }
    if (filter.value.trim() === '' && filter.comparison !== 'eq') continue;
    if (filter.value === '') continue;
    const c = condition(field, filter, z, errors, key);
    if (c) conditions.push(c);
  }

  if (query.globalFilter) {
    const searchable = Object.values(fields).filter((f) => f.search);
    if (searchable.length > 0) {
      const pattern = `%${escapeLike(query.globalFilter)}%`;
      conditions.push(or(...searchable.map((f) => ilike(f.column as PgColumn, pattern)))!);
    }
  }

  for (const key of ['stocksFilter', 'priceFilter'] as const) {
    const value = query[key];
    if (value === undefined || value === 'all') continue;
    const special = resource.specialFilters?.[key];
    if (!special) {
      addFieldError(errors, key, `The ${key} is not available here.`);
      continue;
    }
    const c = special(value);
    // Values outside the allowed three are ignored (spec 4).
    if (c) conditions.push(c);
  }

  const orderBy: SQL[] = [];
  const sorts = query.sorts.length > 0 ? query.sorts : (resource.defaultSort ?? [{ column: 'id', direction: 'desc' as const }]);
  for (const sort of sorts) {
    const field = Object.hasOwn(fields, sort.column) ? fields[sort.column] : undefined;
    if (!field || field.sort === false) {
      addFieldError(errors, 'sort', `Unknown sort column '${sort.column}'.`);
      continue;
    }
    // Text sorts the way people read it: case does not matter, whatever the database's collation.
    const key = field.type === 'text' ? sql`lower(${field.column})` : sql`${field.column}`;
    // A NOT NULL column sorts without a nulls clause, which then matches its btree index: the
    // planner reads the first page in index order instead of sorting every row of the filter.
    if (is(field.column, PgColumn) && field.column.notNull) orderBy.push(sort.direction === 'desc' ? sql`${key} desc` : sql`${key} asc`);
    else orderBy.push(sort.direction === 'desc' ? sql`${key} desc nulls last` : sql`${key} asc nulls first`);
  }
  // A stable tie-breaker so pages never overlap.
  if (!sorts.some((s) => s.column === 'id')) orderBy.push(desc(resource.fields.id.column as PgColumn));

  const denied: string[] = [];
  const relations = relationTree(resource, query.relations, errors, viewer, denied);

  if (hasFieldErrors(errors)) throw badQuery(errors);
  if (denied.length > 0) throw relationsForbidden(denied);
  return { where: conditions.length > 0 ? and(...conditions) : undefined, orderBy, relations, page: query.page, pageSize: query.pageSize };
}

/** Reads raw query-string parameters, or answers 400 naming what is wrong. */
export function readListQuery(params: unknown): ListQuery {
  const parsed = parseListQuery((params ?? {}) as Record<string, string | string[] | undefined>);
  if (!parsed.ok) throw badQuery(parsed.errors);
  return parsed.query;
}

export type Page = { data: Row[]; meta: ListMeta };

export type ListOptions = { extraWhere?: SQL[]; viewer?: Viewer };

/** The list protocol end to end: filter, search, sort, page, count, relations. */
export async function listResource(tx: Tx, resource: Resource, query: ListQuery, options: ListOptions = {}): Promise<Page> {
  const { viewer } = options;
  const plan = planList(resource, query, options.extraWhere ?? [], viewer);
  // The resource's cheaper count source knows the list's own filters, not the caller's extra ones.
  const countSource = (options.extraWhere ?? []).length === 0 ? resource.countFrom?.(query, tenantOf(tx)) : undefined;
  const [countRow] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(countSource ?? resource.table)
    .where(shopWhere(tx, countSource ?? resource.table, plan.where));
  const total = Number(countRow?.total ?? 0);
  const offset = (plan.page - 1) * plan.pageSize;
  const rows =
    offset >= total
      ? []
      : await selectRows(tx, resource, { where: plan.where, orderBy: plan.orderBy, limit: plan.pageSize, offset, viewer });
  await loadRelations(tx, resource, rows, plan.relations, viewer);
  return {
    data: rows,
    meta: { current_page: plan.page, per_page: plan.pageSize, total, last_page: lastPage(total, plan.pageSize) },
  };
}

/** The relation tree of a show, or 400 naming unknown relations, or 403 naming those the viewer may not load. */
function checkedRelations(resource: Resource, relations: string[], viewer?: Viewer): RelationTree {
  const errors = fieldErrors();
  const denied: string[] = [];
  const tree = relationTree(resource, relations, errors, viewer, denied);
  if (hasFieldErrors(errors)) throw badQuery(errors);
  if (denied.length > 0) throw relationsForbidden(denied);
  return tree;
}

/** One record by id with the asked relations, or undefined (also when it is another shop's). */
export async function findResource(
  tx: Tx,
  resource: Resource,
  id: number,
  relations: string[] = [],
  viewer?: Viewer,
): Promise<Row | undefined> {
  const tree = checkedRelations(resource, relations, viewer);
  const [row] = await selectRows(tx, resource, { where: eq(resource.fields.id.column as PgColumn, id), viewer });
  if (!row) return undefined;
  await loadRelations(tx, resource, [row], tree, viewer);
  return row;
}

/**
 * A record the caller has just written, answered as findResource would read it back, without
 * reading it back: `raw` is its row as a select of all its fields answers (e.g. from RETURNING),
 * and relations come from `known` where it holds them (see KnownRows), else from the database.
 */
export async function answerResource(
  tx: Tx,
  resource: Resource,
  raw: Record<string, unknown>,
  relations: string[],
  viewer: Viewer,
  known: KnownRows,
): Promise<Row> {
  const tree = checkedRelations(resource, relations, viewer);
  const row = present(resource, raw, viewer);
  await loadRelations(tx, resource, [row], tree, viewer, known);
  return row;
}

/** Several records by id in one query (plus one per relation), in the order of the ids given. */
export async function findResources(tx: Tx, resource: Resource, ids: number[], relations: string[] = [], viewer?: Viewer): Promise<Row[]> {
  if (ids.length === 0) return [];
  const tree = checkedRelations(resource, relations, viewer);
  const rows = await selectRows(tx, resource, { where: inArray(resource.fields.id.column as PgColumn, ids), viewer });
  await loadRelations(tx, resource, rows, tree, viewer);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);
}

/**
 * The list protocol of spec 7.2, one encoding for both sides: the client writes these query keys,
 * the server reads them back and checks every name against what the resource declares.
 */
import { addFieldError, fieldErrors, hasFieldErrors, type FieldErrors } from './field-errors';

export const COMPARISONS = ['eq', 'ne', 'like', 'gt', 'gte', 'lt', 'lte', 'in', 'between'] as const;
export type Comparison = (typeof COMPARISONS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 1000;
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 100] as const;

export const STOCKS_FILTERS = ['all', 'with_stocks', 'without_stocks'] as const;
export const PRICE_FILTERS = ['all', 'with_price', 'without_price'] as const;

/** Query keys that are not column filters. */
export const RESERVED_LIST_KEYS = [
  'page',
  'pageSize',
  'limit',
  'sort',
  'relations',
  'globalFilter',
  'stocksFilter',
  'priceFilter',
  'timezone',
  'timezoneOffset',
] as const;

export type ColumnFilter = { column: string; comparison: Comparison; value: string };
export type Sort = { column: string; direction: SortDirection };

export type ListQuery = {
  filters: ColumnFilter[];
  globalFilter?: string;
  page: number;
  pageSize: number;
  sorts: Sort[];
  relations: string[];
  stocksFilter?: string;
  priceFilter?: string;
  timezone?: string;
  timezoneOffset?: string;
};

export type ListMeta = { current_page: number; per_page: number; total: number; last_page: number };

export type ParseResult = { ok: true; query: ListQuery } | { ok: false; errors: FieldErrors };

const filterKey = /^([A-Za-z_][A-Za-z0-9_.]*)(?:\[([A-Za-z]+)\])?$/;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

function parsePositiveInt(raw: string): number | undefined {
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

/** Reads the query string of a list request. Names are checked later, against the resource. */
export function parseListQuery(params: Record<string, string | string[] | undefined>): ParseResult {
  const errors = fieldErrors();
  const fail = (key: string, message: string) => addFieldError(errors, key, message);

  const query: ListQuery = {
    filters: [],
    page: 1,
    pageSize: PAGE_SIZE_DEFAULT,
    sorts: [],
    relations: [],
  };

  const page = single(params.page);
  if (page !== undefined && page !== '') {
    const n = parsePositiveInt(page);
    if (n === undefined) fail('page', 'The page must be a positive whole number.');
    else query.page = n;
  }

  const size = single(params.pageSize) ?? single(params.limit);
  if (size !== undefined && size !== '') {
    const n = parsePositiveInt(size);
    if (n === undefined || n > PAGE_SIZE_MAX) {
      fail(params.pageSize !== undefined ? 'pageSize' : 'limit', `The page size must be between 1 and ${PAGE_SIZE_MAX}.`);
    } else query.pageSize = n;
  }

  const sort = single(params.sort);
  if (sort) {
    for (const part of sort.split('|')) {
      if (part === '') continue;
      const [column = '', direction = 'asc', ...rest] = part.split(',').map((s) => s.trim());
      const dir = direction.toLowerCase();
      if (rest.length > 0 || column === '' || !(SORT_DIRECTIONS as readonly string[]).includes(dir)) {
        fail('sort', `The sort '${part}' must be 'column,asc' or 'column,desc'.`);
        continue;
      }
      query.sorts.push({ column, direction: dir as SortDirection });
    }
  }

  const relations = single(params.relations);
  if (relations) {
    query.relations = relations
      .split('|')
      .map((r) => r.trim())
      .filter((r) => r !== '');
  }

  const globalFilter = single(params.globalFilter);
  if (globalFilter !== undefined && globalFilter.trim() !== '') query.globalFilter = globalFilter.trim();

  for (const key of ['stocksFilter', 'priceFilter', 'timezone', 'timezoneOffset'] as const) {
    const value = single(params[key]);
    if (value !== undefined && value !== '') query[key] = value;
  }

  for (const [key, raw] of Object.entries(params)) {
    if ((RESERVED_LIST_KEYS as readonly string[]).includes(key)) continue;
    const value = single(raw);
    if (value === undefined) continue;
    const match = filterKey.exec(key);
    if (!match) {
      fail(key, `The filter '${key}' is not a valid filter.`);
      continue;
    }
    const column = match[1] as string;
    const comparison = (match[2] ?? 'eq').toLowerCase();
    if (!(COMPARISONS as readonly string[]).includes(comparison)) {
      fail(key, `The comparison '${match[2]}' is not supported.`);
      continue;
    }
    query.filters.push({ column, comparison: comparison as Comparison, value });
  }

  return hasFieldErrors(errors) ? { ok: false, errors } : { ok: true, query };
}

export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

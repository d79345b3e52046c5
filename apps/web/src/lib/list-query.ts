import { format } from 'date-fns';
import { PRICE_FILTERS, STOCKS_FILTERS, type Comparison, type SortDirection } from '@oim/shared/list-query';
import { shopTimeZone } from './shop-time-zone';

/** A column filter as list screens build it (spec 3: Table filter). */
export type ColumnFilterInput = {
  column: string;
  value: unknown;
  /** text → like, number → eq, date → yyyy-MM-dd; an explicit comparison wins. */
  type?: 'text' | 'number' | 'date' | 'boolean' | 'enum';
  comparison?: Comparison;
};

export type TableFilter = {
  columnFilters?: ColumnFilterInput[];
  relations?: string[];
  sort?: { column?: string; direction?: SortDirection | '' };
  sorts?: { column?: string; direction?: SortDirection | '' }[];
  pagination?: { page: number; pageSize: number };
  globalFilter?: string;
  priceFilter?: string;
  stocksFilter?: string;
  /** Period From / Period To of the filter panel, applied to periodColumn as a day range. */
  periodFrom?: Date | string | null;
  periodTo?: Date | string | null;
  periodColumn?: string;
  metadata?: { timezone?: string; timezoneOffset?: number };
};

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function dateText(value: unknown): string {
  if (value instanceof Date) return format(value, 'yyyy-MM-dd');
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : text;
}

function valueText(filter: ColumnFilterInput): string {
  const { value, type } = filter;
  if (Array.isArray(value)) return value.map((v) => (type === 'date' ? dateText(v) : String(v))).join(',');
  if (type === 'date') return dateText(value);
  return String(value);
}

function comparisonOf(filter: ColumnFilterInput): Comparison {
  if (filter.comparison) return filter.comparison;
  if (Array.isArray(filter.value)) return filter.type === 'date' ? 'between' : 'in';
  return filter.type === 'text' ? 'like' : 'eq';
}

/**
 * The shop's time zone, sent with every list query so day ranges are the shop's days (the ones its
 * screens and documents show), wherever the browser is.
 */
export function localZone(): { timezone: string; timezoneOffset?: number } {
  return { timezone: shopTimeZone() };
}

/**
 * The query string of a list request, by the rules of spec 5 and 7.2: `column[comparison]=value`
 * (text like, numbers eq, dates yyyy-MM-dd, a date range as between), empty values left out, arrays
 * joined with commas, only sorts with both column and direction, sort and relations joined by '|'.
 */
export function encodeTableFilter(filter: TableFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const f of filter.columnFilters ?? []) {
    if (isEmpty(f.value)) continue;
    const comparison = comparisonOf(f);
    params.append(comparison === 'eq' ? f.column : `${f.column}[${comparison}]`, valueText(f));
  }
  if (filter.periodColumn && (!isEmpty(filter.periodFrom) || !isEmpty(filter.periodTo))) {
    const from = isEmpty(filter.periodFrom) ? undefined : dateText(filter.periodFrom);
    const to = isEmpty(filter.periodTo) ? undefined : dateText(filter.periodTo);
    if (from && to) params.append(`${filter.periodColumn}[between]`, `${from},${to}`);
    else if (from) params.append(`${filter.periodColumn}[gte]`, from);
    else if (to) params.append(`${filter.periodColumn}[lte]`, to);
  }
  if (filter.globalFilter && filter.globalFilter.trim() !== '') params.set('globalFilter', filter.globalFilter.trim());
  if (filter.pagination) {
    params.set('page', String(filter.pagination.page));
    params.set('pageSize', String(filter.pagination.pageSize));
  }
  const sorts = [...(filter.sort ? [filter.sort] : []), ...(filter.sorts ?? [])].filter((s) => s.column && s.direction);
  if (sorts.length > 0) params.set('sort', sorts.map((s) => `${s.column},${s.direction}`).join('|'));
  if (filter.relations && filter.relations.length > 0) params.set('relations', filter.relations.join('|'));
  if (filter.priceFilter && (PRICE_FILTERS as readonly string[]).includes(filter.priceFilter))
    params.set('priceFilter', filter.priceFilter);
  if (filter.stocksFilter && (STOCKS_FILTERS as readonly string[]).includes(filter.stocksFilter))
    params.set('stocksFilter', filter.stocksFilter);
  const zone = filter.metadata ?? localZone();
  if (zone.timezone) params.set('timezone', zone.timezone);
  if (zone.timezoneOffset !== undefined) params.set('timezoneOffset', String(zone.timezoneOffset));
  return params;
}

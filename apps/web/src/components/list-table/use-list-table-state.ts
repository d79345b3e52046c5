import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { ColumnFilterInput, TableFilter } from '@/lib/list-query';
import type { FilterPanelConfig, FilterValues, ListColumn } from './list-table-types';

/** Spec 9: list screens debounce filter changes by 300 ms. */
export const FILTER_DEBOUNCE_MS = 300;
/** Spec 9: the generic table starts at page 1 with 15 rows. */
export const DEFAULT_PAGE_SIZE = 15;

export type TableSort = { column: string; direction: 'asc' | 'desc' };

type Applied = { search: string; filters: FilterValues };
type State = { page: number; pageSize: number; sort: TableSort | null; applied: Applied };
type Action =
  | { type: 'page'; page: number }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'sort'; sort: TableSort | null }
  | { type: 'apply'; applied: Applied };

// Every change of what is listed (sort, page size, search, filters) starts again from page 1 (spec 4: Table).
function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'page':
      return { ...state, page: action.page };
    case 'pageSize':
      return { ...state, pageSize: action.pageSize, page: 1 };
    case 'sort':
      return { ...state, sort: action.sort, page: 1 };
    case 'apply':
      return { ...state, applied: action.applied, page: 1 };
  }
}

export function defaultFilterValues(config: FilterPanelConfig | undefined): FilterValues {
  return {
    periodFrom: config?.period?.defaultFrom ?? null,
    periodTo: config?.period?.defaultTo ?? null,
    priceFilter: 'all',
    stocksFilter: 'all',
    pickers: {},
    columns: [],
  };
}

type BuildInput<T> = {
  search: string;
  searchColumn?: string;
  filters: FilterValues;
  filterPanel?: FilterPanelConfig;
  columns: ListColumn<T>[];
  baseFilters?: ColumnFilterInput[];
  relations?: string[];
  sort: TableSort | null;
};

/** The table filter (spec 3) of what the user has chosen; paging is added by the caller. */
export function buildTableFilter<T>(input: BuildInput<T>): TableFilter {
  const { search, searchColumn, filters, filterPanel, columns } = input;
  const columnFilters: ColumnFilterInput[] = [...(input.baseFilters ?? [])];
  const term = search.trim();
  if (searchColumn && term) columnFilters.push({ column: searchColumn, value: term, type: 'text', comparison: 'like' });
  for (const [column, value] of Object.entries(filters.pickers)) {
    if (value !== null && value !== undefined && value > 0) columnFilters.push({ column, value, type: 'number' });
  }
  for (const { column, value } of filters.columns) {
    const type = columns.find((c) => c.field === column)?.filter ?? 'text';
    if (value.trim() !== '') columnFilters.push({ column, value: value.trim(), type });
  }
  const filter: TableFilter = { columnFilters };
  if (!searchColumn && term) filter.globalFilter = term;
  if (input.relations?.length) filter.relations = input.relations;
  if (input.sort) filter.sort = input.sort;
  if (filterPanel?.period) {
    filter.periodColumn = filterPanel.period.column;
    filter.periodFrom = filters.periodFrom;
    filter.periodTo = filters.periodTo;
  }
  if (filterPanel?.priceFilter) filter.priceFilter = filters.priceFilter;
  if (filterPanel?.stocksFilter) filter.stocksFilter = filters.stocksFilter;
  return filter;
}

type Options<T> = {
  columns: ListColumn<T>[];
  searchColumn?: string;
  filterPanel?: FilterPanelConfig;
  baseFilters?: ColumnFilterInput[];
  relations?: string[];
  defaultSort?: TableSort;
  defaultPageSize?: number;
};

/**
 * What a list table is showing: page, page size, sort, search and filters. The search box and the
 * filter panel edit drafts; 300 ms after the last edit the drafts apply and the page goes back to 1.
 */
export function useListTableState<T>({
  columns,
  searchColumn,
  filterPanel,
  baseFilters,
  relations,
  defaultSort,
  defaultPageSize = DEFAULT_PAGE_SIZE,
}: Options<T>) {
  const [initialFilters] = useState(() => defaultFilterValues(filterPanel));
  const [state, dispatch] = useReducer(reducer, undefined, () => ({
    page: 1,
    pageSize: defaultPageSize,
    sort: defaultSort ?? null,
    applied: { search: '', filters: initialFilters },
  }));
  const [searchDraft, setSearchDraft] = useState('');
  const [filtersDraft, setFiltersDraft] = useState<FilterValues>(initialFilters);

  useEffect(() => {
    if (searchDraft === state.applied.search && filtersDraft === state.applied.filters) return;
    const timer = setTimeout(
      () => dispatch({ type: 'apply', applied: { search: searchDraft, filters: filtersDraft } }),
      FILTER_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchDraft, filtersDraft, state.applied]);

  const filter = useMemo(
    () =>
      buildTableFilter({
        search: state.applied.search,
        searchColumn,
        filters: state.applied.filters,
        filterPanel,
        columns,
        baseFilters,
        relations,
        sort: state.sort,
      }),
    [state.applied, state.sort, searchColumn, filterPanel, columns, baseFilters, relations],
  );
  const pagedFilter = useMemo<TableFilter>(
    () => ({ ...filter, pagination: { page: state.page, pageSize: state.pageSize } }),
    [filter, state.page, state.pageSize],
  );

  const resetFilters = useCallback(() => setFiltersDraft(defaultFilterValues(filterPanel)), [filterPanel]);

  return {
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    /** The applied filter without paging. */
    filter,
    /** The applied filter with paging: what the list call sends. */
    pagedFilter,
    searchDraft,
    setSearchDraft,
    filtersDraft,
    setFiltersDraft,
    resetFilters,
    setPage: (page: number) => dispatch({ type: 'page', page }),
    setPageSize: (pageSize: number) => dispatch({ type: 'pageSize', pageSize }),
    setSort: (sort: TableSort | null) => dispatch({ type: 'sort', sort }),
  };
}

export type ListTableState = ReturnType<typeof useListTableState>;

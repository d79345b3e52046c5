import { encodeTableFilter, type TableFilter } from '@/lib/list-query';

/** The query of a call that takes a list's filters but no paging (summaries, exports). */
export function filterParams(filter: TableFilter): URLSearchParams {
  const { pagination: _pagination, relations: _relations, ...rest } = filter;
  return encodeTableFilter(rest);
}

import type { ApiRecord } from '@oim/shared/api/records';
import { api } from '@/lib/api-client';

/** Records per kind in the shell's search. */
export const SEARCH_LIMIT = 5;

export type SearchKind = 'products' | 'customers' | 'salesOrders' | 'quotations';

/** GET search?q=: the kinds the user may read, each with what matched. */
export type SearchAnswer = {
  data: {
    products?: ApiRecord<'products'>[];
    customers?: ApiRecord<'customers'>[];
    salesOrders?: ApiRecord<'salesOrders'>[];
    quotations?: ApiRecord<'quotations'>[];
  };
  kinds: SearchKind[];
};

export const searchKeys = { term: (q: string) => ['search', q, SEARCH_LIMIT] as const };

export function searchRecords(q: string, signal?: AbortSignal): Promise<SearchAnswer> {
  return api.get<SearchAnswer>('search', { q, limit: SEARCH_LIMIT }, signal ? { signal } : {});
}

export function searchQueryOptions(q: string) {
  return { queryKey: searchKeys.term(q), queryFn: ({ signal }: { signal: AbortSignal }) => searchRecords(q, signal), staleTime: 30_000 };
}

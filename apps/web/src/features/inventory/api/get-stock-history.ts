import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { localZone } from '@/lib/list-query';
import { PRODUCTS_RESOURCE, type StockHistoryRow } from '../types';

export type StockHistoryPeriod = { periodFrom: string; periodTo: string };

/** GET reports/stock-history/{id}?periodFrom&periodTo: per day and location, units in, out and the closing balance. */
export async function getStockHistory(productId: number, period: StockHistoryPeriod, signal?: AbortSignal): Promise<StockHistoryRow[]> {
  const answer = await api.get<{ data: StockHistoryRow[] }>(
    `reports/stock-history/${productId}`,
    { ...period, timezone: localZone().timezone },
    signal ? { signal } : {},
  );
  return answer.data;
}

export function useStockHistory(productId: number, period: StockHistoryPeriod | null) {
  return useQuery({
    queryKey: [PRODUCTS_RESOURCE, 'stock-history', String(productId), period] as const,
    queryFn: ({ signal }) => getStockHistory(productId, period!, signal),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}

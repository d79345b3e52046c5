import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, resourceKeys } from '@/lib/use-list';
import type { ApiRecord } from '@oim/shared/api/records';

const STOCKS_RESOURCE = 'inventory/stocks';
type StockRow = ApiRecord<'stocks'>;

/** What is on hand of a product at a location, in its base unit (null while unknown). */
export function useStockOnHand(productId: number | null, locationId: number | null) {
  const filter: TableFilter = {
    columnFilters: [
      { column: 'productId', value: productId, type: 'number' },
      { column: 'locationId', value: locationId, type: 'number' },
    ],
    pagination: { page: 1, pageSize: 1 },
  };
  return useQuery({
    queryKey: [...resourceKeys.lists(STOCKS_RESOURCE), filter] as const,
    queryFn: async ({ signal }) => {
      const rows = (await fetchList<StockRow>(STOCKS_RESOURCE, filter, signal)).data;
      return rows[0] ?? null;
    },
    enabled: productId !== null && locationId !== null,
  });
}

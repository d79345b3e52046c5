import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, resourceKeys } from '@/lib/use-list';
import type { ShopDiscount } from '../types';

const DISCOUNTS_RESOURCE = 'masterfile/discounts';
const filter: TableFilter = { pagination: { page: 1, pageSize: 1000 } };

/** The shop's active discounts (masterfile), offered at the terminal. */
export async function getDiscounts(signal?: AbortSignal): Promise<ShopDiscount[]> {
  return (await fetchList<ShopDiscount>(DISCOUNTS_RESOURCE, filter, signal)).data.filter((d) => d.isActive !== false);
}

export function useDiscounts() {
  return useQuery({
    queryKey: [...resourceKeys.all(DISCOUNTS_RESOURCE), 'pos', filter],
    queryFn: ({ signal }) => getDiscounts(signal),
    staleTime: 5 * 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { serialsInStockFilter } from '@/components/serial-numbers/get-serials-in-stock';
import { fetchList, resourceKeys } from '@/lib/use-list';
import type { ApiRecord } from '@oim/shared/api/records';

const SERIAL_NUMBERS_RESOURCE = 'inventory/serial-numbers';
type SerialNumber = ApiRecord<'serialNumbers'>;

/** The serial numbers of a product in stock at a location: what an outgoing movement may pick. */
export function useSerialNumbersInStock(productId: number | null, locationId: number | null, enabled = true) {
  const filter = serialsInStockFilter(productId, locationId);
  return useQuery({
    queryKey: [...resourceKeys.lists(SERIAL_NUMBERS_RESOURCE), filter] as const,
    queryFn: async ({ signal }) => (await fetchList<SerialNumber>(SERIAL_NUMBERS_RESOURCE, filter, signal)).data,
    enabled: enabled && productId !== null && locationId !== null,
  });
}

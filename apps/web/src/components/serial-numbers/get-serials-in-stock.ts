import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList } from '@/lib/use-list';
import { SERIAL_IN_STOCK_STATUSES } from '@oim/shared/schemas/inventory';

/** A serial number as a sale lists it (spec 3: id, serialNumber, productId, currentStatus). */
export type SerialChoice = { id: number | null; serialNumber: string; productId: number | null; currentStatus: string | null };

/**
 * The list query of a product's serial numbers in stock at a location: IN_STOCK, or RETURNED by a
 * customer and put back there. What an outgoing movement may pick.
 */
export function serialsInStockFilter(productId: number | null, locationId: number | null): TableFilter {
  return {
    columnFilters: [
      { column: 'productId', value: productId, type: 'number' },
      { column: 'currentStatus', value: [...SERIAL_IN_STOCK_STATUSES], type: 'enum' },
      { column: 'locationId', value: locationId, type: 'number' },
    ],
    pagination: { page: 1, pageSize: 1000 },
  };
}

/** The serial numbers of a product in stock at a location (the channel's picking location). */
export async function getSerialsInStock(productId: number, locationId: number, signal?: AbortSignal): Promise<SerialChoice[]> {
  return (await fetchList<SerialChoice>('inventory/serial-numbers', serialsInStockFilter(productId, locationId), signal)).data;
}

export function useSerialsInStock(productId: number | null, locationId: number | null | undefined) {
  return useQuery({
    queryKey: ['inventory/serial-numbers', 'pos', productId, locationId ?? null],
    queryFn: ({ signal }) => getSerialsInStock(productId!, locationId!, signal),
    enabled: productId !== null && !!locationId,
    staleTime: 0,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { ApiRecord } from '@oim/shared/api/records';
import { api } from '@/lib/api-client';
import { useFeatureFlag } from '@/lib/feature-flags';
import { useCan } from '@/lib/permissions';

export type ItemWarranty = ApiRecord<'productWarranties'>;

const WARRANTIES = 'rma-warranty/product-warranties';

/**
 * The warranty the shop registered for the unit a job order took in (its serial number, on the sale
 * it was bought on), while returns and warranties are on and the user may read warranties; the
 * newest one (a replacement's) first.
 */
export function useItemWarranty(serialNumber: string | null | undefined, salesOrderId: number | null | undefined) {
  const on = useFeatureFlag('rma_warranty_module');
  const may = useCan('View Product Warranty');
  const enabled = on && may && !!serialNumber && !!salesOrderId;
  return useQuery({
    queryKey: [WARRANTIES, 'of-item', serialNumber ?? '', salesOrderId ?? 0],
    queryFn: async ({ signal }) => {
      // The serial number as typed at intake may differ in case from the one sold: like, then the exact match.
      const params = new URLSearchParams({
        salesOrderId: String(salesOrderId),
        'serialNumber[like]': serialNumber!,
        sort: 'id,desc',
        pageSize: '50',
      });
      const found = (await api.get<{ data: ItemWarranty[] }>(WARRANTIES, params, { signal })).data;
      return found.find((w) => w.serialNumber?.toLowerCase() === serialNumber!.trim().toLowerCase()) ?? null;
    },
    enabled,
  });
}

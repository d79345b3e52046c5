import { useQuery } from '@tanstack/react-query';
import { SUPPLIERS_RESOURCE, type Supplier } from '@/components/autocomplete/api/records';
import { fetchRecord, resourceKeys } from '@/lib/use-list';

export function useSupplier(id: number) {
  return useQuery({
    queryKey: resourceKeys.detail(SUPPLIERS_RESOURCE, id),
    queryFn: () => fetchRecord<Supplier>(SUPPLIERS_RESOURCE, id),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

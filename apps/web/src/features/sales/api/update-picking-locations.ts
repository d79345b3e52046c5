import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { PICKLISTS_RESOURCE, type Picklist } from '../types';

export type PickingChange = { id: number; pickingLocationId?: number; isPicked?: boolean };

/** PUT sales/picklists/{id}/picking-locations: where each item is picked from, and which are picked. */
export function updatePickingLocations({
  id,
  items,
}: {
  id: number;
  items: PickingChange[];
}): Promise<{ message?: string; data: Picklist }> {
  return api.put<{ message?: string; data: Picklist }>(`${PICKLISTS_RESOURCE}/${id}/picking-locations`, { items });
}

export function useUpdatePickingLocations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePickingLocations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(PICKLISTS_RESOURCE) }),
  });
}

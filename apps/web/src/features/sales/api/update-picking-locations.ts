import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
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
  return useResourceMutation(PICKLISTS_RESOURCE, updatePickingLocations);
}

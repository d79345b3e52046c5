import { api } from '@/lib/api-client';
import { PRICING_SCHEDULE_TEMPLATES_RESOURCE } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** DELETE; a record still in use is refused with 409 and a message saying what uses it. */
export function deletePricingScheduleTemplate(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${PRICING_SCHEDULE_TEMPLATES_RESOURCE}/${id}`);
}

export function useDeletePricingScheduleTemplate() {
  return useResourceMutation(PRICING_SCHEDULE_TEMPLATES_RESOURCE, deletePricingScheduleTemplate);
}

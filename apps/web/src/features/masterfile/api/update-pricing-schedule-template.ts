import type { z } from 'zod';
import type { pricingScheduleTemplateBody } from '@oim/shared/schemas/masterfile';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { PRICING_SCHEDULE_TEMPLATES_RESOURCE, type PricingScheduleTemplate } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** PUT with the whole form; the server keeps what a body does not name. */
export function updatePricingScheduleTemplate({
  id,
  body,
}: {
  id: number;
  body: z.output<typeof pricingScheduleTemplateBody>;
}): Promise<SavedRecord<PricingScheduleTemplate>> {
  return api.put<SavedRecord<PricingScheduleTemplate>>(`${PRICING_SCHEDULE_TEMPLATES_RESOURCE}/${id}`, body);
}

export function useUpdatePricingScheduleTemplate() {
  return useResourceMutation(PRICING_SCHEDULE_TEMPLATES_RESOURCE, updatePricingScheduleTemplate);
}

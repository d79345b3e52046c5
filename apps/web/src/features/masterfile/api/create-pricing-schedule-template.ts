import type { z } from 'zod';
import type { pricingScheduleTemplateBody } from '@oim/shared/schemas/masterfile';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { PRICING_SCHEDULE_TEMPLATES_RESOURCE, type PricingScheduleTemplate } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

export function createPricingScheduleTemplate(
  body: z.output<typeof pricingScheduleTemplateBody>,
): Promise<SavedRecord<PricingScheduleTemplate>> {
  return api.post<SavedRecord<PricingScheduleTemplate>>(PRICING_SCHEDULE_TEMPLATES_RESOURCE, body);
}

export function useCreatePricingScheduleTemplate() {
  return useResourceMutation(PRICING_SCHEDULE_TEMPLATES_RESOURCE, createPricingScheduleTemplate);
}

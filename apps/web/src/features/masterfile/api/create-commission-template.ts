import type { z } from 'zod';
import type { commissionTemplateBody } from '@oim/shared/schemas/masterfile';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { COMMISSION_TEMPLATES_RESOURCE, type CommissionTemplate } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

export function createCommissionTemplate(body: z.output<typeof commissionTemplateBody>): Promise<SavedRecord<CommissionTemplate>> {
  return api.post<SavedRecord<CommissionTemplate>>(COMMISSION_TEMPLATES_RESOURCE, body);
}

export function useCreateCommissionTemplate() {
  return useResourceMutation(COMMISSION_TEMPLATES_RESOURCE, createCommissionTemplate);
}

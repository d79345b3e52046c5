import type { z } from 'zod';
import type { commissionTemplateBody } from '@oim/shared/schemas/masterfile';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { COMMISSION_TEMPLATES_RESOURCE, type CommissionTemplate } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** PUT with the whole form; the server keeps what a body does not name. */
export function updateCommissionTemplate({
  id,
  body,
}: {
  id: number;
  body: z.output<typeof commissionTemplateBody>;
}): Promise<SavedRecord<CommissionTemplate>> {
  return api.put<SavedRecord<CommissionTemplate>>(`${COMMISSION_TEMPLATES_RESOURCE}/${id}`, body);
}

export function useUpdateCommissionTemplate() {
  return useResourceMutation(COMMISSION_TEMPLATES_RESOURCE, updateCommissionTemplate);
}

import type { z } from 'zod';
import type { warrantyTemplateBody } from '@oim/shared/schemas/masterfile';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { WARRANTY_TEMPLATES_RESOURCE, type WarrantyTemplate } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** PUT with the whole form; the server keeps what a body does not name. */
export function updateWarrantyTemplate({
  id,
  body,
}: {
  id: number;
  body: z.output<typeof warrantyTemplateBody>;
}): Promise<SavedRecord<WarrantyTemplate>> {
  return api.put<SavedRecord<WarrantyTemplate>>(`${WARRANTY_TEMPLATES_RESOURCE}/${id}`, body);
}

export function useUpdateWarrantyTemplate() {
  return useResourceMutation(WARRANTY_TEMPLATES_RESOURCE, updateWarrantyTemplate);
}

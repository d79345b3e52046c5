import type { z } from 'zod';
import type { warrantyTemplateBody } from '@oim/shared/schemas/masterfile';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { WARRANTY_TEMPLATES_RESOURCE, type WarrantyTemplate } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

export function createWarrantyTemplate(body: z.output<typeof warrantyTemplateBody>): Promise<SavedRecord<WarrantyTemplate>> {
  return api.post<SavedRecord<WarrantyTemplate>>(WARRANTY_TEMPLATES_RESOURCE, body);
}

export function useCreateWarrantyTemplate() {
  return useResourceMutation(WARRANTY_TEMPLATES_RESOURCE, createWarrantyTemplate);
}

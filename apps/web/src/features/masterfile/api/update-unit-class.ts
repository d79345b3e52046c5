import type { z } from 'zod';
import type { unitClassBody } from '@oim/shared/schemas/masterfile';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { UNIT_CLASSES_RESOURCE, type UnitClass } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** PUT with the whole form; the server keeps what a body does not name. */
export function updateUnitClass({ id, body }: { id: number; body: z.output<typeof unitClassBody> }): Promise<SavedRecord<UnitClass>> {
  return api.put<SavedRecord<UnitClass>>(`${UNIT_CLASSES_RESOURCE}/${id}`, body);
}

export function useUpdateUnitClass() {
  return useResourceMutation(UNIT_CLASSES_RESOURCE, updateUnitClass);
}

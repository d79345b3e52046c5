import type { z } from 'zod';
import type { unitClassBody } from '@oim/shared/schemas/masterfile';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { UNIT_CLASSES_RESOURCE, type UnitClass } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

export function createUnitClass(body: z.output<typeof unitClassBody>): Promise<SavedRecord<UnitClass>> {
  return api.post<SavedRecord<UnitClass>>(UNIT_CLASSES_RESOURCE, body);
}

export function useCreateUnitClass() {
  return useResourceMutation(UNIT_CLASSES_RESOURCE, createUnitClass);
}

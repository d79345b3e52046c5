import type { z } from 'zod';
import type { unitBody } from '@oim/shared/schemas/masterfile';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { UNIT_CLASSES_RESOURCE, type UnitOfMeasure } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

export type NewUnitOfMeasure = { unitClassId: number; body: Omit<z.output<typeof unitBody>, 'id'> };

/** POST masterfile/unit-classes/{id}/unit-of-measures: adds one unit (never a second base unit). */
export function createUnitOfMeasure({ unitClassId, body }: NewUnitOfMeasure): Promise<SavedRecord<UnitOfMeasure>> {
  return api.post<SavedRecord<UnitOfMeasure>>(`${UNIT_CLASSES_RESOURCE}/${unitClassId}/unit-of-measures`, body);
}

/** Refreshes the class lists and the class's cached units (both under the unit-classes key). */
export function useCreateUnitOfMeasure() {
  return useResourceMutation(UNIT_CLASSES_RESOURCE, createUnitOfMeasure);
}

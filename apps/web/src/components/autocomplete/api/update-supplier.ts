import type { z } from 'zod';
import type { supplierBody } from '@oim/shared/schemas/masterfile';
import { api } from '@/lib/api-client';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { SUPPLIERS_RESOURCE, type Supplier } from './records';

export function updateSupplier({ id, body }: { id: number; body: z.output<typeof supplierBody> }): Promise<SavedRecord<Supplier>> {
  return api.put<SavedRecord<Supplier>>(`${SUPPLIERS_RESOURCE}/${id}`, body);
}

export function useUpdateSupplier() {
  return useResourceMutation(SUPPLIERS_RESOURCE, updateSupplier);
}

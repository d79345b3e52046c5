import type { z } from 'zod';
import type { supplierBody } from '@oim/shared/schemas/masterfile';
import { api } from '@/lib/api-client';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { SUPPLIERS_RESOURCE, type Supplier } from './records';

export function createSupplier(body: z.output<typeof supplierBody>): Promise<SavedRecord<Supplier>> {
  return api.post<SavedRecord<Supplier>>(SUPPLIERS_RESOURCE, body);
}

export function useCreateSupplier() {
  return useResourceMutation(SUPPLIERS_RESOURCE, createSupplier);
}

import type { z } from 'zod';
import type { posTerminalBody } from '@oim/shared/schemas/pos-terminals';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { POS_TERMINALS_RESOURCE, type PosTerminal } from '@/lib/reference-data/pos-terminals';
import { useResourceMutation } from '@/lib/use-resource-mutation';

type Body = z.output<typeof posTerminalBody>;

export function createPosTerminal(body: Body): Promise<SavedRecord<PosTerminal>> {
  return api.post<SavedRecord<PosTerminal>>(POS_TERMINALS_RESOURCE, body);
}

export function useCreatePosTerminal() {
  return useResourceMutation(POS_TERMINALS_RESOURCE, createPosTerminal);
}

/** PUT with the form; once the terminal has issued an invoice, a changed prefix or next invoice number is 409. */
export function updatePosTerminal({ id, body }: { id: number; body: Body }): Promise<SavedRecord<PosTerminal>> {
  return api.put<SavedRecord<PosTerminal>>(`${POS_TERMINALS_RESOURCE}/${id}`, body);
}

export function useUpdatePosTerminal() {
  return useResourceMutation(POS_TERMINALS_RESOURCE, updatePosTerminal);
}

/** DELETE; a terminal with sales, shifts or journal entries is refused with 409 (deactivate it instead). */
export function deletePosTerminal(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${POS_TERMINALS_RESOURCE}/${id}`);
}

export function useDeletePosTerminal() {
  return useResourceMutation(POS_TERMINALS_RESOURCE, deletePosTerminal);
}

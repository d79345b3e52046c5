import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashMovementKind, Denomination } from '@oim/shared/schemas/pos-terminals';
import { api } from '@/lib/api-client';
import { POS_TERMINALS_RESOURCE } from '@/lib/reference-data/pos-terminals';

export type Shift = {
  id: number;
  terminalId: number;
  status: 'OPEN' | 'CLOSED';
  openingFloat: string;
  openedAt: string;
  closedAt: string | null;
  countedCash: string | null;
  expectedCash: string | null;
  overShort: string | null;
};

/** What the drawer should hold: opening float + cash sales + collections − refunds + cash in − cash out. */
export type ShiftCash = {
  openingFloat: string;
  cashSales: string;
  cashCollections: string;
  cashRefunds: string;
  cashIn: string;
  cashOut: string;
  expectedCash: string;
};

export type CurrentShift = {
  shift: Shift | null;
  cash: ShiftCash | null;
  movements: { id: number; kind: CashMovementKind; amount: string; reason: string; createdAt: string }[];
};

export type ClosedShift = ShiftCash & { shiftId: number; countedCash: string; overShort: string };

const shiftKey = (terminalId: number) => [POS_TERMINALS_RESOURCE, terminalId, 'shift'] as const;

/** GET pos/terminals/{id}/shift: the open shift (null when none) with its cash so far. */
export function currentShiftQuery(terminalId: number) {
  return queryOptions({
    queryKey: shiftKey(terminalId),
    queryFn: async () => (await api.get<{ data: CurrentShift }>(`${POS_TERMINALS_RESOURCE}/${terminalId}/shift`)).data,
  });
}

export function useCurrentShift(terminalId: number | null) {
  return useQuery({ ...currentShiftQuery(terminalId ?? 0), enabled: terminalId !== null });
}

function useShiftMutation<I, O>(terminalId: number, fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: shiftKey(terminalId) }) });
}

/** POST pos/terminals/{id}/shifts: opens a shift with its float (409 while one is open). */
export function useOpenShift(terminalId: number) {
  return useShiftMutation(terminalId, (openingFloat: string) =>
    api.post(`${POS_TERMINALS_RESOURCE}/${terminalId}/shifts`, { openingFloat }),
  );
}

/** POST pos/terminals/{id}/cash-movements: cash in or out of the open shift's drawer. */
export function useCashMovement(terminalId: number) {
  return useShiftMutation(terminalId, (body: { kind: CashMovementKind; amount: string; reason: string }) =>
    api.post(`${POS_TERMINALS_RESOURCE}/${terminalId}/cash-movements`, body),
  );
}

/** POST pos/terminals/{id}/shift/close: the count by denomination; answers expected cash and over/short. */
export function useCloseShift(terminalId: number) {
  return useShiftMutation(
    terminalId,
    async (denominationCounts: Partial<Record<Denomination, number>>) =>
      (await api.post<{ data: ClosedShift }>(`${POS_TERMINALS_RESOURCE}/${terminalId}/shift/close`, { denominationCounts })).data,
  );
}

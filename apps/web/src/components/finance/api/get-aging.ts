import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AccountSide } from '../account-side';
import type { AgingAnswer } from '../finance-types';

export type AgingParams = { asOf?: string | null; partyId?: number | null };

/** Under the documents' resource, so a payment (which invalidates it) refreshes the aging too. */
export const agingKey = (side: AccountSide, params: AgingParams) =>
  [side.resource, 'aging', params.asOf ?? '', params.partyId ?? 0] as const;

/** GET finance/receivables/aging (or payables): open balances by account and age, as of a day (default today). */
export function getAging(side: AccountSide, { asOf, partyId }: AgingParams, signal?: AbortSignal): Promise<AgingAnswer> {
  return api.get<AgingAnswer>(`${side.resource}/aging`, { asOf, [side.partyField]: partyId }, signal ? { signal } : {});
}

export function useAging(side: AccountSide, params: AgingParams, enabled = true) {
  return useQuery({
    queryKey: agingKey(side, params),
    queryFn: ({ signal }) => getAging(side, params, signal),
    enabled,
  });
}

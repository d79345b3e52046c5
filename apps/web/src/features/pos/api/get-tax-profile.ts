import { useQuery } from '@tanstack/react-query';
import { parseTaxProfile, type TaxProfile } from '@oim/shared/pos/tax';
import { api } from '@/lib/api-client';
import { companyProfileKeys } from '@/lib/company-profile';
import { isNetworkFailure } from '@/lib/offline/connectivity';
import { loadOfflineRuntime } from '../offline/load-offline-runtime';

/**
 * The channel's tax profile (its company profile's tax_profile, else the shop's): NON_VAT unless it
 * says VAT. Without an answer, the one the terminal kept for offline sales (the offline reference),
 * so a VAT shop's sale made offline totals as online.
 */
export async function getTaxProfile(channelId: number): Promise<TaxProfile> {
  try {
    const answer = await api.get<{ data: Partial<Record<string, string | null>> }>(`setting/company-profiles/${channelId}/value`);
    return parseTaxProfile(answer.data.tax_profile);
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const kept = await (await loadOfflineRuntime()).localReference(channelId);
    if (!kept) throw error;
    return parseTaxProfile(kept.taxProfile ?? kept.company?.tax_profile);
  }
}

export function useTaxProfile(channelId: number | null) {
  return useQuery({
    queryKey: [...companyProfileKeys.channel(channelId ?? 0), 'tax-profile'] as const,
    queryFn: () => getTaxProfile(channelId!),
    enabled: channelId !== null && channelId > 0,
    staleTime: 5 * 60_000,
  });
}

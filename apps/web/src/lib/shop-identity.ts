import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopIdentity } from '@oim/shared/schemas/auth';
import { api } from './api-client';

/** GET shop: the name of the shop this address belongs to, and whether a forgotten password can be reset by e-mail. Public. */
export async function fetchShopIdentity(): Promise<ShopIdentity> {
  return (await api.get<{ data: ShopIdentity }>('shop', undefined, { skipAuth: true })).data;
}

export const shopIdentityQuery = queryOptions({
  queryKey: ['auth', 'shop'] as const,
  queryFn: fetchShopIdentity,
  staleTime: 5 * 60_000,
  retry: false,
});

/** The shop's public identity, for the pages shown before anyone signs in. */
export function useShopIdentity() {
  return useQuery(shopIdentityQuery);
}

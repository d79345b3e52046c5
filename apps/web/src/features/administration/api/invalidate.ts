import type { QueryClient } from '@tanstack/react-query';
import { mySalesChannelsQueryKey } from '@/lib/reference-data/sales-channels';
import { permissionsQueryKey } from '@/lib/permissions';
import { resourceKeys } from '@/lib/use-list';
import { ROLES_RESOURCE, SALES_CHANNELS_RESOURCE, SYSTEM_USERS_RESOURCE } from '../types';

/**
 * Users, roles and channels are shown inside each other's lists (a user's roles and channels, a
 * channel's users), so a change to one refreshes all three.
 */
export function invalidateAdministration(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: resourceKeys.all(SYSTEM_USERS_RESOURCE) }),
    queryClient.invalidateQueries({ queryKey: resourceKeys.all(ROLES_RESOURCE) }),
    queryClient.invalidateQueries({ queryKey: resourceKeys.all(SALES_CHANNELS_RESOURCE) }),
  ]);
}

/**
 * What the signed-in user may do and where they may sell: asked again after a change that can touch
 * them (their own roles or channels, or a role they may hold), so the navigation follows at once.
 */
export function invalidateSignedInAccess(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: permissionsQueryKey }),
    queryClient.invalidateQueries({ queryKey: mySalesChannelsQueryKey }),
  ]);
}

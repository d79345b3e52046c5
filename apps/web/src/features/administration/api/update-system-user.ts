import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { SYSTEM_USERS_RESOURCE, type Saved, type SystemUser } from '../types';
import type { UpdateUserValues } from '../components/system-user-form-schema';
import { invalidateAdministration, invalidateSignedInAccess } from './invalidate';

/** PUT with the roles and channels in the same body, so a user's details, roles and channels change together. */
export function updateSystemUser({ id, body }: { id: number; body: UpdateUserValues }): Promise<Saved<SystemUser>> {
  return api.put<Saved<SystemUser>>(`${SYSTEM_USERS_RESOURCE}/${id}`, body);
}

/** After editing yourself, your stored profile follows and your permissions and channels are asked again. */
export function useUpdateSystemUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystemUser,
    onSuccess: async ({ data }) => {
      const { user, setUser } = useSession.getState();
      const self = user !== null && user.id === data.id;
      if (self) {
        setUser({
          ...user,
          firstname: data.firstname,
          lastname: data.lastname,
          email: data.email,
          displayName: data.displayName,
          ...(data.roles ? { roles: data.roles.map((r) => ({ id: r.id, name: r.name })) } : {}),
          ...(data.roleNames ? { roleNames: data.roleNames } : {}),
          ...(data.salesChannels ? { salesChannels: data.salesChannels.map((c) => ({ id: c.id, name: c.name })) } : {}),
        });
      }
      await Promise.all([invalidateAdministration(queryClient), self ? invalidateSignedInAccess(queryClient) : null]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SYSTEM_USERS_RESOURCE, type Saved, type SystemUser } from '../types';
import type { CreateUserValues } from '../components/system-user-form-schema';
import { invalidateAdministration } from './invalidate';

export function createSystemUser(body: CreateUserValues): Promise<Saved<SystemUser>> {
  return api.post<Saved<SystemUser>>(SYSTEM_USERS_RESOURCE, body);
}

export function useCreateSystemUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSystemUser, onSuccess: () => invalidateAdministration(queryClient) });
}

import { useMutation } from '@tanstack/react-query';
import type { ProfileBody, SessionUser } from '@oim/shared/schemas/auth';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';

export type UpdateProfileAnswer = { message?: string; data?: SessionUser };

export function updateProfile(body: ProfileBody): Promise<UpdateProfileAnswer> {
  return api.put<UpdateProfileAnswer>('me', body);
}

/** PUT /api/me; the stored user follows the answer. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      if (answer.data) useSession.getState().setUser(answer.data);
    },
  });
}

import { z } from 'zod';
import { email, newPassword, requiredText } from './fields';

export const loginBody = z.object({
  email: z.string({ error: 'The email field is required.' }).trim().min(1, { error: 'The email field is required.' }).max(255),
  password: z.string({ error: 'The password field is required.' }).min(1, { error: 'The password field is required.' }).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const refreshBody = z.object({
  refresh_token: z
    .string({ error: 'The refresh token field is required.' })
    .min(1, { error: 'The refresh token field is required.' })
    .max(500),
});

export const profileBody = z.object({
  firstname: requiredText('firstname', 100),
  lastname: requiredText('lastname', 100),
  email: email(),
  displayName: requiredText('display name', 100),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const passwordChangeBody = z.object({
  currentPassword: z
    .string({ error: 'The current password field is required.' })
    .min(1, { error: 'The current password field is required.' })
    .max(200),
  newPassword: newPassword('new password'),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

export const sessionUser = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  displayName: z.string(),
  salesChannels: z.array(z.object({ id: z.number(), name: z.string() })),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  roleNames: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginAnswer = z.object({
  data: z.object({ user: sessionUser, token: z.string(), refreshToken: z.string() }),
});
export const refreshAnswer = z.object({ data: z.object({ token: z.string(), refreshToken: z.string() }) });

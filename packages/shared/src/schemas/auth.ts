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

/** What a shop's login page may know before anyone signs in: its name, and whether a forgotten password can be reset by e-mail. */
export const shopIdentity = z.object({
  name: z.string(),
  passwordResetByEmail: z.boolean(),
});
export type ShopIdentity = z.infer<typeof shopIdentity>;

export const passwordResetRequestBody = z.object({ email: email() });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBody>;

export const passwordResetBody = z.object({
  token: z.string({ error: 'The reset link is invalid.' }).trim().min(1, { error: 'The reset link is invalid.' }).max(200),
  password: newPassword('password'),
});
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

/** The answer to a reset request, the same whether or not the address belongs to an account. */
export const PASSWORD_RESET_SENT =
  'If an account with that e-mail exists in this shop, a link to set a new password is on its way. It works once, within an hour.';

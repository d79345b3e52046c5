import { z } from 'zod';
import { newPassword } from '@oim/shared/schemas/fields';
import { systemUserBody } from '@oim/shared/schemas/users';

const ids = z.array(z.number().int().positive());

/** The user form, checked with the server's own rules (packages/shared); roles are sent as ids. */
const userFields = {
  firstname: systemUserBody.shape.firstname,
  lastname: systemUserBody.shape.lastname,
  email: systemUserBody.shape.email,
  displayName: systemUserBody.shape.displayName,
  isActive: z.boolean(),
  roles: ids,
  salesChannelIds: ids,
};

/** Create: the password is set here once; later an administrator resets it. */
export const createUserFormSchema = z.object({ ...userFields, password: systemUserBody.shape.password });
export const updateUserFormSchema = z.object(userFields);

export type CreateUserValues = z.output<typeof createUserFormSchema>;
export type UpdateUserValues = z.output<typeof updateUserFormSchema>;
/** The form holds the password field in both modes; only create sends it. */
export type UserFormInput = z.input<typeof updateUserFormSchema> & { password: string };

/** Reset password (an administrator's reset, no old password). */
export const resetPasswordSchema = z
  .object({ newPassword: newPassword('new password'), confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: 'The passwords do not match.' });
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

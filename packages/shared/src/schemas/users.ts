import { z } from 'zod';
import { email, idList, newPassword, requiredText, text, updateBody } from './fields';

const roleRef = z.union([z.number().int().positive(), text('role').trim().min(1).max(100)]);

export const roleRefs = z.array(roleRef, { error: 'The roles must be a list.' });

export const systemUserBody = z.object({
  firstname: requiredText('firstname', 100),
  lastname: requiredText('lastname', 100),
  email: email(),
  displayName: requiredText('display name', 100),
  password: newPassword(),
  isActive: z.boolean({ error: 'The active field must be true or false.' }).optional().default(true),
  roles: roleRefs.optional(),
  salesChannelIds: idList('sales channel').optional(),
});
export const systemUserUpdateBody = updateBody(systemUserBody.omit({ password: true }));

export const assignRolesBody = z.object({ roles: roleRefs });

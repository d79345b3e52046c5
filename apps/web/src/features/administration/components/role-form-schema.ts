import { z } from 'zod';
import { roleBody } from '@oim/shared/schemas/roles';

/** The role editor, checked with the server's rules: a name, an optional description, the permissions ticked. */
export const roleFormSchema = z.object({
  name: roleBody.shape.name,
  description: roleBody.shape.description,
  permissions: z.array(z.string()),
});
export type RoleFormInput = z.input<typeof roleFormSchema>;
export type RoleFormValues = z.output<typeof roleFormSchema>;

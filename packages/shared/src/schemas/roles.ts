import { z } from 'zod';
import { optionalText, requiredText, text, updateBody } from './fields';

export const roleBody = z.object({
  name: requiredText('name', 100),
  description: optionalText('description', 500),
  permissions: z.array(text('permission').min(1).max(100), { error: 'The permissions must be a list.' }).optional().default([]),
});
export const roleUpdateBody = updateBody(roleBody);

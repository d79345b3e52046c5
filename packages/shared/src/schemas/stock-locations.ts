import { z } from 'zod';
import { optionalText, requiredText, updateBody } from './fields';

export const stockLocationBody = z.object({
  name: requiredText('name', 150),
  code: requiredText('code', 30),
  address: optionalText('address', 500),
  isActive: z.boolean({ error: 'The active field must be true or false.' }).optional().default(true),
});
export const stockLocationUpdateBody = updateBody(stockLocationBody);

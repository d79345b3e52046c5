import { z } from 'zod';
import { optionalText, requiredText, updateBody } from './fields';

export const stockLocationBody = z.object({
  name: requiredText('name', 150),
  code: requiredText('code', 30),
  address: optionalText('address', 500),
  isActive: z.boolean({ error: 'The active field must be true or false.' }).optional().default(true),
  /** Goods here may be sold; a non-sellable location holds returned or damaged goods. */
  sellable: z.boolean({ error: 'The sellable field must be true or false.' }).optional(),
});
export const stockLocationUpdateBody = updateBody(stockLocationBody);

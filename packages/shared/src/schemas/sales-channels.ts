import { z } from 'zod';
import { idList, optionalId, requiredText, updateBody } from './fields';

export const salesChannelBody = z.object({
  name: requiredText('name', 150),
  defaultPickingWarehouseId: optionalId('default picking location'),
  isActive: z.boolean({ error: 'The active field must be true or false.' }).optional().default(true),
  userIds: idList('user').optional(),
});
export const salesChannelUpdateBody = updateBody(salesChannelBody);

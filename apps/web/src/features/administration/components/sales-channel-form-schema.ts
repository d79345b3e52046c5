import { z } from 'zod';
import { salesChannelBody } from '@oim/shared/schemas/sales-channels';

/** The sales channel form, checked with the server's rules; an empty location select means none. */
export const salesChannelFormSchema = z.object({
  name: salesChannelBody.shape.name,
  defaultPickingWarehouseId: z.preprocess((v) => (v === '' ? null : v), z.number().int().positive().nullable()),
  isActive: z.boolean(),
  userIds: z.array(z.number().int().positive()),
});
export type SalesChannelFormInput = z.input<typeof salesChannelFormSchema>;
export type SalesChannelFormValues = z.output<typeof salesChannelFormSchema>;

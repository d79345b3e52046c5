import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/identity';
import { shopWhere } from '../../platform/resource/rows';

/** The names of a shop's active users, as pickers show them (commission staff, technicians). */
export const activeStaffAnswer = z.object({
  data: z.array(z.object({ id: z.number(), displayName: z.string(), firstname: z.string(), lastname: z.string() })),
});

/** The shop's active users by name (the id breaks a tie). */
export async function activeStaff(tx: Tx): Promise<z.infer<typeof activeStaffAnswer>> {
  return {
    data: await tx
      .select({ id: users.id, displayName: users.displayName, firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(shopWhere(tx, users, eq(users.isActive, true)))
      .orderBy(sql`lower(${users.displayName})`, users.id),
  };
}

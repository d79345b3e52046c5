import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { passwordChangeBody } from '@oim/shared/schemas/auth';
import { idParam, newPassword } from '@oim/shared/schemas/fields';
import { assignRolesBody, systemUserBody, systemUserUpdateBody } from '@oim/shared/schemas/users';
import { hasPermission } from '@oim/shared/permissions';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/identity';
import { salesChannels, salesChannelUsers } from '../../db/schema/sales';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { revokeOtherSessions, wrongCurrentPassword } from '../../platform/auth/service';
import { conflict, forbidden, invalid, notFound } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { userResource } from './system-users.resource';
import { assertAdministratorRemains, resolveRoles, rolesOfUser, setUserRoles } from '../rbac';

async function assignChannels(tx: Tx, tenantId: number, userId: number, channelIds: number[] | undefined): Promise<void> {
  if (channelIds === undefined) return;
  const wanted = [...new Set(channelIds)];
  if (wanted.length > 0) {
    const found = await tx.select({ id: salesChannels.id }).from(salesChannels).where(inArray(salesChannels.id, wanted));
    if (found.length !== wanted.length) throw invalid({ salesChannelIds: ['The selected sales channel is invalid.'] });
  }
  await tx.delete(salesChannelUsers).where(eq(salesChannelUsers.userId, userId));
  if (wanted.length > 0) {
    await tx.insert(salesChannelUsers).values(wanted.map((salesChannelId) => ({ tenantId, salesChannelId, userId })));
  }
}

const rolesAnswer = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });

export function registerSystemUserRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'System users');

  registerCrud(r, {
    path: 'masterfile/system-users',
    resource: userResource,
    access: { list: 'View System Users', create: 'Create System Users', update: 'Edit System Users', delete: 'Delete System Users' },
    with: ['roles', 'roleNames', 'salesChannels'],
    create: {
      body: systemUserBody,
      // The plain password is not a column; only its hash is stored.
      before: async (_ctx, values) => ({ passwordHash: await hashPassword(values.password) }),
      after: async ({ tx, tenant }, id, values) => {
        if (values.roles) await setUserRoles(tx, tenant.id, id, await resolveRoles(tx, values.roles), 'replace');
        await assignChannels(tx, tenant.id, id, values.salesChannelIds);
      },
    },
    update: {
      body: systemUserUpdateBody,
      after: async ({ tx, tenant, user }, id, values) => {
        if (values.roles) await setUserRoles(tx, tenant.id, id, await resolveRoles(tx, values.roles), 'replace');
        await assignChannels(tx, tenant.id, id, values.salesChannelIds);
        if (values.isActive === false) {
          if (id === user.id) throw conflict('You cannot deactivate your own account.');
          await revokeOtherSessions(tx, id, null);
        }
        await assertAdministratorRemains(tx);
      },
    },
    remove: {
      before: async ({ user }, existing) => {
        if (existing.id === user.id) throw conflict('You cannot delete your own account.');
      },
      after: async ({ tx }) => assertAdministratorRemains(tx),
    },
  });

  const userExists = async (tx: Tx, id: number) => {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!row) throw notFound('user');
  };

  r.get('masterfile/users/:id/get-roles', {
    access: 'View System Users',
    summary: "A user's roles",
    params: idParam,
    response: { 200: rolesAnswer },
    handler: async ({ tx, params }) => {
      await userExists(tx, params.id);
      return { data: await rolesOfUser(tx, params.id) };
    },
  });

  r.post('masterfile/users/:id/assign-roles', {
    access: 'Edit System Users',
    summary: 'Add roles to a user (ids or names)',
    params: idParam,
    body: assignRolesBody,
    response: { 200: rolesAnswer.extend({ message: z.string() }) },
    handler: async ({ tx, tenant, params, body }) => {
      await userExists(tx, params.id);
      await setUserRoles(tx, tenant.id, params.id, await resolveRoles(tx, body.roles), 'add');
      return { message: 'Roles assigned successfully.', data: await rolesOfUser(tx, params.id) };
    },
  });

  r.put('masterfile/users/:id/update-assign-roles', {
    access: 'Edit System Users',
    summary: "Replace a user's roles (ids or names)",
    params: idParam,
    body: assignRolesBody,
    response: { 200: rolesAnswer.extend({ message: z.string() }) },
    handler: async ({ tx, tenant, params, body }) => {
      await userExists(tx, params.id);
      await setUserRoles(tx, tenant.id, params.id, await resolveRoles(tx, body.roles), 'replace');
      await assertAdministratorRemains(tx);
      return { message: 'Roles updated successfully.', data: await rolesOfUser(tx, params.id) };
    },
  });

  r.put('masterfile/users/:id/reset-password', {
    access: 'Edit System Users',
    summary: "Set a user's password without the old one (an administrator's reset); signs them out everywhere",
    params: idParam,
    body: z.object({ newPassword: newPassword('new password') }),
    response: { 200: z.object({ message: z.string() }) },
    handler: async ({ tx, user, params, body }) => {
      await userExists(tx, params.id);
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword) })
        .where(eq(users.id, params.id));
      await revokeOtherSessions(tx, params.id, params.id === user.id ? user.sessionId : null);
      return { message: 'Password updated successfully.' };
    },
  });

  r.put('masterfile/users/:id/update-passwords', {
    access: 'user',
    summary: "Change a user's password: your own, or anyone's with Edit System Users",
    params: idParam,
    body: passwordChangeBody.extend({ id: z.coerce.number().int().positive().optional() }),
    response: { 200: z.object({ message: z.string() }) },
    handler: async ({ tx, user, params, body }) => {
      const self = params.id === user.id;
      if (!self && !hasPermission(user.permissions, 'Edit System Users')) throw forbidden();
      const [row] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, params.id));
      if (!row) throw notFound('user');
      if (!(await verifyPassword(row.passwordHash, body.currentPassword))) throw wrongCurrentPassword();
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword) })
        .where(eq(users.id, params.id));
      await revokeOtherSessions(tx, params.id, self ? user.sessionId : null);
      return { message: 'Password updated successfully.' };
    },
  });
}

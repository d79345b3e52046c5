import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { passwordChangeBody } from '@oim/shared/schemas/auth';
import { idParam } from '@oim/shared/schemas/fields';
import { assignRolesBody, systemUserBody, systemUserUpdateBody } from '@oim/shared/schemas/users';
import { hasPermission } from '@oim/shared/permissions';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/identity';
import { salesChannels, salesChannelUsers } from '../../db/schema/sales';
import { answerRefusal, attemptClient } from '../../platform/auth/http';
import { acceptedPassword } from '../../password-policy';
import { hashPassword } from '../../platform/auth/passwords';
import { checkCurrentPassword, revokeOtherSessions } from '../../platform/auth/service';
import type { AuthUser } from '../../platform/auth/session-user';
import { AppError, conflict, forbidden, invalid, notFound } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { userResource } from './system-users.resource';
import {
  assertAdministratorRemains,
  assertMayAssignRoles,
  assertMayManageUser,
  lacking,
  permissionsOfRoles,
  resolveRoles,
  roleIdsOfUser,
  rolesOfUser,
  setUserRoles,
} from '../rbac';
import { shopWhere } from '../../platform/resource/rows';

async function assignChannels(tx: Tx, tenantId: number, userId: number, channelIds: number[] | undefined): Promise<void> {
  if (channelIds === undefined) return;
  const wanted = [...new Set(channelIds)];
  if (wanted.length > 0) {
    const found = await tx
      .select({ id: salesChannels.id })
      .from(salesChannels)
      .where(shopWhere(tx, salesChannels, inArray(salesChannels.id, wanted)));
    if (found.length !== wanted.length) throw invalid({ salesChannelIds: ['The selected sales channel is invalid.'] });
  }
  await tx.delete(salesChannelUsers).where(shopWhere(tx, salesChannelUsers, eq(salesChannelUsers.userId, userId)));
  if (wanted.length > 0) {
    await tx.insert(salesChannelUsers).values(wanted.map((salesChannelId) => ({ tenantId, salesChannelId, userId })));
  }
}

const rolesAnswer = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });

/** Gives a user roles (ids or names) under the grant and reach rules (rbac/grants.ts). */
async function assignRoles(
  tx: Tx,
  tenantId: number,
  actor: AuthUser,
  userId: number,
  refs: (number | string)[],
  mode: 'replace' | 'add',
): Promise<void> {
  const roleIds = await resolveRoles(tx, refs);
  await assertMayManageUser(tx, actor, userId);
  await assertMayAssignRoles(tx, actor, userId, roleIds, mode);
  await setUserRoles(tx, tenantId, userId, roleIds, mode);
}

/**
 * A reset takes over an account without its password, so it may not reach further than the actor:
 * never their own account (that change asks for the current password), and never an account that
 * holds a permission the actor lacks (an Administrator's account holds all of them).
 */
async function assertMayResetPassword(tx: Tx, actor: AuthUser, userId: number): Promise<void> {
  if (userId === actor.id)
    throw new AppError('FORBIDDEN', 'Change your own password with your current password (Update Password), not with a reset.');
  if (actor.isAdministrator) return;
  const target = await permissionsOfRoles(tx, await roleIdsOfUser(tx, userId));
  if (target.all) throw new AppError('FORBIDDEN', "Only an administrator can reset an administrator's password.");
  const missing = lacking(actor, target.permissions);
  if (missing.length > 0)
    throw new AppError(
      'FORBIDDEN',
      `You cannot reset the password of a user who holds permissions you do not: ${missing.map((p) => `'${p}'`).join(', ')}.`,
    );
}

export function registerSystemUserRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'System users');

  registerCrud(r, {
    path: 'masterfile/system-users',
    resource: userResource,
    access: { list: 'View System Users', create: 'Create System Users', update: 'Edit System Users', delete: 'Delete System Users' },
    with: ['roles', 'roleNames', 'salesChannels'],
    create: {
      body: systemUserBody.extend({ password: acceptedPassword() }),
      // The plain password is not a column; only its hash is stored.
      before: async (_ctx, values) => ({ passwordHash: await hashPassword(values.password) }),
      after: async ({ tx, tenant, user }, id, values) => {
        if (values.roles) await assignRoles(tx, tenant.id, user, id, values.roles, 'replace');
        await assignChannels(tx, tenant.id, id, values.salesChannelIds);
      },
    },
    update: {
      body: systemUserUpdateBody,
      // Any change (name, email, active, roles, channels) only of an account that holds nothing the actor lacks.
      before: async ({ tx, user }, _values, existing) => assertMayManageUser(tx, user, Number(existing.id)),
      after: async ({ tx, tenant, user }, id, values) => {
        if (values.roles) await assignRoles(tx, tenant.id, user, id, values.roles, 'replace');
        await assignChannels(tx, tenant.id, id, values.salesChannelIds);
        if (values.isActive === false) {
          if (id === user.id) throw conflict('You cannot deactivate your own account.');
          await revokeOtherSessions(tx, id, null);
        }
        await assertAdministratorRemains(tx);
      },
    },
    remove: {
      before: async ({ tx, user }, existing) => {
        if (existing.id === user.id) throw conflict('You cannot delete your own account.');
        await assertMayManageUser(tx, user, Number(existing.id));
        await assertAdministratorRemains(tx, Number(existing.id));
      },
      after: async ({ tx }) => assertAdministratorRemains(tx),
    },
  });

  const userExists = async (tx: Tx, id: number) => {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(shopWhere(tx, users, eq(users.id, id)));
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
    handler: async ({ tx, tenant, user, params, body }) => {
      await userExists(tx, params.id);
      await assignRoles(tx, tenant.id, user, params.id, body.roles, 'add');
      return { message: 'Roles assigned successfully.', data: await rolesOfUser(tx, params.id) };
    },
  });

  r.put('masterfile/users/:id/update-assign-roles', {
    access: 'Edit System Users',
    summary: "Replace a user's roles (ids or names)",
    params: idParam,
    body: assignRolesBody,
    response: { 200: rolesAnswer.extend({ message: z.string() }) },
    handler: async ({ tx, tenant, user, params, body }) => {
      await userExists(tx, params.id);
      await assignRoles(tx, tenant.id, user, params.id, body.roles, 'replace');
      await assertAdministratorRemains(tx);
      return { message: 'Roles updated successfully.', data: await rolesOfUser(tx, params.id) };
    },
  });

  r.put('masterfile/users/:id/reset-password', {
    access: 'Reset System User Passwords',
    summary:
      "Set another user's password without the old one; signs them out everywhere. Refused (403) for an account that holds a permission the caller lacks",
    params: idParam,
    body: z.object({ newPassword: acceptedPassword('new password') }),
    response: { 200: z.object({ message: z.string() }) },
    handler: async ({ tx, user, params, body }) => {
      await userExists(tx, params.id);
      await assertMayResetPassword(tx, user, params.id);
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword) })
        .where(shopWhere(tx, users, eq(users.id, params.id)));
      await revokeOtherSessions(tx, params.id, null);
      return { message: 'Password updated successfully.' };
    },
  });

  r.put('masterfile/users/:id/update-passwords', {
    access: 'user',
    summary: "Change a user's password: your own, or anyone's with Edit System Users",
    params: idParam,
    body: passwordChangeBody.extend({ id: z.coerce.number().int().positive().optional(), newPassword: acceptedPassword('new password') }),
    response: {
      200: z.object({ message: z.string() }),
      422: z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() }),
      429: z.object({ message: z.string() }),
    },
    handler: async ({ tx, tenant, user, params, body, req, reply, deps }) => {
      const self = params.id === user.id;
      if (!self && !hasPermission(user.permissions, 'Edit System Users')) throw forbidden();
      if (!self) await assertMayManageUser(tx, user, params.id);
      const refusal = await checkCurrentPassword(tx, deps.tokens, tenant, params.id, body.currentPassword, attemptClient(req));
      if (refusal) return answerRefusal(reply, refusal);
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword) })
        .where(shopWhere(tx, users, eq(users.id, params.id)));
      await revokeOtherSessions(tx, params.id, self ? user.sessionId : null);
      return { message: 'Password updated successfully.' };
    },
  });
}

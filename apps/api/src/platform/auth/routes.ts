import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loginAnswer, loginBody, passwordChangeBody, profileBody, refreshAnswer, refreshBody, sessionUser } from '@oim/shared/schemas/auth';
import { users } from '../../db/schema/identity';
import { createRouter } from '../http/routes';
import { rememberDevice } from './device-cookie';
import { answerRefusal, attemptClient } from './http';
import { acceptedPassword } from './password-policy';
import { hashPassword } from './passwords';
import { checkCurrentPassword, login, refresh, revokeOtherSessions, revokeSession, sessionUserPayload } from './service';

const message = z.object({ message: z.string() });
const passwordChange = passwordChangeBody.extend({ newPassword: acceptedPassword('new password') });
const fieldErrors = message.extend({ errors: z.record(z.string(), z.array(z.string())).optional() });

export function registerAuthRoutes(app: FastifyInstance): void {
  // Spec 7.1: the client asks for the CSRF cookie before signing in. The API itself uses bearer tokens.
  const csrf = {
    tags: ['Authentication'],
    summary: 'Set the XSRF-TOKEN cookie',
    response: { 204: z.null().describe('No content: the XSRF-TOKEN cookie is set.') },
  };
  app.get('/sanctum/csrf-cookie', { schema: csrf }, async (req, reply) => {
    reply.setCookie('XSRF-TOKEN', randomBytes(32).toString('base64url'), {
      path: '/',
      sameSite: 'lax',
      secure: req.protocol === 'https',
      maxAge: 2 * 60 * 60,
    });
    return reply.code(204).send();
  });

  const r = createRouter(app, 'Authentication');

  r.post('login', {
    access: 'public',
    summary: 'Sign in with email and password',
    body: loginBody,
    response: { 200: loginAnswer, 401: message, 429: message },
    handler: async ({ tx, tenant, body, req, reply, deps }) => {
      const outcome = await login(tx, deps.tokens, tenant, body, attemptClient(req));
      if (outcome.status !== 200) return answerRefusal(reply, outcome);
      rememberDevice(req, reply, deps.tokens.devices, tenant.id, outcome.body.data.user.id);
      return outcome.body;
    },
  });

  r.post('refresh', {
    access: 'public',
    summary: 'Exchange a refresh token for a new pair (the old one is spent)',
    body: refreshBody,
    response: { 200: refreshAnswer, 401: message },
    handler: async ({ tx, tenant, body, reply, deps }) => {
      const outcome = await refresh(tx, deps.tokens, tenant, body.refresh_token);
      reply.code(outcome.status);
      return outcome.body;
    },
  });

  r.post('logout', {
    access: 'user',
    summary: 'End this session',
    response: { 200: message },
    handler: async ({ tx, user }) => {
      await revokeSession(tx, user.sessionId);
      return { message: 'Logged out successfully.' };
    },
  });

  r.get('me', {
    access: 'user',
    summary: 'The signed-in user',
    response: { 200: z.object({ data: sessionUser }) },
    handler: async ({ tx, user }) => ({ data: await sessionUserPayload(tx, user.id) }),
  });

  r.put('me', {
    access: 'user',
    summary: 'Update my profile',
    body: profileBody,
    response: { 200: z.object({ message: z.string(), data: sessionUser }) },
    handler: async ({ tx, tenant, user, body }) => {
      await tx
        .update(users)
        .set(body)
        .where(and(eq(users.tenantId, tenant.id), eq(users.id, user.id)));
      return { message: 'Profile updated successfully.', data: await sessionUserPayload(tx, user.id) };
    },
  });

  r.put('me/password', {
    access: 'user',
    summary: 'Change my password (other sessions are signed out)',
    body: passwordChange,
    response: { 200: message, 422: fieldErrors, 429: message },
    handler: async ({ tx, tenant, user, body, req, reply, deps }) => {
      const refusal = await checkCurrentPassword(tx, deps.tokens, tenant, user.id, body.currentPassword, attemptClient(req));
      if (refusal) return answerRefusal(reply, refusal);
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword) })
        .where(and(eq(users.tenantId, tenant.id), eq(users.id, user.id)));
      await revokeOtherSessions(tx, user.id, user.sessionId);
      return { message: 'Password updated successfully.' };
    },
  });
}

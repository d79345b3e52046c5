import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loginAnswer, loginBody, passwordChangeBody, profileBody, refreshAnswer, refreshBody, sessionUser } from '@oim/shared/schemas/auth';
import { users } from '../../db/schema/identity';
import { createRouter } from '../http/routes';
import { hashPassword, verifyPassword } from './passwords';
import { login, refresh, revokeOtherSessions, revokeSession, sessionUserPayload, wrongCurrentPassword } from './service';

const message = z.object({ message: z.string() });

export function registerAuthRoutes(app: FastifyInstance): void {
  // Spec 7.1: the client asks for the CSRF cookie before signing in. The API itself uses bearer tokens.
  app.get('/sanctum/csrf-cookie', { schema: { tags: ['Authentication'], summary: 'Set the XSRF-TOKEN cookie' } }, async (req, reply) => {
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
      const outcome = await login(tx, deps.tokens, tenant, body, { ip: req.ip, userAgent: req.headers['user-agent'] });
      if (outcome.status !== 200 && 'retryAfter' in outcome && outcome.retryAfter) reply.header('Retry-After', String(outcome.retryAfter));
      reply.code(outcome.status);
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
    handler: async ({ tx, user, body }) => {
      await tx.update(users).set(body).where(eq(users.id, user.id));
      return { message: 'Profile updated successfully.', data: await sessionUserPayload(tx, user.id) };
    },
  });

  r.put('me/password', {
    access: 'user',
    summary: 'Change my password (other sessions are signed out)',
    body: passwordChangeBody,
    response: { 200: message },
    handler: async ({ tx, user, body }) => {
      const [row] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      if (!row || !(await verifyPassword(row.passwordHash, body.currentPassword))) throw wrongCurrentPassword();
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword) })
        .where(eq(users.id, user.id));
      await revokeOtherSessions(tx, user.id, user.sessionId);
      return { message: 'Password updated successfully.' };
    },
  });
}

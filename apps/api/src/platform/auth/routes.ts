import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  loginAnswer,
  loginBody,
  PASSWORD_RESET_SENT,
  passwordChangeBody,
  passwordResetBody,
  passwordResetRequestBody,
  profileBody,
  refreshAnswer,
  refreshBody,
  sessionUser,
  shopIdentity,
} from '@oim/shared/schemas/auth';
import { users } from '../../db/schema/identity';
import { companyProfiles } from '../../db/schema/settings';
import { sendMail } from '../mail/mailer';
import { createRouter } from '../http/routes';
import { rememberDevice } from './device-cookie';
import { answerRefusal, attemptClient } from './http';
import { acceptedPassword } from '../../password-policy';
import { requestPasswordReset, resetPassword, RESET_LINK_MINUTES } from './password-reset';
import { resetLinkFor } from './reset-link';
import { hashPassword } from './passwords';
import { checkCurrentPassword, login, refresh, revokeOtherSessions, revokeSession, sessionUserPayload } from './service';

const message = z.object({ message: z.string() });
const passwordChange = passwordChangeBody.extend({ newPassword: acceptedPassword('new password') });
const fieldErrors = message.extend({ errors: z.record(z.string(), z.array(z.string())).optional() });
const passwordReset = passwordResetBody.extend({ password: acceptedPassword('password') });

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

  r.get('shop', {
    access: 'public',
    summary: "The shop's name for its login page, and whether a forgotten password can be reset by e-mail",
    response: { 200: z.object({ data: shopIdentity }) },
    handler: async ({ tx, tenant, deps }) => {
      const [profile] = await tx
        .select({ name: sql<string | null>`${companyProfiles.settings}->>'company_name'` })
        .from(companyProfiles)
        .where(and(eq(companyProfiles.tenantId, tenant.id), isNull(companyProfiles.salesChannelId)));
      const name = profile?.name?.trim() || tenant.name;
      return { data: { name, passwordResetByEmail: Boolean(deps.config.smtpUrl) } };
    },
  });

  r.post('forgot-password', {
    access: 'public',
    summary: 'E-mail a one-time link to set a new password (the same answer whether or not the account exists)',
    body: passwordResetRequestBody,
    response: { 200: message, 409: message, 429: message },
    handler: async ({ tx, tenant, body, req, reply, deps, afterCommit }) => {
      const smtpUrl = deps.config.smtpUrl;
      if (!smtpUrl) return answerRefusal(reply, { status: 409, body: { message: PASSWORD_RESET_UNAVAILABLE } });
      const outcome = await requestPasswordReset(tx, tenant, body.email, req.ip);
      if (outcome.status === 'held')
        return answerRefusal(reply, {
          status: 429,
          retryAfter: outcome.retryAfter,
          body: { message: `Too many reset requests. Please try again in ${outcome.retryAfter} seconds.` },
        });
      const mail = outcome.mail;
      const link = mail && resetLinkFor(req, mail.token);
      if (mail && !link) req.log.warn('password reset asked for through an address that is not this server’s own; no link sent');
      if (mail && link)
        // Sent after the answer, so how long the mail server takes tells the caller nothing.
        afterCommit(async () => {
          sendMail(smtpUrl, {
            from: deps.config.mailFrom,
            to: mail.to,
            subject: `${tenant.name}: set a new password`,
            text: [
              `Hello ${mail.name},`,
              '',
              `Someone (we hope you) asked to set a new password for your account at ${tenant.name}.`,
              `Open this link within ${RESET_LINK_MINUTES} minutes to choose it; it works once:`,
              '',
              link,
              '',
              'If you did not ask for this, ignore this e-mail: your password stays as it is.',
            ].join('\n'),
          }).catch((error: unknown) => req.log.error({ err: error }, 'could not send the password reset e-mail'));
        });
      return { message: PASSWORD_RESET_SENT };
    },
  });

  r.post('reset-password', {
    access: 'public',
    summary: "Set a new password with a reset link's token (once, within the hour); the account's sessions end",
    body: passwordReset,
    response: { 200: message, 409: message, 422: fieldErrors },
    handler: async ({ tx, tenant, body }) => {
      await resetPassword(tx, tenant, body.token, body.password);
      return { message: 'Your password has been set. Sign in with it.' };
    },
  });
}

/** Without a mail server the owner sets a forgotten password (Users › Reset Password). */
export const PASSWORD_RESET_UNAVAILABLE = "This shop does not send e-mail. Ask the shop's owner to set a new password for you.";

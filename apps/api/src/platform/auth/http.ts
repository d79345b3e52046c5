import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceCookieOf } from './device-cookie';
import type { AttemptClient } from './service';

/** Who makes a password attempt, as the throttle sees them. */
export function attemptClient(req: FastifyRequest): AttemptClient {
  return { ip: req.ip, userAgent: req.headers['user-agent'], deviceCookie: deviceCookieOf(req) };
}

/** Sends a refused password attempt (401, 422 or 429 with Retry-After) as the handler's answer. */
export function answerRefusal<B>(reply: FastifyReply, refusal: { status: number; body: B; retryAfter?: number }): B {
  if (refusal.retryAfter) reply.header('Retry-After', String(refusal.retryAfter));
  reply.code(refusal.status);
  return refusal.body;
}

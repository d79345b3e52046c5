import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
 * has signed in to an account holds a signed entry for it, and that browser's password attempts on
 * the account are throttled on their own, so failures from elsewhere never lock it out.
 */
export const DEVICE_COOKIE = 'oim_device';
export const DEVICE_COOKIE_DAYS = 365;
/** A shared counter PC signs in many cashiers; the oldest entries give way past this many. */
const MAX_ENTRIES = 20;

/** One account's entry in a browser's device cookie; the nonce names that browser's own throttle counter. */
export type DeviceEntry = { tenantId: number; userId: number; nonce: string };

const ENTRY = /^(\d{1,15})\.(\d{1,15})\.([\w-]{22})\.([\w-]{43})$/;

export class DeviceCookies {
  constructor(private readonly key: Buffer) {}

  private sign(tenantId: number, userId: number, nonce: string): string {
    return createHmac('sha256', this.key).update(`${tenantId}.${userId}.${nonce}`).digest('base64url');
  }

  /** The genuine entries of a cookie value; forged or malformed ones are dropped. */
  entries(cookie: string | undefined): DeviceEntry[] {
    const found: DeviceEntry[] = [];
    for (const text of (cookie ?? '').split('~').slice(0, MAX_ENTRIES)) {
      const m = ENTRY.exec(text);
      if (!m) continue;
      const entry = { tenantId: Number(m[1]), userId: Number(m[2]), nonce: m[3]! };
      const expected = Buffer.from(this.sign(entry.tenantId, entry.userId, entry.nonce));
      const given = Buffer.from(m[4]!);
      if (given.length === expected.length && timingSafeEqual(given, expected)) found.push(entry);
    }
    return found;
  }

  /** This account's genuine entry in the cookie, if the browser has signed in to it. */
  find(cookie: string | undefined, tenantId: number, userId: number): DeviceEntry | undefined {
    return this.entries(cookie).find((e) => e.tenantId === tenantId && e.userId === userId);
  }

  /** The cookie value with this account's entry (kept, or new) first and the others after it. */
  withAccount(cookie: string | undefined, tenantId: number, userId: number): string {
    const entries = this.entries(cookie);
    const mine = entries.find((e) => e.tenantId === tenantId && e.userId === userId) ?? {
      tenantId,
      userId,
      nonce: randomBytes(16).toString('base64url'),
    };
    return [mine, ...entries.filter((e) => e !== mine)]
      .slice(0, MAX_ENTRIES)
      .map((e) => `${e.tenantId}.${e.userId}.${e.nonce}.${this.sign(e.tenantId, e.userId, e.nonce)}`)
      .join('~');
  }
}

/** The request's device cookie value, if any. */
export function deviceCookieOf(req: FastifyRequest): string | undefined {
  return req.cookies[DEVICE_COOKIE];
}

/** Gives the browser its device cookie for the account it just proved it holds. */
export function rememberDevice(req: FastifyRequest, reply: FastifyReply, devices: DeviceCookies, tenantId: number, userId: number): void {
  reply.setCookie(DEVICE_COOKIE, devices.withAccount(deviceCookieOf(req), tenantId, userId), {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure: req.protocol === 'https',
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
}

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Database } from '../../db/client';
import { DeviceCookies } from './device-cookie';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const SESSION_DAYS = 30;

export type AccessClaims = { tenantId: number; userId: number; sessionId: number };

/** Signs and checks access tokens with a key every instance shares through the database. */
export class TokenService {
  /** Signs and checks device cookies (see device-cookie.ts). */
  readonly devices: DeviceCookies;
  private readonly successorKey: Buffer;

  private constructor(private readonly key: Uint8Array) {
    // One stored secret, a key of its own per purpose: a value signed for one use never passes for another.
    const derive = (purpose: string) => createHmac('sha256', key).update(purpose).digest();
    this.devices = new DeviceCookies(derive('device-cookie'));
    this.successorKey = derive('refresh-successor');
  }

  static async create(db: Database): Promise<TokenService> {
    const candidate = randomBytes(64).toString('base64url');
    const value = await db.asOwner(async (owner) => {
      await owner.execute(
        sql`insert into platform_keys (name, value) values ('access_token_key', ${candidate}) on conflict (name) do nothing`,
      );
      const result = await owner.execute<{ value: string }>(sql`select value from platform_keys where name = 'access_token_key'`);
      return result.rows[0]!.value;
    });
    return new TokenService(Buffer.from(value, 'base64url'));
  }

  /**
   * The refresh token that replaces a presented one. It is derived from it, so presenting the same
   * token again within the grace window answers the same new token without storing it in the clear.
   */
  successorRefreshToken(presented: string): string {
    return createHmac('sha256', this.successorKey).update(presented).digest('base64url');
  }

  async issueAccessToken(claims: AccessClaims, lifetimeSeconds = ACCESS_TOKEN_SECONDS): Promise<string> {
    return new SignJWT({ tid: claims.tenantId, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
      .sign(this.key);
  }

  /**
   * The claims of a valid, unexpired token, or undefined. Every signed-in request checks one, so
   * the HS256 signature is checked with node:crypto directly (jose's WebCrypto path imports the key
   * and crosses to the thread pool on each call): an HMAC of the exact header and payload text,
   * compared in constant time, then the header (HS256 only, no critical extensions) and the times.
   */
  async verifyAccessToken(token: string): Promise<AccessClaims | undefined> {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((p) => BASE64URL.test(p))) return undefined;
    const [head, body, signature] = parts as [string, string, string];
    const expected = createHmac('sha256', this.key).update(`${head}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const header = jsonObject(head);
    const payload = jsonObject(body);
    if (!header || !payload || header.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) return undefined;
    const now = Math.floor(Date.now() / 1000);
    if (typeof payload.exp !== 'number' || payload.exp <= now) return undefined;
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return undefined;
    if (payload.iat !== undefined && typeof payload.iat !== 'number') return undefined;
    const tenantId = payload.tid;
    const sessionId = payload.sid;
    const userId = Number(payload.sub);
    if (typeof tenantId !== 'number' || typeof sessionId !== 'number' || typeof payload.sub !== 'string' || !Number.isSafeInteger(userId))
      return undefined;
    return { tenantId, sessionId, userId };
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A base64url segment's JSON object, or undefined. */
function jsonObject(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

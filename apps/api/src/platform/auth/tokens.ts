import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const SESSION_DAYS = 30;

export type AccessClaims = { tenantId: number; userId: number; sessionId: number };

/** Signs and checks access tokens with a key every instance shares through the database. */
export class TokenService {
  private constructor(private readonly key: Uint8Array) {}

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

  async issueAccessToken(claims: AccessClaims, lifetimeSeconds = ACCESS_TOKEN_SECONDS): Promise<string> {
    return new SignJWT({ tid: claims.tenantId, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token, or undefined. */
  async verifyAccessToken(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const tenantId = payload.tid;
      const sessionId = payload.sid;
      const userId = Number(payload.sub);
      if (typeof tenantId !== 'number' || typeof sessionId !== 'number' || !Number.isSafeInteger(userId)) return undefined;
      return { tenantId, sessionId, userId };
    } catch {
      return undefined;
    }
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

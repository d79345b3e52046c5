// Access tokens are checked on every signed-in request with node:crypto (HS256), not jose's
// WebCrypto path: the checks jose made must all still hold.
import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenService } from '../src/platform/auth/tokens';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let tokens: TokenService;
let key: Uint8Array;
const claims = { tenantId: 1, userId: 7, sessionId: 42 };
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  t = await startTestApp();
  tokens = t.app.deps.tokens;
  key = (tokens as unknown as { key: Uint8Array }).key;
});
afterAll(async () => t.close());

const sign = (payload: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }, secret = key) =>
  new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(secret);

describe('access tokens', () => {
  it('accepts the tokens it issues and answers their claims', async () => {
    expect(await tokens.verifyAccessToken(await tokens.issueAccessToken(claims))).toEqual(claims);
    expect(await tokens.verifyAccessToken(await sign({ tid: 1, sid: 42, sub: '7', iat: now(), exp: now() + 60 }))).toEqual(claims);
  });

  it('refuses a token whose payload or signature was changed, or signed with another key', async () => {
    const [head, body, signature] = (await tokens.issueAccessToken(claims)).split('.');
    const forged = Buffer.from(JSON.stringify({ tid: 2, sid: 42, sub: '7', exp: now() + 60 })).toString('base64url');
    expect(await tokens.verifyAccessToken(`${head}.${forged}.${signature}`)).toBeUndefined();
    expect(await tokens.verifyAccessToken(`${head}.${body}.${signature!.slice(0, -2)}`)).toBeUndefined();
    expect(await tokens.verifyAccessToken(`${head}.${body}.${signature}!`)).toBeUndefined();
    expect(await tokens.verifyAccessToken(`${head}.${body}`)).toBeUndefined();
    expect(
      await tokens.verifyAccessToken(await sign({ tid: 1, sid: 42, sub: '7', exp: now() + 60 }, undefined, new Uint8Array(64).fill(7))),
    ).toBeUndefined();
    expect(await tokens.verifyAccessToken('not-a-token')).toBeUndefined();
  });

  it('refuses another algorithm, an unsigned token and critical header extensions', async () => {
    const payload = { tid: 1, sid: 42, sub: '7', exp: now() + 60 };
    expect(await tokens.verifyAccessToken(await sign(payload, { alg: 'HS512' }))).toBeUndefined();
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
    expect(await tokens.verifyAccessToken(none)).toBeUndefined();
    // jose will not sign an unknown critical extension; signed here by hand with the right key.
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const critical = `${b64({ alg: 'HS256', crit: ['x-ext'], 'x-ext': 1 })}.${b64(payload)}`;
    expect(await tokens.verifyAccessToken(`${critical}.${createHmac('sha256', key).update(critical).digest('base64url')}`)).toBeUndefined();
    const plain = `${b64({ alg: 'HS256' })}.${b64(payload)}`;
    expect(await tokens.verifyAccessToken(`${plain}.${createHmac('sha256', key).update(plain).digest('base64url')}`)).toEqual(claims);
  });

  it('refuses an expired token, one not valid yet, and one without an expiry or with odd claims', async () => {
    expect(await tokens.verifyAccessToken(await tokens.issueAccessToken(claims, -10))).toBeUndefined();
    expect(await tokens.verifyAccessToken(await sign({ tid: 1, sid: 42, sub: '7', exp: now() + 60, nbf: now() + 30 }))).toBeUndefined();
    expect(await tokens.verifyAccessToken(await sign({ tid: 1, sid: 42, sub: '7' }))).toBeUndefined();
    expect(await tokens.verifyAccessToken(await sign({ tid: '1', sid: 42, sub: '7', exp: now() + 60 }))).toBeUndefined();
    expect(await tokens.verifyAccessToken(await sign({ tid: 1, sid: 42, sub: 'x', exp: now() + 60 }))).toBeUndefined();
  });
});

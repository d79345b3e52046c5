import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/platform/logging';
import { startTestApp, type TestApp } from './support/test-app';

const lines: string[] = [];
const log = createLogger('info', { write: (line: string) => void lines.push(line) });
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({}, { logger: log });
});
afterAll(async () => t.close());

describe('logs', () => {
  it("keep a failed statement's SQL and error code, never its bound parameters (a password hash, what the user typed)", async () => {
    const admin = t.as('demo', (await t.login('demo')).token);
    lines.length = 0;
    const taken = await admin.post('/api/masterfile/system-users', {
      firstname: 'Typed-Firstname',
      lastname: 'Typed-Lastname',
      displayName: 'Typed-Display',
      email: 'admin@demo.shop',
      password: 'typed-secret-password',
    });
    expect(taken.status).toBe(422);
    const text = lines.join('');
    expect(text).toContain('request refused');
    expect(text).toContain('insert into \\"users\\"');
    expect(text).toContain('"code":"23505"');
    expect(text).toContain('"constraint":"users_email_uq"');
    for (const secret of ['$argon2', 'typed-secret-password', 'Typed-Firstname', 'Typed-Display', 'admin@demo.shop'])
      expect(text, secret).not.toContain(secret);
  });

  it('keep a server error’s statement and code, and leave out the values the database quotes', async () => {
    const error = await t.db
      .transaction(null, (tx) => tx.execute(sql`select ${'what-a-user-typed'}::int`))
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    lines.length = 0;
    log.error({ err: error }, 'request failed');
    const entry = JSON.parse(lines[0]!);
    expect(entry.err.query).toBe('select $1::int');
    expect(entry.err.cause.code).toBe('22P02');
    expect(lines[0]).not.toContain('what-a-user-typed');
  });

  it('redact authorization headers, cookies, passwords and tokens wherever they are logged', () => {
    lines.length = 0;
    log.info(
      {
        req: { headers: { authorization: 'Bearer header-token', cookie: 'oim_device=cookie-value' } },
        res: { headers: { 'set-cookie': 'oim_device=set-cookie-value' } },
        body: { password: 'pw-1', currentPassword: 'pw-2', newPassword: 'pw-3', refresh_token: 'refresh-1' },
        data: { token: 'access-1', refreshToken: 'refresh-2' },
        password: 'pw-4',
      },
      'anything',
    );
    for (const secret of ['header-token', 'cookie-value', 'pw-1', 'pw-2', 'pw-3', 'pw-4', 'refresh-1', 'refresh-2', 'access-1'])
      expect(lines[0], secret).not.toContain(secret);
    expect(lines[0]).toContain('[Redacted]');
  });
});

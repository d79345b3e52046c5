import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_SENT } from '@oim/shared/schemas/auth';
import { RESET_LINK_EXPIRED, RESET_LINK_INVALID, RESET_LINK_USED } from '../src/platform/auth/password-reset';
import { startTestApp, type TestApp } from './support/test-app';

type Mail = { to: string; text: string };

/** A local mail server that keeps every message it is sent. */
async function startMailServer(): Promise<{ url: string; inbox: Mail[]; close: () => Promise<void> }> {
  const inbox: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text: raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, inbox, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The message's body as its reader sees it (quoted-printable soft breaks joined, escapes decoded). */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits until the mail server has received a message for the address, and answers the link in it. */
async function linkSentTo(inbox: Mail[], address: string, after = 0): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = inbox.slice(after).find((m) => m.to === address);
    if (mail) {
      const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(bodyOf(mail.text))?.[0];
      if (!link) throw new Error(`no reset link in the message:\n${mail.text}`);
      return link;
    }
    if (Date.now() > deadline) throw new Error(`no message for ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token')!);

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailServer>>;
let shopId: number;
beforeAll(async () => {
  mail = await startMailServer();
  t = await startTestApp({ SMTP_URL: mail.url, MAIL_FROM: 'Demo Shop <no-reply@demo.shop>' });
  shopId = (await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id::int from tenants where slug = 'demo'`))).rows[0]!.id;
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

const clearThrottle = () => t.db.asOwner((db) => db.execute(sql`delete from login_throttle`));

describe('password reset by e-mail', () => {
  it('tells the login page the shop name and that reset by e-mail is available', async () => {
    const answer = await t.request('GET', '/api/shop');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { name: 'Demo Shop', passwordResetByEmail: true } });
    const other = await t.request('GET', '/api/shop', { shop: 'other' });
    expect(other.body.data.name).toBe('Other Shop');
  });

  it("mails a one-time link that sets a new password and ends the account's sessions", async () => {
    await clearThrottle();
    const signedIn = await t.login('demo');
    const before = mail.inbox.length;
    const asked = await t.request('POST', '/api/forgot-password', { body: { email: ' Admin@Demo.Shop ' } });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: PASSWORD_RESET_SENT });
    const link = await linkSentTo(mail.inbox, 'admin@demo.shop', before);
    expect(link.startsWith('http://localhost/reset-password?token=')).toBe(true);
    // Only the hash is kept.
    const stored = await t.db.transaction(shopId, (tx) =>
      tx.execute<{ token_hash: string }>(sql`select token_hash from password_reset_tokens`),
    );
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(tokenOf(link));

    const weak = await t.request('POST', '/api/reset-password', { body: { token: tokenOf(link), password: 'short' } });
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.body.errors)).toEqual(['password']);

    const reset = await t.request('POST', '/api/reset-password', { body: { token: tokenOf(link), password: 'new-secret-4821' } });
    expect(reset.status).toBe(200);
    expect((await t.request('GET', '/api/me', { token: signedIn.token })).status).toBe(401);
    expect(
      (await t.request('POST', '/api/login', { body: { email: 'admin@demo.shop', password: 'demo12345' }, ip: '10.7.0.1' })).status,
    ).toBe(401);
    await t.login('demo', 'admin@demo.shop', 'new-secret-4821');

    const again = await t.request('POST', '/api/reset-password', { body: { token: tokenOf(link), password: 'another-secret-77' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(RESET_LINK_USED);
    await t.login('demo', 'admin@demo.shop', 'new-secret-4821');

    // Put the demo password back for the tests below.
    await clearThrottle();
    await t.request('POST', '/api/forgot-password', { body: { email: 'admin@demo.shop' } });
    const back = await linkSentTo(mail.inbox, 'admin@demo.shop', before + 1);
    expect((await t.request('POST', '/api/reset-password', { body: { token: tokenOf(back), password: 'demo12345' } })).status).toBe(200);
  });

  it('answers the same for an address that has no account, and sends nothing', async () => {
    await clearThrottle();
    const before = mail.inbox.length;
    const asked = await t.request('POST', '/api/forgot-password', { body: { email: 'nobody@demo.shop' } });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: PASSWORD_RESET_SENT });
    // A known address sent after it arrives; by then the unknown one would have too.
    await t.request('POST', '/api/forgot-password', { body: { email: 'admin@demo.shop' } });
    await linkSentTo(mail.inbox, 'admin@demo.shop', before);
    expect(mail.inbox.slice(before).map((m) => m.to)).toEqual(['admin@demo.shop']);
  });

  it('refuses an expired link with 422', async () => {
    await clearThrottle();
    const before = mail.inbox.length;
    await t.request('POST', '/api/forgot-password', { body: { email: 'admin@demo.shop' } });
    const link = await linkSentTo(mail.inbox, 'admin@demo.shop', before);
    await t.db.transaction(shopId, (tx) =>
      tx.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 second' where used_at is null`),
    );
    const answer = await t.request('POST', '/api/reset-password', { body: { token: tokenOf(link), password: 'late-secret-3391' } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ token: [RESET_LINK_EXPIRED] });
    await t.login('demo');
  });

  it("refuses another shop's link, and one never issued, with 422", async () => {
    await clearThrottle();
    const before = mail.inbox.length;
    const asked = await t.request('POST', '/api/forgot-password', { shop: 'other', body: { email: 'owner@other.shop' } });
    expect(asked.status).toBe(200);
    const link = await linkSentTo(mail.inbox, 'owner@other.shop', before);
    expect(link.startsWith('http://other.localhost/reset-password?token=')).toBe(true);
    for (const token of [tokenOf(link), 'made-up-token']) {
      const answer = await t.request('POST', '/api/reset-password', { body: { token, password: 'stolen-secret-9182' } });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ token: [RESET_LINK_INVALID] });
    }
    await t.login('other');
    // In its own shop it works.
    expect(
      (await t.request('POST', '/api/reset-password', { shop: 'other', body: { token: tokenOf(link), password: 'other12345' } })).status,
    ).toBe(200);
  });

  it('holds back a flood of requests for one address (429), known or not', async () => {
    await clearThrottle();
    for (const email of ['admin@demo.shop', 'ghost@demo.shop']) {
      const answers = [];
      for (let i = 0; i < 4; i++)
        answers.push((await t.request('POST', '/api/forgot-password', { body: { email }, ip: '10.8.0.2' })).status);
      expect(answers).toEqual([200, 200, 200, 429]);
    }
    await clearThrottle();
  });

  it('refuses bad input with 422, never 500', async () => {
    for (const body of [{}, { email: 'not-an-address' }, { email: 42 }]) {
      const answer = await t.request('POST', '/api/forgot-password', { body });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['email']);
    }
    for (const body of [{}, { token: '', password: 'long-enough-1' }, { token: 'x'.repeat(500), password: 'long-enough-1' }]) {
      const answer = await t.request('POST', '/api/reset-password', { body });
      expect(answer.status).toBe(422);
    }
  });
});

describe('without a mail server', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await startTestApp();
  });
  afterAll(async () => plain?.close());

  it('tells the login page to send the user to the owner, and refuses a reset request with 409', async () => {
    expect((await plain.request('GET', '/api/shop')).body).toEqual({ data: { name: 'Demo Shop', passwordResetByEmail: false } });
    const answer = await plain.request('POST', '/api/forgot-password', { body: { email: 'admin@demo.shop' } });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/owner/);
  });
});

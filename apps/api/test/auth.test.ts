import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE } from '../src/platform/auth/throttle';
import { signInAs, startTestApp, type TestApp } from './support/test-app';
import { SHOPS } from './support/shops';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('sign in', () => {
  it('answers the user, an access token and a refresh token', async () => {
    const answer = await t.request('POST', '/api/login', { body: { email: 'admin@demo.shop', password: 'demo12345' } });
    expect(answer.status).toBe(200);
    const { user, token, refreshToken } = answer.body.data;
    expect(typeof token).toBe('string');
    expect(typeof refreshToken).toBe('string');
    expect(user).toEqual({
      id: expect.any(Number),
      firstname: 'Store',
      lastname: 'Administrator',
      email: 'admin@demo.shop',
      displayName: 'Administrator',
      salesChannels: [{ id: expect.any(Number), name: 'Main Store' }],
      roles: [{ id: expect.any(Number), name: 'Administrator' }],
      roleNames: ['Administrator'],
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/argon2|password/i);
  });

  it('accepts the email in any case', async () => {
    const answer = await t.request('POST', '/api/login', { body: { email: ' ADMIN@Demo.Shop ', password: 'demo12345' } });
    expect(answer.status).toBe(200);
  });

  it('refuses a wrong password or an unknown email with the same 401', async () => {
    for (const body of [
      { email: 'admin@demo.shop', password: 'nope-nope' },
      { email: 'nobody@demo.shop', password: 'demo12345' },
    ]) {
      const answer = await t.request('POST', '/api/login', { body, ip: '10.9.9.9' });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Invalid email or password.' });
    }
  });

  it('answers 422 with field errors when fields are missing', async () => {
    const answer = await t.request('POST', '/api/login', { body: {} });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const answer = await t.request('POST', '/api/login', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The request body is not valid JSON.');
  });

  it("does not let one shop sign in with another shop's account", async () => {
    const answer = await t.request('POST', '/api/login', { shop: 'other', body: { email: 'admin@demo.shop', password: 'demo12345' } });
    expect(answer.status).toBe(401);
  });

  it('sets the XSRF-TOKEN cookie', async () => {
    const answer = await t.request('GET', '/sanctum/csrf-cookie');
    expect(answer.status).toBe(204);
    expect(String(answer.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[\w-]{20,};/);
  });
});

describe('the session', () => {
  it('/api/me needs a token and answers the signed-in user', async () => {
    expect((await t.request('GET', '/api/me')).status).toBe(401);
    expect((await t.request('GET', '/api/me', { token: 'not-a-token' })).status).toBe(401);
    const { token } = await t.login('demo');
    const me = await t.as('demo', token).get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe('admin@demo.shop');
  });

  it('refuses a token issued on one shop on another shop (401)', async () => {
    const { token } = await t.login('demo');
    const answer = await t.as('other', token).get('/api/me');
    expect(answer.status).toBe(401);
  });

  it('rotates refresh tokens; a used one is refused and ends the whole session', async () => {
    const first = await t.login('demo');
    const second = await t.request('POST', '/api/refresh', { body: { refresh_token: first.refreshToken } });
    expect(second.status).toBe(200);
    const { token, refreshToken } = second.body.data;
    expect(refreshToken).not.toBe(first.refreshToken);
    expect((await t.as('demo', token).get('/api/me')).status).toBe(200);

    // Replaying the spent token after the grace window revokes the family: the new pair stops working too.
    const { tenantId } = (await t.app.deps.tokens.verifyAccessToken(token))!;
    await t.db.transaction(tenantId, (tx) => tx.execute(sql`update refresh_tokens set used_at = used_at - interval '31 seconds'`));
    const replay = await t.request('POST', '/api/refresh', { body: { refresh_token: first.refreshToken } });
    expect(replay.status).toBe(401);
    expect((await t.request('POST', '/api/refresh', { body: { refresh_token: refreshToken } })).status).toBe(401);
    expect((await t.as('demo', token).get('/api/me')).status).toBe(401);
    expect((await t.as('demo', first.token).get('/api/me')).status).toBe(401);
  });

  it('answers parallel refreshes with one token (two tabs) with the same new pair, which then works', async () => {
    const first = await t.login('demo');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.request('POST', '/api/refresh', { body: { refresh_token: first.refreshToken } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const refreshTokens = new Set(answers.map((a) => a.body.data.refreshToken));
    expect(refreshTokens.size).toBe(1);
    for (const answer of answers) expect((await t.as('demo', answer.body.data.token).get('/api/me')).status).toBe(200);
    // The winner's new refresh token rotates as usual.
    const next = await t.request('POST', '/api/refresh', { body: { refresh_token: [...refreshTokens][0] } });
    expect(next.status).toBe(200);
    expect((await t.as('demo', next.body.data.token).get('/api/me')).status).toBe(200);
  });

  it('refuses a refresh token on another shop, and an unknown one', async () => {
    const { refreshToken } = await t.login('demo');
    expect((await t.request('POST', '/api/refresh', { shop: 'other', body: { refresh_token: refreshToken } })).status).toBe(401);
    expect((await t.request('POST', '/api/refresh', { body: { refresh_token: 'made-up' } })).status).toBe(401);
    expect((await t.request('POST', '/api/refresh', { body: {} })).status).toBe(422);
    // The failed attempt on the other shop did not spend it.
    expect((await t.request('POST', '/api/refresh', { body: { refresh_token: refreshToken } })).status).toBe(200);
  });

  it('logout revokes the session: its access and refresh tokens stop working', async () => {
    const { token, refreshToken } = await t.login('demo');
    const out = await t.as('demo', token).post('/api/logout');
    expect(out.status).toBe(200);
    expect((await t.as('demo', token).get('/api/me')).status).toBe(401);
    expect((await t.request('POST', '/api/refresh', { body: { refresh_token: refreshToken } })).status).toBe(401);
  });

  it('an expired access token is refused', async () => {
    const { token } = await t.login('demo');
    const claims = await t.app.deps.tokens.verifyAccessToken(token);
    const expired = await t.app.deps.tokens.issueAccessToken(claims!, -10);
    expect((await t.as('demo', expired).get('/api/me')).status).toBe(401);
  });
});

describe('own profile and password', () => {
  it('updates the profile with validation', async () => {
    const { token } = await t.login('other');
    const client = t.as('other', token);
    const bad = await client.put('/api/me', { firstname: '', lastname: 'X', email: 'not-an-email', displayName: 'X' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'firstname']);
    const good = await client.put('/api/me', { firstname: 'Olga', lastname: 'Owner', email: 'owner@other.shop', displayName: 'Olga' });
    expect(good.status).toBe(200);
    expect(good.body.message).toBe('Profile updated successfully.');
    expect(good.body.data.displayName).toBe('Olga');
  });

  it('changes the password only with the right current one, and signs other sessions out', async () => {
    const other = await t.login('demo');
    const { token } = await t.login('demo');
    const client = t.as('demo', token);
    const wrong = await client.put('/api/me/password', { currentPassword: 'wrong-one', newPassword: 'another-pass-1' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.currentPassword).toEqual(['The current password is incorrect.']);
    const short = await client.put('/api/me/password', { currentPassword: 'demo12345', newPassword: 'short' });
    expect(short.status).toBe(422);
    const ok = await client.put('/api/me/password', { currentPassword: 'demo12345', newPassword: 'another-pass-1' });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Password updated successfully.');
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await t.as('demo', other.token).get('/api/me')).status).toBe(401);
    await t.login('demo', 'admin@demo.shop', 'another-pass-1');
    // Put it back for the other tests.
    expect((await client.put('/api/me/password', { currentPassword: 'another-pass-1', newPassword: 'demo12345' })).status).toBe(200);
  });
});

describe('the password rule', () => {
  const REFUSED = [
    ['password', 'The new password is one of the most common passwords; choose one that is harder to guess.'],
    ['12345678', 'The new password is one of the most common passwords; choose one that is harder to guess.'],
    ['Iloveyou1', 'The new password is one of the most common passwords; choose one that is harder to guess.'],
    [' '.repeat(8), 'The new password may not be only spaces.'],
    ['pass\u0007word1', 'The new password may contain only printable characters.'],
    ['x'.repeat(129), 'The new password may not be greater than 128 characters.'],
  ] as const;

  it('refuses common, blank, unprintable and over-long new passwords wherever a password is set', async () => {
    const { token } = await t.login('demo');
    const admin = t.as('demo', token);
    const clerk = await signInAs(t, admin, 'demo', []);
    for (const [password, message] of REFUSED) {
      const change = await admin.put('/api/me/password', { currentPassword: SHOPS.demo.adminPassword, newPassword: password });
      expect(change.status, JSON.stringify(password)).toBe(422);
      expect(change.body.errors).toEqual({ newPassword: [message] });
      const reset = await admin.put(`/api/masterfile/users/${clerk.id}/reset-password`, { newPassword: password });
      expect(reset.body.errors).toEqual({ newPassword: [message] });
      const created = await admin.post('/api/masterfile/system-users', {
        firstname: 'A',
        lastname: 'B',
        displayName: 'AB',
        email: 'weak@demo.shop',
        password,
      });
      expect(created.body.errors).toEqual({ password: [message.replace('new password', 'password')] });
    }
    // A long phrase of any printable characters is fine, and still signs in.
    const phrase = 'mañana sa tindahan, 8:00 ☀';
    expect((await admin.put('/api/me/password', { currentPassword: SHOPS.demo.adminPassword, newPassword: phrase })).status).toBe(200);
    const again = t.as('demo', (await t.login('demo', SHOPS.demo.adminEmail, phrase)).token);
    expect((await again.put('/api/me/password', { currentPassword: phrase, newPassword: SHOPS.demo.adminPassword })).status).toBe(200);
  });
});

describe('sign-in throttling', () => {
  const clear = () => t.db.asOwner((db) => db.execute(sql`delete from login_throttle`));
  /** Moves every count and hold a number of seconds into the past, as if that time had gone by. */
  const elapse = (seconds: number) =>
    t.db.asOwner((db) =>
      db.execute(sql`update login_throttle set window_started_at = window_started_at - make_interval(secs => ${seconds}),
                                               blocked_until = blocked_until - make_interval(secs => ${seconds})`),
    );
  const ADMIN = SHOPS.demo.adminEmail;
  /** A sign-in attempt from an address, with a browser's device cookie or without one. */
  const signIn = (password: string, ip: string, device?: string, email: string = ADMIN) =>
    t.request('POST', '/api/login', { body: { email, password }, ip, headers: device ? { cookie: device } : {} });
  /** The device cookie a successful sign-in gave the browser, as the browser sends it back. */
  const deviceOf = (answer: { headers: Record<string, unknown> }) => {
    const cookie = ([] as string[])
      .concat((answer.headers['set-cookie'] as string | string[] | undefined) ?? [])
      .find((c) => c.startsWith('oim_device='));
    if (!cookie) throw new Error('no device cookie was set');
    return cookie.split(';')[0]!;
  };

  it('clears counts whose day is over as failures come, and keeps those still counting or holding back', async () => {
    await clear();
    for (let i = 0; i < 3; i++) expect((await signIn('wrong-password', `10.0.8.${i}`)).status).toBe(401);
    // A day and more later: those counts are over; one more address fails now.
    await elapse(THROTTLE.windowSeconds + 60);
    const keys = async () =>
      (await t.db.asOwner((db) => db.execute<{ key: string }>(sql`select key from login_throttle order by key`))).rows.map((r) => r.key);
    expect(await keys()).toHaveLength(4); // three addresses and the account
    expect((await signIn('wrong-password', '10.0.8.9')).status).toBe(401);
    const demo = (await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id::int from tenants where slug = 'demo'`))).rows[0]!.id;
    expect(await keys()).toEqual([`account:${demo}:${ADMIN.toLowerCase()}`, 'ip:10.0.8.9']);
  });

  it('gives a browser that signs in a device cookie: HttpOnly, SameSite=Strict, for the API only', async () => {
    await clear();
    const answer = await signIn(SHOPS.demo.adminPassword, '10.0.9.1');
    expect(answer.status).toBe(200);
    const cookie = String(([] as string[]).concat(answer.headers['set-cookie'] as string[]).find((c) => c.startsWith('oim_device=')));
    expect(cookie).toMatch(/; Max-Age=31536000; Path=\/api; HttpOnly; SameSite=Strict$/);
    expect(cookie).not.toMatch(/Secure/); // a plain-HTTP request
    // Signing in again from that browser keeps its entry.
    const again = await signIn(SHOPS.demo.adminPassword, '10.0.9.1', deviceOf(answer));
    expect(deviceOf(again)).toBe(deviceOf(answer));
  });

  it('keeps users with a device cookie signing in while the shop’s shared address is held back by failures', async () => {
    await clear();
    const cashier = `throttle-cashier@demo.shop`;
    const admin = t.as('demo', (await t.login('demo')).token);
    expect(
      (
        await admin.post('/api/masterfile/system-users', {
          firstname: 'Tess',
          lastname: 'Cashier',
          displayName: 'Tess',
          email: cashier,
          password: 'tess-at-the-counter',
          roles: ['Cashier'],
        })
      ).status,
    ).toBe(201);
    const shop = '10.1.0.1'; // one NAT for the whole shop
    const ownerDevice = deviceOf(await signIn(SHOPS.demo.adminPassword, shop));
    const cashierDevice = deviceOf(await signIn('tess-at-the-counter', shop, undefined, cashier));

    // Someone at the shop's address guesses at the owner's account, then at any account, 30 times.
    const statuses = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await signIn(`guess-${i}`, shop, undefined, i < 10 ? ADMIN : `guess${i}@demo.shop`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5, 10)).toEqual([429, 429, 429, 429, 429]);
    expect(statuses.at(-1)).toBe(429);

    // The owner and the cashier, each at their own browser, sign in at once.
    expect((await signIn(SHOPS.demo.adminPassword, shop, ownerDevice)).status).toBe(200);
    expect((await signIn('tess-at-the-counter', shop, cashierDevice, cashier)).status).toBe(200);
    // A browser that never signed in to the account is held back, even with the right password.
    const fresh = await signIn('tess-at-the-counter', shop, undefined, cashier);
    expect(fresh.status).toBe(429);
    expect(fresh.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    // The cashier's device cookie is not the owner's: it lets no attempt at the owner's account through.
    expect((await signIn(SHOPS.demo.adminPassword, shop, cashierDevice)).status).toBe(429);
  });

  it('holds back attempts without a device cookie per account, with delays that double', async () => {
    await clear();
    const ownerDevice = deviceOf(await signIn(SHOPS.demo.adminPassword, '10.2.0.1'));
    // Guesses from addresses that change every time.
    for (let i = 0; i < 4; i++) expect((await signIn(`guess-${i}`, `10.2.1.${i}`)).status).toBe(401);
    expect((await signIn('guess-4', '10.2.1.4')).status).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const held = await signIn(SHOPS.demo.adminPassword, `10.2.2.${round}`);
      expect(held.status).toBe(429);
      waits.push(Number(held.headers['retry-after']));
      await elapse(waits.at(-1)! + 1);
      expect((await signIn(`again-${round}`, `10.2.3.${round}`)).status).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120]);
    // The owner's own browser was never held back by any of it.
    expect((await signIn(SHOPS.demo.adminPassword, '10.2.0.1', ownerDevice)).status).toBe(200);
    // And the delay stops growing at 15 minutes.
    for (let i = 0; i < 12; i++) {
      await elapse(15 * 60 + 1);
      await signIn(`late-${i}`, `10.2.4.${i}`);
    }
    expect(Number((await signIn(SHOPS.demo.adminPassword, '10.2.5.1')).headers['retry-after'])).toBe(15 * 60);
  });

  it('holds back an address after 20 failures across accounts, but not other addresses', async () => {
    await clear();
    for (let i = 0; i < 20; i++) expect((await signIn('x', '10.3.0.1', undefined, `user${i}@demo.shop`)).status).toBe(401);
    expect((await signIn(SHOPS.demo.adminPassword, '10.3.0.1')).status).toBe(429);
    expect((await signIn(SHOPS.demo.adminPassword, '10.3.0.2')).status).toBe(200);
  });

  it('throttles a browser with a device cookie on its own: its failures hold back neither the account nor the address', async () => {
    await clear();
    const mine = deviceOf(await signIn(SHOPS.demo.adminPassword, '10.4.0.1'));
    const other = deviceOf(await signIn(SHOPS.demo.adminPassword, '10.4.0.2'));
    for (let i = 0; i < 5; i++) expect((await signIn(`typo-${i}`, '10.4.0.1', mine)).status).toBe(401);
    const held = await signIn(SHOPS.demo.adminPassword, '10.4.0.1', mine);
    expect(held.status).toBe(429);
    expect(Number(held.headers['retry-after'])).toBe(30);
    expect((await signIn(SHOPS.demo.adminPassword, '10.4.0.2', other)).status).toBe(200);
    expect((await signIn(SHOPS.demo.adminPassword, '10.4.0.1')).status).toBe(200);
    // Once the delay is over a good password clears the browser's count.
    await elapse(31);
    expect((await signIn(SHOPS.demo.adminPassword, '10.4.0.1', mine)).status).toBe(200);
    expect((await signIn('typo-again', '10.4.0.1', mine)).status).toBe(401);
    expect((await signIn(SHOPS.demo.adminPassword, '10.4.0.1', mine)).status).toBe(200);
  });

  it('treats a forged or altered device cookie as none', async () => {
    await clear();
    const genuine = deviceOf(await signIn(SHOPS.demo.adminPassword, '10.5.0.1'));
    for (let i = 0; i < 5; i++) await signIn(`guess-${i}`, `10.5.1.${i}`);
    const forged = genuine.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await signIn(SHOPS.demo.adminPassword, '10.5.0.1', forged)).status).toBe(429);
    expect((await signIn(SHOPS.demo.adminPassword, '10.5.0.1', 'oim_device=1.1.AAAAAAAAAAAAAAAAAAAAAA.x')).status).toBe(429);
    expect((await signIn(SHOPS.demo.adminPassword, '10.5.0.1', genuine)).status).toBe(200);
  });

  it('throttles the current-password check of a password change like a sign-in', async () => {
    await clear();
    const { token } = await t.login('demo');
    const me = t.as('demo', token);
    const change = (currentPassword: string) =>
      t.request('PUT', '/api/me/password', { token, ip: '10.6.0.1', body: { currentPassword, newPassword: 'a-new-pass-phrase' } });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await change(`guess-${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.filter((s) => s === 422).length).toBeLessThan(10);
    const held = await change(SHOPS.demo.adminPassword);
    expect(held.status).toBe(429);
    expect(held.body.message).toMatch(/^Too many password attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect((await me.get('/api/me')).status).toBe(200);
    // The same count holds back another user changing that password with Edit System Users.
    const id = (await me.get('/api/me')).body.data.id;
    const other = await t.request('PUT', `/api/masterfile/users/${id}/update-passwords`, {
      token,
      ip: '10.6.0.2',
      body: { currentPassword: SHOPS.demo.adminPassword, newPassword: 'a-new-pass-phrase' },
    });
    expect(other.status).toBe(429);
    await clear();
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  const PROXY = '10.0.0.5';
  const ADMIN = SHOPS.demo.adminEmail;
  /** The address the server recorded for the session a sign-in started. */
  const sessionAddress = async (app: TestApp, token: string) => {
    const claims = (await app.app.deps.tokens.verifyAccessToken(token))!;
    const result = await app.db.transaction(claims.tenantId, (tx) =>
      tx.execute<{ ip_address: string }>(sql`select ip_address from auth_sessions where id = ${claims.sessionId}`),
    );
    return result.rows[0]!.ip_address;
  };
  const signInVia = (
    app: TestApp,
    ip: string,
    forwardedFor: string,
    password: string = SHOPS.demo.adminPassword,
    headers = {},
    email: string = ADMIN,
  ) => app.request('POST', '/api/login', { ip, headers: { 'x-forwarded-for': forwardedFor, ...headers }, body: { email, password } });
  /** 20 failed sign-ins at other accounts, through the proxy, with these X-Forwarded-For values. */
  const fail20 = async (app: TestApp, forwardedFor: (i: number) => string) => {
    for (let i = 0; i < 20; i++)
      expect((await signInVia(app, PROXY, forwardedFor(i), 'wrong', {}, `nobody${i}@demo.shop`)).status).toBe(401);
  };

  it('with a hop count, takes the client address the proxy appended, not the one the client wrote', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: '1' });
    try {
      const answer = await signInVia(proxied, PROXY, '192.0.2.1, 203.0.113.7');
      expect(await sessionAddress(proxied, answer.body.data.token)).toBe('203.0.113.7');

      // 20 failures that each claim another address are all the attacker's address.
      await fail20(proxied, (i) => `198.51.100.${i}, 203.0.113.66`);
      expect((await signInVia(proxied, PROXY, '198.51.100.200, 203.0.113.66')).status).toBe(429);
      // ...and writing a victim's address in front locks nobody else out.
      await fail20(proxied, () => '203.0.113.99, 203.0.113.67');
      expect((await signInVia(proxied, PROXY, '203.0.113.99')).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('with proxy addresses, believes X-Forwarded-For and -Proto only from those addresses', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: `${PROXY},10.0.1.0/24` });
    try {
      const viaProxy = await signInVia(proxied, '10.0.1.9', '192.0.2.1, 203.0.113.8', SHOPS.demo.adminPassword, {
        'x-forwarded-proto': 'https',
      });
      expect(await sessionAddress(proxied, viaProxy.body.data.token)).toBe('203.0.113.8');
      expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(viaProxy.headers['set-cookie'])).toMatch(/oim_device=[^,]*; Secure/);

      const direct = await signInVia(proxied, '198.51.100.1', '203.0.113.8', SHOPS.demo.adminPassword, { 'x-forwarded-proto': 'https' });
      expect(await sessionAddress(proxied, direct.body.data.token)).toBe('198.51.100.1');
      expect(direct.headers['strict-transport-security']).toBeUndefined();
      expect(String(direct.headers['set-cookie'])).not.toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });
});

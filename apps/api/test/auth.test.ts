import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
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

    // Replaying the spent token revokes the family: the new pair stops working too.
    const replay = await t.request('POST', '/api/refresh', { body: { refresh_token: first.refreshToken } });
    expect(replay.status).toBe(401);
    expect((await t.request('POST', '/api/refresh', { body: { refresh_token: refreshToken } })).status).toBe(401);
    expect((await t.as('demo', token).get('/api/me')).status).toBe(401);
    expect((await t.as('demo', first.token).get('/api/me')).status).toBe(401);
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

describe('sign-in throttling', () => {
  const clear = () => t.db.asOwner((db) => db.execute(sql`delete from login_throttle`));

  it('blocks an account for a short while after 5 failures, without blocking other accounts', async () => {
    await clear();
    for (let i = 0; i < 5; i++) {
      const answer = await t.request('POST', '/api/login', {
        body: { email: 'admin@demo.shop', password: `guess-${i}` },
        ip: `10.1.0.${i}`,
      });
      expect(answer.status).toBe(401);
    }
    // The right password from yet another address is still refused while the block lasts.
    const blocked = await t.request('POST', '/api/login', { body: { email: 'admin@demo.shop', password: 'demo12345' }, ip: '10.1.0.99' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);

    // Another shop's account with the same email is a different account.
    expect(
      (
        await t.request('POST', '/api/login', {
          shop: 'other',
          body: { email: SHOPS.other.adminEmail, password: SHOPS.other.adminPassword },
          ip: '10.1.0.98',
        })
      ).status,
    ).toBe(200);

    // The block is short: once it ends the owner gets in, and the count starts over.
    await t.db.asOwner((db) => db.execute(sql`update login_throttle set blocked_until = now() - interval '1 second'`));
    expect(
      (await t.request('POST', '/api/login', { body: { email: 'admin@demo.shop', password: 'demo12345' }, ip: '10.1.0.99' })).status,
    ).toBe(200);
    expect(
      (await t.request('POST', '/api/login', { body: { email: 'admin@demo.shop', password: 'wrong-again' }, ip: '10.1.0.99' })).status,
    ).toBe(401);
    expect(
      (await t.request('POST', '/api/login', { body: { email: 'admin@demo.shop', password: 'demo12345' }, ip: '10.1.0.99' })).status,
    ).toBe(200);
  });

  it('blocks an address after 20 failures across accounts, but not other addresses', async () => {
    await clear();
    for (let i = 0; i < 20; i++) {
      const answer = await t.request('POST', '/api/login', { body: { email: `user${i}@demo.shop`, password: 'x' }, ip: '10.2.0.1' });
      expect(answer.status).toBe(401);
    }
    const blocked = await t.request('POST', '/api/login', { body: { email: 'admin@demo.shop', password: 'demo12345' }, ip: '10.2.0.1' });
    expect(blocked.status).toBe(429);
    expect(
      (await t.request('POST', '/api/login', { body: { email: 'admin@demo.shop', password: 'demo12345' }, ip: '10.2.0.2' })).status,
    ).toBe(200);
  });

  /** Moves every count and block a number of seconds into the past, as if that time had gone by. */
  const elapse = (seconds: number) =>
    t.db.asOwner((db) =>
      db.execute(sql`update login_throttle set window_started_at = window_started_at - make_interval(secs => ${seconds}),
                                               blocked_until = blocked_until - make_interval(secs => ${seconds})`),
    );
  const signIn = (password: string, ip: string) => t.request('POST', '/api/login', { body: { email: 'admin@demo.shop', password }, ip });

  it('never keeps the real user out while someone guesses once a minute from rotating addresses', async () => {
    await clear();
    expect((await signIn('demo12345', '10.3.0.1')).status).toBe(200); // the shop's own address
    const refusedAtNewAddress: number[] = [];
    for (let minute = 0; minute < 20; minute++) {
      expect([401, 429]).toContain((await signIn(`guess-${minute}`, `10.3.1.${minute}`)).status);
      // The user comes to work after the guessing has been going on for five minutes.
      if (minute >= 5) {
        // From an address never used before, they may be held back, but only for a minute at a time.
        const fresh = await signIn('demo12345', `10.3.2.${minute}`);
        if (fresh.status === 429) {
          expect(Number(fresh.headers['retry-after'])).toBeLessThanOrEqual(60);
          refusedAtNewAddress.push(minute);
        } else expect(fresh.status).toBe(200);
        // From the address they always use, they get in every single minute.
        expect((await signIn('demo12345', '10.3.0.1')).status).toBe(200);
      }
      await elapse(60);
    }
    expect(refusedAtNewAddress.length).toBeGreaterThan(0); // the guessing is still slowed down
    expect(refusedAtNewAddress.length).toBeLessThanOrEqual(3);
    for (let i = 1; i < refusedAtNewAddress.length; i++) expect(refusedAtNewAddress[i]! - refusedAtNewAddress[i - 1]!).toBeGreaterThan(1);
  });

  it('holds back one address guessing at an account for as long as it keeps failing, not the account elsewhere', async () => {
    await clear();
    expect((await signIn('demo12345', '10.4.0.1')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(`guess-${i}`, '10.4.0.9')).status).toBe(401);
    const blocked = await signIn('demo12345', '10.4.0.9');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect((await signIn('demo12345', '10.4.0.1')).status).toBe(200);
    // The address may still try other accounts (its own limit is 20).
    expect((await t.request('POST', '/api/login', { body: { email: 'nobody@demo.shop', password: 'x' }, ip: '10.4.0.9' })).status).toBe(
      401,
    );

    // A minute later one more failure blocks that address again; the account-wide block is not renewed by it.
    await elapse(61);
    expect((await signIn('guess-5', '10.4.0.9')).status).toBe(401);
    expect((await signIn('demo12345', '10.4.0.9')).status).toBe(429);
    expect((await signIn('demo12345', '10.4.0.50')).status).toBe(200);
  });
});

import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';
import { APP_ROLE } from './security';

/**
 * The PostgreSQL login requests connect with: a role that owns nothing, is no superuser and cannot
 * bypass row-level security, so a `RESET ROLE` inside a request's transaction gains nothing (the
 * owner's connection, DATABASE_URL, is for the migrations and the start-up security step only).
 */
export type RequestLogin = { role: string; url: string };

/** The platform_keys row the login's name and password are derived from (alike in every instance). */
const SECRET_NAME = 'request_login';
const SCRAM_ITERATIONS = 4096;

/** A SCRAM-SHA-256 verifier, so that the password itself is never sent in a statement (nor logged). */
function scramVerifier(password: string): string {
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password, salt, SCRAM_ITERATIONS, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${SCRAM_ITERATIONS}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

/** The owner's connection URL with another user and password (host, database and options kept). */
export function withLogin(url: string, role: string, password: string): string {
  const changed = new URL(url);
  changed.username = role;
  changed.password = password;
  if (changed.username !== role) {
    throw new Error(
      'DATABASE_URL names no host, so the application cannot derive the login its requests use; set APP_DATABASE_URL (README, "PostgreSQL").',
    );
  }
  return changed.toString();
}

/** The PostgreSQL error code, also under drizzle's wrapper. */
const code = (error: unknown) => {
  const failed = error as { code?: string; cause?: { code?: string } } | undefined;
  return failed?.code ?? failed?.cause?.code;
};

async function tryConnect(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url, application_name: 'oim-login-check' });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The name and password of the login derived from the stored secret. */
function derivedLogin(storedSecret: string): { role: string; password: string } {
  const secret = Buffer.from(storedSecret, 'base64url');
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose);
  return { role: `${APP_ROLE}_${derive('login-role').digest('hex').slice(0, 16)}`, password: derive('login-password').digest('base64url') };
}

/**
 * The login role the application derived for a database, read as its owner (tooling: tests drop it
 * with their scratch database); undefined when the database has none.
 */
export async function derivedLoginRole(ownerUrl: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const { rows } = await client
      .query<{ value: string }>(`select value from platform_keys where name = $1`, [SECRET_NAME])
      .catch(() => ({ rows: [] as { value: string }[] }));
    return rows[0] ? derivedLogin(rows[0].value).role : undefined;
  } finally {
    await client.end();
  }
}

/**
 * Makes sure this database's request login exists, as the owner, under the migration lock: a role
 * named and passworded from a secret kept in platform_keys (`oim_app_<hex>`: roles belong to the
 * whole server, databases each have their own), LOGIN NOINHERIT, a member of oim_app and nothing
 * else. It only ever adds (the role, its membership) or, when the derived password no longer signs
 * in, sets that same password again: an instance already serving keeps every privilege it uses.
 */
export async function ensureRequestLogin(owner: Db, ownerUrl: string): Promise<RequestLogin> {
  const candidate = randomBytes(32).toString('base64url');
  await owner.execute(sql`insert into platform_keys (name, value) values (${SECRET_NAME}, ${candidate}) on conflict (name) do nothing`);
  const stored = await owner.execute<{ value: string }>(sql`select value from platform_keys where name = ${SECRET_NAME}`);
  const { role, password } = derivedLogin(stored.rows[0]!.value);
  const url = withLogin(ownerUrl, role, password);

  const exists = await owner.execute(sql`select 1 from pg_roles where rolname = ${role}`);
  if (exists.rows.length === 0) {
    try {
      await owner.execute(
        sql.raw(
          `CREATE ROLE "${role}" LOGIN NOINHERIT NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS ` +
            `PASSWORD '${scramVerifier(password)}' IN ROLE ${APP_ROLE}`,
        ),
      );
    } catch (error) {
      // Another database copied from this one (same secret) created it at the same moment.
      if (code(error) !== '42710' && code(error) !== '23505')
        throw new Error(
          `Could not create the login role ${role} for requests (the owner needs CREATEROLE, and on PostgreSQL 16 or later ` +
            `ADMIN OPTION on ${APP_ROLE}); or make a login yourself and set APP_DATABASE_URL (README, "PostgreSQL").`,
          { cause: error },
        );
    }
  }
  const member = await owner.execute<{ member: boolean }>(sql`select pg_has_role(${role}, ${APP_ROLE}, 'MEMBER') as member`);
  if (!member.rows[0]!.member) await owner.execute(sql.raw(`GRANT ${APP_ROLE} TO "${role}"`));

  const refused = await tryConnect(url);
  if (code(refused) === '28P01') {
    await owner.execute(sql.raw(`ALTER ROLE "${role}" PASSWORD '${scramVerifier(password)}'`));
  } else if (refused) {
    throw new Error(
      `The request login ${role} cannot connect (${(refused as Error).message}); let it in (pg_hba.conf) or set APP_DATABASE_URL.`,
      { cause: refused },
    );
  }
  return { role, url };
}

/**
 * Checks, on its own connection, that the login requests use is safe before any request runs: no
 * superuser, no BYPASSRLS, not the owner (nor a member of the owner) of any table or of the
 * database, and able to SET ROLE oim_app. Throws naming what is wrong.
 */
export async function checkRequestLogin(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, application_name: 'oim-login-check' });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`The request login cannot connect: ${(error as Error).message}`, { cause: error });
  }
  try {
    const { rows } = await client.query<{ role: string; rolsuper: boolean; rolbypassrls: boolean; owner: boolean }>(`
      select r.rolname as role, r.rolsuper, r.rolbypassrls,
             exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
                      where n.nspname in ('public', 'drizzle') and pg_has_role(r.oid, c.relowner, 'MEMBER'))
             or pg_has_role(r.oid, (select datdba from pg_database where datname = current_database()), 'MEMBER') as owner
        from pg_roles r where r.rolname = current_user`);
    const login = rows[0]!;
    const wrong = login.rolsuper
      ? 'is a superuser'
      : login.rolbypassrls
        ? 'may bypass row-level security'
        : login.owner
          ? 'owns (or may act as the owner of) the tables or the database'
          : undefined;
    if (wrong) throw new Error(`The role ${login.role} that requests connect as ${wrong}; give requests a login that owns nothing.`);
    try {
      await client.query(`set role ${APP_ROLE}`);
    } catch (error) {
      throw new Error(`The role ${login.role} that requests connect as cannot SET ROLE ${APP_ROLE}: grant ${APP_ROLE} to it.`, {
        cause: error,
      });
    }
    return login.role;
  } finally {
    await client.end().catch(() => {});
  }
}

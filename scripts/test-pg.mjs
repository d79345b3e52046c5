// `npm run test:pg`: the API suite against a PostgreSQL server (TEST_DATABASE_URL, a role that may create databases),
// recording the SQL the application sends; then checks that each statement can be routed to one shop's shard
// (docs/scaling.md). Extra arguments go to the check (`--write` rewrites its exception list).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

if (!process.env.TEST_DATABASE_URL) {
  console.error('Set TEST_DATABASE_URL, e.g. postgres://oim:oim@localhost:5432/postgres');
  process.exit(1);
}
const root = new URL('..', import.meta.url).pathname;
const statements = mkdtempSync(join(tmpdir(), 'oim-sql-'));
const env = { ...process.env, SQL_STATEMENT_LOG: statements };
try {
  const suite = spawnSync(process.execPath, [`${root}node_modules/vitest/vitest.mjs`, 'run', '--project', 'api'], {
    stdio: 'inherit',
    env,
  });
  if (suite.status !== 0) process.exitCode = suite.status ?? 1;
  else {
    const check = spawnSync(
      process.execPath,
      [`${root}node_modules/tsx/dist/cli.mjs`, `${root}apps/api/scripts/check-tenant-routing.ts`, statements, ...process.argv.slice(2)],
      { stdio: 'inherit' },
    );
    process.exitCode = check.status ?? 1;
  }
} finally {
  rmSync(statements, { recursive: true, force: true });
}

// `npm run test:pg`: the API suite against a PostgreSQL server (TEST_DATABASE_URL, a role that may create databases).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.error('Set TEST_DATABASE_URL, e.g. postgres://oim:oim@localhost:5432/postgres');
  process.exit(1);
}
const root = new URL('..', import.meta.url).pathname;
const result = spawnSync(process.execPath, [`${root}node_modules/vitest/vitest.mjs`, 'run', '--project', 'api'], { stdio: 'inherit' });
process.exit(result.status ?? 1);

// `npm run test:e2e`: builds what is stale, then runs the browser tests (apps/web/e2e) against the
// built server. Extra arguments go to vitest, e.g. `npm run test:e2e -- customers`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), '--if-stale'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const vitest = spawnSync(
  process.execPath,
  [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'apps/web/e2e/vitest.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(vitest.status ?? 1);

// Builds what `npm start` serves: the web app (Vite) and the API bundle (esbuild).
// `node scripts/build.mjs --if-stale` rebuilds only what is older than its sources.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const onlyIfStale = process.argv.includes('--if-stale');

function newest(paths) {
  let latest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && entry !== 'dist') walk(join(p, entry));
    } else latest = Math.max(latest, s.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return latest;
}

const stale = (output, sources) =>
  !onlyIfStale || !existsSync(join(root, output)) || statSync(join(root, output)).mtimeMs < newest(sources);

const shared = ['packages/shared/src', 'packages/shared/package.json'];

if (
  stale('apps/web/dist/index.html', [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/public',
    'package-lock.json',
    ...shared,
  ])
) {
  console.log('Building the web app...');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
  });
}

if (stale('apps/api/dist/main.js', ['apps/api/src', 'package-lock.json', ...shared])) {
  console.log('Building the API...');
  const manifest = JSON.parse(readFileSync(join(root, 'apps/api/package.json'), 'utf8'));
  await build({
    entryPoints: [join(root, 'apps/api/src/main.ts')],
    outfile: join(root, 'apps/api/dist/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Dependencies load from node_modules; the workspace's own TypeScript is bundled in.
    external: Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }),
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
}

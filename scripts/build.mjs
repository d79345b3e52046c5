// Builds what `npm start` serves: the web app (Vite) and the API bundle (esbuild).
// `node scripts/build.mjs --if-stale` rebuilds only what is older than its sources.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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

/** What the server sends compressed when the browser accepts it: text files of 1 kB or more. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes <file>.br and <file>.gz beside each compressible file of the built app, at the strongest
 * settings: it is done once per build, and the server sends them as they are (preCompressed).
 * index.html is left out: the server adds the base domain to it and compresses it itself.
 */
async function precompress(dir) {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !(entry.name === 'index.html' && entry.parentPath === dir))
    .map((entry) => join(entry.parentPath, entry.name));
  let raw = 0;
  let compressed = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < COMPRESS_FROM_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      raw += body.length;
      compressed += br.length;
    }),
  );
  const kB = (bytes) => `${Math.round(bytes / 1000)} kB`;
  console.log(`Compressed the web app's text files: ${kB(raw)} raw, ${kB(compressed)} with brotli.`);
}

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
  await precompress(join(root, 'apps/web/dist'));
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

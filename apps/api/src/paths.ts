import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package's folder, whether running from src/ (tsx, tests) or the bundle in dist/. */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@oim/api') {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @oim/api package folder.');
    dir = parent;
  }
}

export const API_ROOT = findApiRoot();
export const REPO_ROOT = join(API_ROOT, '..', '..');
export const MIGRATIONS_DIR = join(API_ROOT, 'src', 'db', 'migrations');
export const WEB_DIST_DIR = join(REPO_ROOT, 'apps', 'web', 'dist');

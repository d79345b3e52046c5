import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(apiDir, '../..');
const startedIn = process.cwd();

afterEach(() => process.chdir(startedIn));

describe('drizzle-kit configuration', () => {
  // `npm run db:generate` runs drizzle-kit from the repository root; the API's folder must work too.
  it.each([
    ['the repository root', repoRoot],
    ['the API folder', apiDir],
  ])('finds the schema files and the migrations from %s', async (_name, cwd) => {
    process.chdir(cwd);
    vi.resetModules();
    const config = (await import('../drizzle.config')).default as { schema: string; out: string };
    const schemaDir = resolve(cwd, dirname(config.schema));
    expect(config.schema.endsWith('/*.ts')).toBe(true);
    expect(schemaDir).toBe(join(apiDir, 'src/db/schema'));
    expect(readdirSync(schemaDir).filter((f) => f.endsWith('.ts')).length).toBeGreaterThan(0);
    expect(existsSync(join(resolve(cwd, config.out), 'meta/_journal.json'))).toBe(true);
  });
});

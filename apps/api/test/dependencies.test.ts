import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const json = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

describe('dependencies', () => {
  it('every locked package runs on the oldest Node the README documents (no EBADENGINE at install)', () => {
    const oldest = semver.minVersion(json('package.json').engines.node)!.version;
    const packages = json('package-lock.json').packages as Record<string, { version?: string; engines?: { node?: string } }>;
    const refused = Object.entries(packages)
      .filter(([path, p]) => path !== '' && p.engines?.node && !semver.satisfies(oldest, p.engines.node))
      .map(([path, p]) => `${path.replace(/^.*node_modules\//, '')}@${p.version} needs node ${p.engines!.node}`);
    expect(refused).toEqual([]);
  });
});

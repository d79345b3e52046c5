import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, lockFile } from './data-dir-lock';

const REPO_ROOT = join(import.meta.dirname, '../../../..');
const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'oim-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('the embedded database directory belongs to one server', () => {
  it('refuses a second server while the first one lives, naming its pid and what to do', () => {
    const dir = newDir();
    // The test runner's parent stands for a server that is running.
    writeFileSync(lockFile(dir), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`Another server (pid ${process.ppid}) is using ${dir}.`);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over the lock of a server that died without releasing it, and releases only its own', () => {
    const dir = newDir();
    writeFileSync(lockFile(dir), String(deadPid()));
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(() => readFileSync(lockFile(dir))).toThrow();
  });

  it('stops `npm start` on a held directory with one clear line and exit code 1, before opening the database', () => {
    const dir = newDir();
    writeFileSync(lockFile(dir), String(process.ppid));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dir, PORT: '1', LOG_LEVEL: 'silent', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Another server (pid ${process.ppid}) is using ${dir}. The embedded database belongs to one process: ` +
        'stop that server, give this one another DATA_DIR, or set DATABASE_URL to run several servers on one PostgreSQL database. ' +
        `(If no such server runs, delete ${lockFile(dir)}.)`,
    );
  });
});

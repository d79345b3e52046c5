import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The embedded database is one process's alone: a second server or a backup must not open it. */
export const lockFile = (dataDir: string) => join(dataDir, 'server.pid');

/** A second server on a data directory a live one holds. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another server (pid ${pid}) is using ${dataDir}. The embedded database belongs to one process: ` +
        'stop that server, give this one another DATA_DIR, or set DATABASE_URL to run several servers on one PostgreSQL database. ' +
        `(If no such server runs, delete ${lockFile(dataDir)}.)`,
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function pidIn(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The pid of a live server using this data directory, if any. */
export function serverUsing(dataDir: string): number | undefined {
  const pid = pidIn(lockFile(dataDir));
  return pid !== undefined && pid !== process.pid && alive(pid) ? pid : undefined;
}

/**
 * Takes the data directory for this process: the lock file is created only if absent (so of two
 * servers starting at once one wins), and a lock left by a process that is gone (killed, crashed)
 * is taken over. Throws DataDirInUseError while a live process holds it. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = serverUsing(dataDir);
      if (holder) throw new DataDirInUseError(dataDir, holder);
      rmSync(file, { force: true });
      continue;
    }
    // Two servers taking over the same stale lock at once: the one whose pid is not there lost.
    const holder = pidIn(file);
    if (holder !== process.pid) throw new DataDirInUseError(dataDir, holder ?? 0);
    return () => {
      if (pidIn(file) === process.pid) rmSync(file, { force: true });
    };
  }
  throw new DataDirInUseError(dataDir, pidIn(file) ?? 0);
}

// Starts the built server once for the whole e2e run: a free port, a fresh DATA_DIR, the platform
// API on. Tests read the address and the token with inject('baseUrl') / inject('platformToken').
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ARTIFACTS_DIR, SERVER_ADDRESS, httpRequest } from './http';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo shop, e.g. http://localhost:41234 (a shop of its own is <slug>.localhost on that port). */
    baseUrl: string;
    /** PLATFORM_ADMIN_TOKEN of the running server. */
    platformToken: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const serverEntry = join(repoRoot, 'apps/api/dist/main.js');
// A fresh database is migrated and seeded first: on a busy two-core CI machine that can take minutes.
const STARTUP_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 15_000;
const SERVER_SETTINGS = [
  'DATABASE_URL',
  'APP_DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'BASE_DOMAIN',
  'ADMIN_EMAIL',
  'TRUST_PROXY',
  'NODE_OPTIONS',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, SERVER_ADDRESS, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was healthy; see ${logPath}`);
    try {
      const answer = await httpRequest(`${baseUrl}/api/health`);
      if (answer.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not healthy within ${STARTUP_TIMEOUT_MS / 1000} s; see ${logPath}`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`npm run test:e2e\` (it builds), or \`node scripts/build.mjs\` first.`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'oim-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const platformToken = `e2e-${randomBytes(24).toString('hex')}`;

  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const logPath = join(ARTIFACTS_DIR, 'server.log');
  const log = createWriteStream(logPath);

  // The server's own settings come only from here, never from the caller's shell.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !SERVER_SETTINGS.includes(key) && !key.startsWith('S3_')),
  );
  const server = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: SERVER_ADDRESS,
      // No second (HTTPS) port for phones: a parallel run would race for it.
      HTTPS_PORT: 'off',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'demo12345',
      PLATFORM_ADMIN_TOKEN: platformToken,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  // Whatever happens to this process, the server goes with it.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(server);
      clearTimeout(timer);
    }
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server, logPath);
  } catch (error) {
    await stop();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('platformToken', platformToken);
  return stop;
}

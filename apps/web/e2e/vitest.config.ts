// Browser tests (issue 3 item 7): the built app on a fresh embedded database, driven by
// playwright-core through Debian's Chromium. Run with `npm run test:e2e`, which builds first.
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Paths below are from the repository root, whatever directory vitest is started in.
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    // The tests' clock reads days in the shops' zone, as the browser does (support/harness.ts,
    // BROWSER_TIME_ZONE): between 00:00 and 08:00 Manila time a UTC machine is on another day.
    env: { TZ: 'Asia/Manila' },
    include: ['apps/web/e2e/**/*.e2e.ts'],
    globalSetup: ['apps/web/e2e/support/global-setup.ts'],
    // One file at a time: each launches its own Chromium, and the machine has two cores.
    fileParallelism: false,
    maxWorkers: 1,
    // A whole journey, on a two-core CI machine kept busy by something else (README, Tests).
    testTimeout: 300_000,
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Property tests run with a fixed seed (PROPERTY_SEED to change it): packages/shared/test/property-seed.ts.
    setupFiles: ['../../packages/shared/test/property-seed.ts'],
    // Set for a 2-core CI machine kept busy by something else (README, Tests); property runs set their own.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    pool: 'forks',
  },
});

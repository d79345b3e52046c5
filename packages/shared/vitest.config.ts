import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Property tests run with a fixed seed (PROPERTY_SEED to change it).
    setupFiles: ['test/property-seed.ts'],
    // Hundreds of property runs, on a 2-core CI machine kept busy by something else (README, Tests).
    testTimeout: 60_000,
  },
});

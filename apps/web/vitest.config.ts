import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // How long a test and each of its waits (findBy…, waitFor: src/test-setup.ts) may take, set for a
    // 2-core CI machine kept busy by something else: a wait for a condition returns as soon as it holds,
    // so only a failing test takes this long. Property tests run with a fixed seed (PROPERTY_SEED to change it).
    testTimeout: 60_000,
    setupFiles: ['src/test-setup.ts', '../../packages/shared/test/property-seed.ts'],
  },
});

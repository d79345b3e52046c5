import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    // Two workers for every project, not vitest's default of cores − 1 (one on a 2-core CI machine):
    // see docs/architecture.md, Tests. Set here, once: projects with different worker counts cannot run together.
    maxWorkers: 2,
  },
});

import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit resolves these paths against the working directory, and `npm run db:generate` runs
// from the repository root: anchor them to this file so either place works. drizzle-kit loads the
// config as CommonJS (__dirname); anything else loading it as a module has import.meta.url.
const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
const fromCwd = (path: string) => relative(process.cwd(), join(here, path)) || '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: `${fromCwd('src/db/schema')}/*.ts`,
  out: fromCwd('src/db/migrations'),
  casing: 'snake_case',
});

// Where a browser bench finds the benchmark shop (set by `npm run bench`, apps/api/bench/run.ts).
export const BASE = process.env.BENCH_URL ?? 'http://bench.localhost:3000';
export const EMAIL = process.env.BENCH_EMAIL ?? 'admin@bench.shop';
export const PASSWORD = process.env.BENCH_PASSWORD ?? process.env.ADMIN_PASSWORD ?? 'demo12345';
/** The web app's session in localStorage (lib/session-store.ts). */
export const SESSION_KEY = 'oim-auth-session';

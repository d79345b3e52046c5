// `npm start`: build whatever is out of date, then run the server (API and web app on one port).
import { execFileSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
execFileSync(process.execPath, [`${root}scripts/build.mjs`, '--if-stale'], { stdio: 'inherit' });
await import(`${root}apps/api/dist/main.js`);

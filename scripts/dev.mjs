// `npm run dev`: the API with reload on change (port 3000) and the Vite dev server (5173) in front of it.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn(process.execPath, [`${root}node_modules/tsx/dist/cli.mjs`, 'watch', `${root}apps/api/src/main.ts`], { stdio: 'inherit' }),
  spawn(process.execPath, [`${root}node_modules/vite/bin/vite.js`], { cwd: `${root}apps/web`, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });

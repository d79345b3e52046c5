import { setFlagsFromString } from 'node:v8';

/**
 * The server's heap grows by half of what survives each full collection, not V8's default of up to
 * four times on a machine with memory to spare. A request that reads a large file (an import of
 * 50,000 rows makes a few hundred megabytes of short-lived objects) then costs the shop's laptop
 * what it holds, not what it once allocated: the import's commit rose the server's memory by
 * ~380 MB with the default and ~70 MB with this, in the same time (`npm run bench -- --import`).
 * Imported first by main.ts, before anything allocates.
 */
setFlagsFromString('--heap-growing-percent=50');

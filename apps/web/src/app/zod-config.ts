import { z } from 'zod';

// Imported first by main.tsx, before any schema exists: without jitless, zod probes `new Function`
// while building an object schema, which the content security policy (no 'unsafe-eval') reports
// as a violation on every page load even though zod falls back.
z.config({ jitless: true });

// Checks the SQL recorded during `npm run test:pg` (test/support/statement-log.ts): every statement
// the application sent must be routable to one shop's shard (docs/scaling.md, "Routing by shop"),
// or be a listed exception (test/support/tenant-routing-exceptions.json, by the statement's
// fingerprint, which ignores values and the length of IN lists).
// Usage: tsx apps/api/scripts/check-tenant-routing.ts <folder of statements-*.jsonl> [--write]
//   --write: rewrite the exception list to what this (whole-suite) run found, keeping the reasons given.
//   --list: print every statement of this run that leaves a shop table unpinned, listed or not (to route some).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fingerprintSync } from 'libpg-query';
import type { LoggedStatement } from '../test/support/statement-log';
import { loadParser, unroutedTables } from '../test/support/tenant-routing';

type Exception = { fingerprint: string; tables: string[]; reason: string; from: string; example: string };

const EXCEPTIONS_FILE = new URL('../test/support/tenant-routing-exceptions.json', import.meta.url);
const NOT_YET = 'not routed yet: add tenant_id = <shop> (tenantOf(tx))';

const [dir, flag] = process.argv.slice(2);
if (!dir) {
  console.error('usage: check-tenant-routing <folder> [--write]');
  process.exit(2);
}
const statements = new Map<string, string>();
for (const file of readdirSync(dir).filter((name) => name.endsWith('.jsonl'))) {
  for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
    if (!line) continue;
    const entry = JSON.parse(line) as LoggedStatement;
    if (!statements.has(entry.sql)) statements.set(entry.sql, entry.from);
  }
}

await loadParser();
const listed = new Map((JSON.parse(readFileSync(EXCEPTIONS_FILE, 'utf8')) as Exception[]).map((e) => [e.fingerprint, e]));
const found = new Map<string, Exception>();
// Property and fuzz tests draw their actions at random (the fuzz test's seeds shift whenever an
// endpoint is added), and a retry after a conflict runs only when a race happens, so a run may meet
// a variant of a listed statement that the list's run did not: the same unpinned tables as a listed
// statement are enough. What fails is a statement leaving a set of tables unpinned that no listed
// statement does (a new table, or a new join), so the list cannot grow by accident.
const listedTableSets = new Set([...listed.values()].map((e) => [...e.tables].sort().join(',')));
const offenders: string[] = [];
let met = 0;
for (const [sql, from] of statements) {
  let tables: string[];
  try {
    tables = [...new Set(unroutedTables(sql))];
  } catch (error) {
    offenders.push(`does not parse (${(error as Error).message}), from ${from}:\n  ${sql}`);
    continue;
  }
  if (tables.length === 0) continue;
  const fingerprint = fingerprintSync(sql);
  const exception = listed.get(fingerprint) ?? (listedTableSets.has([...tables].sort().join(',')) ? { reason: NOT_YET } : undefined);
  found.set(fingerprint, { fingerprint, tables, reason: exception?.reason ?? NOT_YET, from, example: sql.replace(/\s+/g, ' ').trim() });
  if (exception) met += 1;
  else offenders.push(`${tables.join(', ')} not pinned to one shop (fingerprint ${fingerprint}), from ${from}:\n  ${sql}`);
}

if (flag === '--list') {
  for (const entry of found.values()) console.log(`${entry.tables.join(', ')} — ${entry.from}\n  ${entry.example}\n`);
  console.log(`tenant routing: ${found.size} statements leave a shop table unpinned`);
  process.exit(0);
}
if (flag === '--write') {
  const entries = [...found.values()].sort((a, b) => a.from.localeCompare(b.from) || a.fingerprint.localeCompare(b.fingerprint));
  writeFileSync(EXCEPTIONS_FILE, `${JSON.stringify(entries, null, 2)}\n`);
  console.log(`tenant routing: wrote ${entries.length} exceptions`);
  process.exit(0);
}

const unseen = [...listed.keys()].filter((fingerprint) => !found.has(fingerprint)).length;
console.log(
  `tenant routing: ${statements.size} distinct statements, ${met} statements met as listed exceptions` +
    ` (${unseen} listed but not met: routed now, or not run), ${offenders.length} unrouted`,
);
if (statements.size === 0) {
  console.error('No statement was recorded: is SQL_STATEMENT_LOG reaching the tests?');
  process.exit(1);
}
if (offenders.length > 0) {
  console.error(`${offenders.join('\n\n')}\n\nAdd tenant_id = <shop> to these statements (docs/scaling.md), or list them with a reason.`);
  process.exit(1);
}

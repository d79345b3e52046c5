import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

/**
 * An opt-in record of the SQL the application sends during the API suite: with SQL_STATEMENT_LOG set
 * to a folder (`npm run test:pg` sets it), each test process appends every distinct statement once
 * to a file of its own there, with where it came from (the request, or the test file for work done
 * outside one). scripts/test-pg.mjs then checks them (test/support/tenant-routing.ts).
 */
const logDir = process.env.SQL_STATEMENT_LOG;
const TEST_CODE = Symbol('test code');
const origin = new AsyncLocalStorage<typeof TEST_CODE>();
const seen = new Set<string>();
// Requests in flight: fastify hands a request on through stream events, which do not carry the
// async context, so the label comes from here (several at once only in tests that race requests).
const inFlight = new Map<number, string>();
let nextRequest = 0;

export type LoggedStatement = { sql: string; from: string };

export function recordStatement(sql: string): void {
  if (!logDir) return;
  // What a test reads or writes by hand to set up or inspect is not the application's SQL.
  if (origin.getStore() === TEST_CODE || seen.has(sql)) return;
  seen.add(sql);
  const requests = [...inFlight.values()];
  const entry: LoggedStatement = {
    sql,
    from: requests.length > 0 ? `${requests.join(' or ')} in ${testFile()}` : `${testFile()} (outside a request)`,
  };
  mkdirSync(logDir, { recursive: true });
  appendFileSync(join(logDir, `statements-${process.pid}.jsonl`), `${JSON.stringify(entry)}\n`);
}

/** Runs a request, named by its method and URL as the origin of the statements it sends. */
export async function asRequest<T>(label: string, fn: () => Promise<T>): Promise<T> {
  if (!logDir) return fn();
  const id = nextRequest++;
  inFlight.set(id, label);
  try {
    return await fn();
  } finally {
    inFlight.delete(id);
  }
}

/** Runs work a test does directly on the database, which the record leaves out. */
export function asTestCode<T>(fn: () => Promise<T>): Promise<T> {
  return logDir ? origin.run(TEST_CODE, fn) : fn();
}

function testFile(): string {
  const path = expect.getState().testPath ?? 'a test';
  return path.slice(path.indexOf('apps/api/'));
}

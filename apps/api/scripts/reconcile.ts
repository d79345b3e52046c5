// `npm run reconcile`: checks the books of every shop in the configured database (DATABASE_URL, or
// the embedded one in DATA_DIR; stop the server first): each receivable's and payable's paid,
// balance and status against its posted payments, each payment against its allocations, each
// customer's and supplier's balance against the aging, each return's (RMA's, supplier return's)
// money against its payments and lines and returned against sold or received, and on hand against
// the stock ledger.
// Prints what differs and exits 1; exits 0 when everything reconciles (2 when it cannot run).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { lockDataDir } from '../src/db/data-dir-lock';
import { tenants } from '../src/db/schema/tenancy';
import { countBooks, reconcileBooks, type BookDifference } from '../src/modules/finance';

const COLUMNS = ['shop', 'kind', 'subject', 'expected', 'found'] as const;

/** The differences as a plain text table, one per line under a header. */
function table(differences: BookDifference[]): string {
  const widths = COLUMNS.map((c) => Math.max(c.length, ...differences.map((d) => d[c].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line([...COLUMNS]), line(widths.map((w) => '-'.repeat(w))), ...differences.map((d) => line(COLUMNS.map((c) => d[c])))].join('\n');
}

async function main(): Promise<number> {
  const config = loadConfig();
  let unlock = () => {};
  if (!config.databaseUrl) {
    const dataDir = join(config.dataDir, 'pgdata');
    if (!existsSync(dataDir)) throw new Error(`There is no database in ${config.dataDir}: start the server once, or set DATABASE_URL.`);
    // The embedded database takes one process at a time; the server may not start while this runs.
    try {
      unlock = lockDataDir(config.dataDir);
    } catch (error) {
      throw new Error(`${error instanceof Error ? error.message : String(error)} Stop it first, then run the reconcile.`, { cause: error });
    }
  }
  const db = await openDatabase(
    config.databaseUrl
      ? { engine: 'postgres', url: config.databaseUrl, ...(config.appDatabaseUrl ? { appUrl: config.appDatabaseUrl } : {}), poolSize: 1 }
      : { engine: 'pglite', dataDir: join(config.dataDir, 'pgdata') },
  );
  try {
    const shops = await db.transaction(null, (tx) => tx.select({ id: tenants.id }).from(tenants).orderBy(asc(tenants.id)));
    const differences: BookDifference[] = [];
    let documents = 0;
    let stockRows = 0;
    // Each shop in its own transaction under its tenant: row-level security shows it its own rows only.
    for (const shop of shops) {
      const checked = await db.transaction(shop.id, async (tx) => ({ differences: await reconcileBooks(tx), ...(await countBooks(tx)) }));
      differences.push(...checked.differences);
      documents += checked.documents;
      stockRows += checked.stockRows;
    }
    if (differences.length > 0) {
      console.log(table(differences));
      console.log(`\nBooks do not reconcile: ${differences.length} difference${differences.length === 1 ? '' : 's'}.`);
      return 1;
    }
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    console.log(
      `Books reconcile: ${plural(shops.length, 'shop')}, ${plural(documents, 'document')}, ${plural(stockRows, 'stock row')} checked`,
    );
    return 0;
  } finally {
    await db.close();
    unlock();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError ? error.message : `Reconcile failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(2);
  },
);

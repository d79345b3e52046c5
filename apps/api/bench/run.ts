// `npm run bench [-- --tenant bench --seconds 10 --skip-browser]`: the API's speed on a seeded shop, against
// DATABASE_URL (PostgreSQL) or the embedded database in DATA_DIR (PGlite). Starts the API as a child
// process on a free port, measures, prints one table and writes it to bench/results/<engine>.json.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_ADMIN_PASSWORD } from '../src/config';
import { closedLoop, httpClient, paced, sequential, type HttpClient, type Latencies } from './load';
import { loadShop, pick, posOrderBody, randomLines, rawSale, rng, type Shop } from './sale';
import { benchImport } from './imports';
import { benchOffline } from './offline';
import { benchShops } from './shops';
import { benchStockCount } from './stock-counts';
import { pgliteSessions, postgresSession, type SqlSession } from './sql';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');

const { values: args } = parseArgs({
  options: {
    tenant: { type: 'string', default: 'bench' },
    seconds: { type: 'string', default: '10' },
    terminals: { type: 'string', default: '1,8,32' },
    samples: { type: 'string', default: '150' },
    note: { type: 'string' },
    out: { type: 'string' },
    'skip-browser': { type: 'boolean', default: false },
    // The owner's reports over a year and Store Insights.
    reports: { type: 'boolean', default: false },
    // Only sign in and measure the reports and the 100,000-row exports (no sales, no browser): a before/after comparison of them.
    'only-reports': { type: 'boolean', default: false },
    // Calls per report row (10): fewer when the reports are slow.
    'report-samples': { type: 'string', default: '10' },
    // Cashiers' pace for the latency run: each of the most terminals rings a sale every this many ms.
    pace: { type: 'string', default: '2000' },
    'paced-seconds': { type: 'string', default: '30' },
    // Many shops instead of one large one: creates this many shops through the platform API (PostgreSQL only).
    shops: { type: 'string' },
    // A terminal's offline queue synced: this many sales made offline, posted in order (PostgreSQL only).
    offline: { type: 'boolean', default: false },
    'offline-sales': { type: 'string', default: '1000' },
    // The offline terminal in Chromium: its local catalogue of the --tenant shop, sales confirmed offline.
    'offline-terminal': { type: 'boolean', default: false },
    'offline-terminal-sales': { type: 'string', default: '60' },
    // Moving in: a 50,000-row PRODUCTS spreadsheet previewed and committed (bench/imports.ts).
    import: { type: 'boolean', default: false },
    'import-rows': { type: 'string', default: '50000' },
    // A count of a whole store posted: --stock-count-products stocked, counted and posted (bench/stock-counts.ts).
    'stock-count': { type: 'boolean', default: false },
    'stock-count-products': { type: 'string', default: '20000' },
  },
});
const SECONDS = Number(args.seconds);
const TERMINALS = args.terminals!.split(',').map(Number);
const SAMPLES = Number(args.samples);
const PACE_MS = Number(args.pace);
const PACED_SECONDS = Number(args['paced-seconds']);
const REPORT_SAMPLES = Number(args['report-samples']);
const slug = args.tenant!;
const databaseUrl = process.env.DATABASE_URL;
const engine = databaseUrl ? 'postgresql' : 'pglite';
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const withBrowser = !args['skip-browser'] && existsSync(CHROMIUM_PATH);

type Row = { name: string; metric: string; value: number | string; target: string; pass: boolean | null };
const rows: Row[] = [];
const round = (v: number, digits = 1) => (Number.isFinite(v) ? Number(v.toFixed(digits)) : Number.NaN);
function row(name: string, metric: string, value: number | string, target = '', pass: boolean | null = null) {
  rows.push({ name, metric, value: typeof value === 'number' ? round(value) : value, target, pass });
}
function timings(name: string, l: Latencies, targetP95?: number) {
  row(name, 'p50 ms', l.percentile(50));
  const p95 = l.percentile(95);
  row(
    name,
    'p95 ms',
    p95,
    targetP95 === undefined ? '' : `< ${targetP95} ms`,
    targetP95 === undefined ? null : p95 < targetP95 && l.errors === 0,
  );
  if (l.errors > 0) row(name, 'errors', l.errors, '0', false);
}
const log = (message: string) => process.stderr.write(`${message}\n`);

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

async function openSession(): Promise<{ session: () => Promise<SqlSession>; close: () => Promise<void> }> {
  if (databaseUrl) {
    const opened: SqlSession[] = [];
    return {
      session: async () => {
        const s = await postgresSession(databaseUrl);
        opened.push(s);
        return s;
      },
      close: async () => {
        await Promise.all(opened.map((s) => s.close()));
      },
    };
  }
  const lite = await pgliteSessions(join(dataDir, 'pgdata'));
  return { session: async () => lite.session(), close: lite.close };
}

type Probe = {
  shop: Shop;
  counts: { products: number; customers: number; orders: number };
  names: string[];
  skus: string[];
  barcodes: string[];
  typos: string[];
  customerTerms: string[];
};

/** What the benchmark asks about, read from the database before the server starts. */
async function probe(): Promise<Probe | undefined> {
  const db = await openSession();
  try {
    const s = await db.session();
    const shop = await loadShop(s, slug);
    if (!shop) return undefined;
    const count = async (table: string) =>
      Number((await s.query<{ n: string }>(`select count(*) as n from ${table} where tenant_id = $1`, [shop.tenantId]))[0]!.n);
    const counts = { products: await count('products'), customers: await count('customers'), orders: await count('sales_orders') };
    const sample = await s.query<{ name: string; sku: string; barcode: string | null }>(
      `select p.product_name as name, p.sku, (select b.barcode from product_barcodes b where b.tenant_id = p.tenant_id and b.product_id = p.id limit 1) as barcode
         from products p where p.tenant_id = $1 and p.is_active order by md5(p.id::text || 'search') limit $2`,
      [shop.tenantId, SAMPLES],
    );
    const random = rng(7);
    // A fragment of a word of the name, 3 to 6 letters, as a cashier types it.
    const names = sample.map((p) => {
      const words = p.name.split(' ').filter((w) => w.length >= 3);
      const word = pick(random, words.length > 0 ? words : [p.name]);
      const length = Math.min(word.length, 3 + Math.floor(random() * 4));
      const start = Math.floor(random() * (word.length - length + 1));
      return word.slice(start, start + length).toLowerCase();
    });
    // A word of the name, 5 letters or more, with one letter mistyped (another in its place).
    const typos = sample.map((p) => {
      const words = p.name.split(' ').filter((w) => /^[A-Za-z]{5,}$/.test(w));
      const word = pick(random, words.length > 0 ? words : ['Hammer']).toLowerCase();
      const at = 1 + Math.floor(random() * (word.length - 2));
      const other = 'aeiourstln'.replace(word[at]!, '')[Math.floor(random() * 9)]!;
      return `${word.slice(0, at)}${other}${word.slice(at + 1)}`;
    });
    // SKU prefixes that narrow to a few products, and whole barcodes as a scanner reads them.
    const skus = sample.map((p) => p.sku.slice(0, Math.max(4, p.sku.length - 1 - Math.floor(random() * 2))));
    const barcodes = sample.map((p) => p.barcode ?? p.sku);
    const customers = await s.query<{ name: string }>(
      `select customer_name as name from customers where tenant_id = $1 order by md5(id::text) limit 50`,
      [shop.tenantId],
    );
    const customerTerms = customers.map((c) => (c.name.split(' ')[1] ?? c.name).toLowerCase());
    return { shop, counts, names, skus, barcodes, typos, customerTerms };
  } finally {
    await db.close();
  }
}

type Server = { port: number; child: ChildProcess; logFile: string };

async function startServer(): Promise<Server> {
  const port = await freePort();
  const logFile = join(os.tmpdir(), `oim-bench-${engine}-${port}.log`);
  const out = createWriteStream(logFile);
  // BENCH_SERVER_IMPORT=/path/to/module.mjs loads a module into the server first (a profiler, a query tracer).
  const extra = process.env.BENCH_SERVER_IMPORT ? ['--import', process.env.BENCH_SERVER_IMPORT] : [];
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const client = httpClient(port, 'localhost', 1);
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The API stopped at start (exit ${child.exitCode}); see ${logFile}`);
    try {
      if ((await client.request('GET', '/api/health')).status === 200) {
        client.close();
        return { port, child, logFile };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`The API did not start within 5 minutes; see ${logFile}`);
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
}

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * The sales report's spreadsheet export of the latest 100,000 sales (the period from the day of the
 * 100,000th latest sale to today): its time, and how far the server's resident memory rose above
 * where it stood before (peak RSS, reset through /proc/<pid>/clear_refs; issue target 300 MB).
 */
async function measureExport(api: HttpClient, token: string, pid: number, today: string): Promise<void> {
  log('a 100,000-row export');
  const name = 'Sales report export (xlsx), latest 100,000 sales';
  // The first day of the period: walk the daily series back from today until 100,000 sales are in.
  const daily = await api.request(
    'GET',
    `/api/reports/sales-report/sales-orders/daily?${listQuery({ 'salesOrderDate[between]': `${manilaToday(-364)},${today}` })}`,
    { token },
  );
  const days = daily.status === 200 ? (JSON.parse(daily.body) as { data: { period: string; orderCount: number }[] }).data : [];
  let from: string | undefined;
  let counted = 0;
  for (const day of [...days].reverse()) {
    counted += day.orderCount;
    if (counted >= 100_000) {
      from = day.period;
      break;
    }
  }
  if (!from) {
    row(name, 'run', `skipped (fewer than 100,000 sales in a year: ${daily.status})`);
    return;
  }
  const period = listQuery({ 'salesOrderDate[between]': `${from},${today}` });
  const totals = await api.request('GET', `/api/reports/sales-report/sales-totals?${period}`, { token });
  const sales = (JSON.parse(totals.body) as { data: { orderCount: number } }).data.orderCount;
  const before = memoryOf(pid).rss;
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const answer = await api.request('GET', `/api/reports/sales-report/sales-report/export-excel?${period}`, { token });
  const peak = memoryOf(pid).peak;
  row(name, 'rows', sales);
  row(name, 'seconds', answer.ms / 1000, '< 10 s', ok(answer.status) && answer.ms < 10_000);
  row(name, 'peak RSS growth MB', peak - before, '< 300 MB', peak - before < 300);
  // The same sales printed: the PDF is laid out as its rows are read (platform/export/pdf-table.ts).
  const pdfName = 'Sales report PDF, latest 100,000 sales';
  const pdfBefore = memoryOf(pid).rss;
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const pdf = await api.request('GET', `/api/reports/sales-report/sales-report/export-pdf?${period}`, { token });
  const pdfPeak = memoryOf(pid).peak;
  row(pdfName, 'seconds', pdf.ms / 1000, '', ok(pdf.status));
  row(pdfName, 'peak RSS growth MB', pdfPeak - pdfBefore, '< 300 MB', pdfPeak - pdfBefore < 300);
}

async function signIn(api: HttpClient, email: string, password: string): Promise<string | undefined> {
  const answer = await api.request('POST', '/api/login', { body: { email, password } });
  return answer.status === 200 ? (JSON.parse(answer.body) as { data: { token: string } }).data.token : undefined;
}

const ok = (status: number) => status >= 200 && status < 300;
const manilaToday = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() + offsetDays * 86_400_000));
const listQuery = (params: Record<string, string>) =>
  new URLSearchParams({ ...params, timezone: 'Asia/Manila', timezoneOffset: '-480' }).toString();

/** The calls the terminal makes before the first scan, one after the other (the sum is the wait). */
const TERMINAL_START = [
  '/api/sales/sales-channels/my',
  '/api/sales/customers/default',
  `/api/masterfile/payment-types?page=1&pageSize=1000`,
  `/api/masterfile/discounts?page=1&pageSize=1000`,
  '/api/setting/company-profiles/value',
  '/api/sales/commission-users',
];

async function terminalStart(api: HttpClient, token: string): Promise<{ total: Latencies; failed: string[] }> {
  const failed: string[] = [];
  const total = await sequential(10, async () => {
    let good = true;
    for (const path of TERMINAL_START) {
      const answer = await api.request('GET', path, { token });
      if (!ok(answer.status)) {
        good = false;
        if (!failed.includes(path)) failed.push(`${path} → ${answer.status}`);
      }
    }
    return good;
  });
  return { total, failed };
}

/** The owner's reports over a year and Store Insights (issue targets: each call p95 < 300 ms, the dashboard < 500 ms). */
async function measureReports(get: (path: string) => () => Promise<boolean>): Promise<void> {
  log('the reports');
  const n = REPORT_SAMPLES;
  const today = manilaToday();
  const year = { 'salesOrderDate[between]': `${manilaToday(-364)},${today}` };
  const salesReport = (path: string, extra: Record<string, string> = {}) =>
    `/api/reports/sales-report/${path}?${listQuery({ ...year, ...extra })}`;
  timings('Sales report totals, one year', await sequential(n, get(salesReport('sales-totals'))), 300);
  timings('Sales report by month, one year', await sequential(n, get(salesReport('sales-orders/monthly'))), 300);
  timings('Sales report by day, one year', await sequential(n, get(salesReport('sales-orders/daily'))), 300);
  timings('Sales report top products, one year', await sequential(n, get(salesReport('top-products'))), 300);
  timings('Sales report top customers, one year', await sequential(n, get(salesReport('top-customers'))), 300);
  timings(
    'Sales report per customer, one year (first page)',
    await sequential(n, get(salesReport('customer', { page: '1', pageSize: '15' }))),
    300,
  );
  timings('Payment type breakdown, one year', await sequential(n, get(salesReport('payment-type-breakdown'))), 300);
  timings('Sales by product, one year (first page)', await sequential(n, get(salesReport('product', { page: '1', pageSize: '15' }))), 300);
  timings('Sales by product totals, one year', await sequential(n, get(salesReport('product-totals'))), 300);
  const month = `${manilaToday().slice(0, 8)}01`;
  timings(
    'Inventory with ledger, this month (first page)',
    await sequential(
      n,
      get(`/api/reports/inventory-with-ledger?${listQuery({ 'date[between]': `${month},${today}`, page: '1', pageSize: '15' })}`),
    ),
    300,
  );
  timings(
    'Inventory with ledger, one year (first page)',
    await sequential(
      n,
      get(
        `/api/reports/inventory-with-ledger?${listQuery({ 'date[between]': `${manilaToday(-364)},${today}`, page: '1', pageSize: '15' })}`,
      ),
    ),
    300,
  );
  timings(
    'Low stock report (first page)',
    await sequential(n, get(`/api/reports/low-stock-report?${listQuery({ page: '1', pageSize: '15' })}`)),
    300,
  );
  timings(
    'Store Insights, this month',
    await sequential(n, get(`/api/reports/dashboard?${listQuery({ 'salesOrderDate[between]': `${month},${today}` })}`)),
    500,
  );
}

async function measureApi(p: Probe, server: Server): Promise<void> {
  const host = `${slug}.localhost`;
  const api = httpClient(server.port, host, 128);
  const password = process.env.BENCH_PASSWORD ?? DEMO_ADMIN_PASSWORD;
  const token = await signIn(api, `admin@${slug}.shop`, password);
  if (!token) throw new Error(`Could not sign in as admin@${slug}.shop (set BENCH_PASSWORD if it is not the demo password).`);
  const get = (path: string) => async () => ok((await api.request('GET', path, { token })).status);
  if (args['only-reports']) {
    await measureReports(get);
    await measureExport(api, token, server.child.pid!, manilaToday());
    api.close();
    return;
  }
  const { shop } = p;

  // Warm up: the first request of a kind compiles schemas and fills caches.
  for (let i = 0; i < 5; i++) {
    await api.request('GET', `/api/sales/pos-products?search=${p.names[i]}&filterType=name&salesChannelId=${shop.channelId}`, { token });
    await api.request('GET', `/api/sales/sales-orders?${listQuery({ page: '1', pageSize: '15' })}`, { token });
  }

  log('terminal start-up');
  const start = await terminalStart(api, token);
  row(
    'Terminal start-up (6 calls, summed)',
    'p50 ms',
    start.total.percentile(50),
    '< 2000 ms',
    start.total.percentile(50) < 2000 && start.failed.length === 0,
  );
  if (start.failed.length > 0) row('Terminal start-up', 'failed calls', start.failed.join(', '), 'none', false);
  // The same calls in the small demo shop of the same database: start-up must not grow with the catalogue.
  const demo = httpClient(server.port, 'localhost', 4);
  const demoToken = await signIn(demo, process.env.ADMIN_EMAIL ?? 'admin@demo.shop', process.env.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD);
  if (demoToken) {
    const small = await terminalStart(demo, demoToken);
    const ratio = start.total.percentile(50) / small.total.percentile(50);
    row('Terminal start-up, demo shop (tiny catalogue)', 'p50 ms', small.total.percentile(50));
    row('Terminal start-up, this shop / demo shop', 'ratio', ratio, '< 2 (flat)', ratio < 2);
  }
  demo.close();

  log('product search');
  const search = (filterType: string, terms: string[]) =>
    sequential(terms.length, (i) =>
      get(
        `/api/sales/pos-products?${new URLSearchParams({ search: terms[i]!, filterType, salesChannelId: String(shop.channelId), limit: '20' })}`,
      )(),
    );
  timings('Product search by name fragment', await search('name', p.names), 30);
  timings('Product search by SKU prefix', await search('sku', p.skus), 30);
  timings('Product search by barcode', await search('barcode', p.barcodes), 30);
  timings('Product search with a typo (default mode)', await search('name', p.typos), 30);

  log('lists and the report');
  const today = manilaToday();
  const relations = 'customer|salesChannel|salesOrderItems|paymentTerms.paymentType';
  const ordersToday = `/api/sales/sales-orders?${listQuery({ 'salesOrderDate[between]': `${today},${today}`, page: '1', pageSize: '15', sort: 'salesOrderDate,desc', relations })}`;
  const ordersYear = `/api/sales/sales-orders?${listQuery({ 'salesOrderDate[between]': `${manilaToday(-364)},${today}`, page: '1', pageSize: '15', sort: 'salesOrderDate,desc', relations })}`;
  const report = `/api/reports/sales-report/daily?${listQuery({ 'salesOrderDate[between]': `${manilaToday(-729)},${today}` })}`;
  timings('Sales orders list, today (default filter)', await sequential(20, get(ordersToday)), 500);
  timings('Sales orders list, one year', await sequential(10, get(ordersYear)), 500);
  timings('Daily sales report, two years', await sequential(10, get(report)), 500);
  if (args.reports) {
    await measureReports(get);
    await measureExport(api, token, server.child.pid!, today);
  }
  const stocks = listQuery({ stocksFilter: 'with_stocks', locationId: String(shop.locationId), page: '1', pageSize: '15' });
  timings('Stocks list, with stock at a location', await sequential(20, get(`/api/inventory/stocks?${stocks}`)), 500);
  timings('Stocks summary, same filters', await sequential(10, get(`/api/inventory/stocks/summary?${stocks}`)), 500);
  timings(
    'Customers list, name search',
    await sequential(p.customerTerms.length, (i) =>
      get(
        `/api/sales/customers?${listQuery({ 'customerName[like]': p.customerTerms[i]!, relations: 'defaultPaymentType', page: '1', pageSize: '15' })}`,
      )(),
    ),
    500,
  );

  for (const terminals of TERMINALS) {
    log(`POS sales through the API, ${terminals} terminal(s), ${SECONDS} s`);
    const random = rng(1000 + terminals);
    let reported = false;
    const result = await closedLoop(terminals, SECONDS, async () => {
      const customer = random() < 0.3 ? pick(random, shop.customerIds) : shop.walkInId;
      const { totals: _totals, ...body } = posOrderBody(shop, randomLines(shop, random), customer);
      const answer = await api.request('POST', '/api/sales/pos-order', { token, body, headers: { 'idempotency-key': randomUUID() } });
      if (answer.status !== 201 && !reported) log(`  sale answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      if (answer.status !== 201) reported = true;
      return answer.status === 201;
    });
    apiSales.set(terminals, result);
  }

  // Saturation (above) measures throughput: a closed loop keeps every terminal busy, so its latency
  // is terminals / throughput by construction. Latency as cashiers see it is measured at a pace:
  // the most terminals, each ringing a sale every PACE_MS (2 s is far busier than any counter).
  const most = Math.max(...TERMINALS);
  log(`POS sales through the API, ${most} terminals at one sale per ${PACE_MS} ms each, ${PACED_SECONDS} s`);
  const pacedRandom = rng(3000 + most);
  pacedSales = await paced(most, PACED_SECONDS, PACE_MS, async () => {
    const customer = pacedRandom() < 0.3 ? pick(pacedRandom, shop.customerIds) : shop.walkInId;
    const { totals: _totals, ...body } = posOrderBody(shop, randomLines(shop, pacedRandom), customer);
    const answer = await api.request('POST', '/api/sales/pos-order', { token, body, headers: { 'idempotency-key': randomUUID() } });
    return answer.status === 201;
  });

  log('sign-in rate');
  const logins = await closedLoop(4, 5, async () => (await signIn(api, `admin@${slug}.shop`, password)) !== undefined);
  row('Sign-in (argon2id), 4 at once', 'logins/s', logins.perSecond);
  row('Sign-in (argon2id), 4 at once', 'p50 ms', logins.latencies.percentile(50));

  const memory = memoryOf(server.child.pid!);
  row(
    'API process memory after the run',
    'RSS MB',
    memory.rss,
    engine === 'pglite' ? '< 900 MB' : '',
    engine === 'pglite' ? memory.rss < 900 : null,
  );
  row('API process memory, peak', 'RSS MB', memory.peak);
  api.close();
}

/**
 * The terminal in a real browser (apps/web/e2e/bench/terminal-bench.ts), against the server this run
 * started: a cold start-up, and scans into a 200-line cart. Its rows join the table.
 */
async function measureTerminalInBrowser(server: Server): Promise<void> {
  log('the terminal in Chromium');
  await runBrowserBench(server, 'Terminal in Chromium', 'terminal-bench.ts');
}

/**
 * Runs a browser bench (apps/web/e2e/bench/<script>) against the server this run started, signed in
 * as the shop's admin; its rows join the table, or a failed row when it does not finish.
 */
async function runBrowserBench(server: Server, name: string, script: string, extra: Record<string, string> = {}): Promise<void> {
  const results = join(os.tmpdir(), `oim-bench-${script.replace(/\.ts$/, '')}-${server.port}.json`);
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/web/e2e/bench/${script}`], {
    cwd: root,
    env: {
      ...process.env,
      BENCH_URL: `http://${slug}.localhost:${server.port}`,
      BENCH_EMAIL: `admin@${slug}.shop`,
      BENCH_PASSWORD: process.env.BENCH_PASSWORD ?? DEMO_ADMIN_PASSWORD,
      BENCH_RESULTS: results,
      CHROMIUM_PATH,
      ...extra,
    },
    // Its own output goes to stderr, so stdout stays the table.
    stdio: ['ignore', 2, 2],
  });
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) row(name, 'run', `failed (exit ${code})`, 'exit 0', false);
  else rows.push(...(JSON.parse(readFileSync(results, 'utf8')) as { rows: Row[] }).rows);
}

const apiSales = new Map<number, Awaited<ReturnType<typeof closedLoop>>>();
let pacedSales: Awaited<ReturnType<typeof paced>> | undefined;
const ceiling = new Map<number, Awaited<ReturnType<typeof closedLoop>>>();

async function measureCeiling(shop: Shop): Promise<void> {
  const db = await openSession();
  try {
    for (const terminals of TERMINALS) {
      log(`POS sales as raw SQL (ceiling), ${terminals} connection(s), ${SECONDS} s`);
      const sessions = await Promise.all(Array.from({ length: terminals }, () => db.session()));
      for (const s of sessions) await s.query(`select set_config('app.tenant_id', $1, false)`, [String(shop.tenantId)]);
      const random = rng(2000 + terminals);
      let reported = false;
      const result = await closedLoop(terminals, SECONDS, async (worker) => {
        const customer = random() < 0.3 ? pick(random, shop.customerIds) : shop.walkInId;
        try {
          await rawSale(sessions[worker]!, shop, randomLines(shop, random), customer);
          return true;
        } catch (error) {
          if (!reported) log(`  raw sale failed: ${String(error)}`);
          reported = true;
          return false;
        }
      });
      ceiling.set(terminals, result);
      for (const s of sessions) await s.close();
    }
  } finally {
    await db.close();
  }
}

function salesRows(): void {
  if (pacedSales) {
    const most = Math.max(...TERMINALS);
    const name = `POS sale via API, ${most} terminals, one sale per ${PACE_MS / 1000} s each`;
    row(name, 'sales/s', pacedSales.perSecond);
    row(name, 'p50 ms', pacedSales.latencies.percentile(50));
    const p99 = pacedSales.latencies.percentile(99);
    row(name, 'p99 ms', p99, '< 100 ms', p99 < 100 && pacedSales.latencies.errors === 0);
    if (pacedSales.latencies.errors > 0) row(name, 'failed sales', pacedSales.latencies.errors, '0', false);
  }
  for (const terminals of TERMINALS) {
    const a = apiSales.get(terminals);
    const c = ceiling.get(terminals);
    const name = `POS sale via API, ${terminals} terminal${terminals > 1 ? 's' : ''}`;
    if (a) {
      row(name, 'sales/s', a.perSecond);
      row(name, 'p50 ms', a.latencies.percentile(50));
      row(name, 'p99 ms', a.latencies.percentile(99));
      if (a.latencies.errors > 0) row(name, 'failed sales', a.latencies.errors, '0', false);
    }
    if (c) {
      const cname = `POS sale as raw SQL (ceiling), ${terminals}`;
      row(cname, 'sales/s', c.perSecond);
      row(cname, 'p50 ms', c.latencies.percentile(50));
      row(cname, 'p99 ms', c.latencies.percentile(99));
    }
    if (a && c) {
      const ratio = (a.perSecond / c.perSecond) * 100;
      row(`POS sale API / ceiling, ${terminals}`, '%', ratio, '≥ 50%', ratio >= 50);
    }
  }
}

function printTable(): void {
  const header = ['name', 'metric', 'value', 'target', 'pass'];
  const cells = rows.map((r) => [r.name, r.metric, String(r.value), r.target, r.pass === null ? '' : r.pass ? 'yes' : 'NO']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => (i === 2 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 2 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

/** `--shops N`: the many-shops rows (bench/shops.ts) on their own table and results file. */
async function mainShops(): Promise<void> {
  if (!databaseUrl) throw new Error('--shops needs DATABASE_URL: two API processes share one PostgreSQL database.');
  const shops = Number(args.shops);
  if (!Number.isInteger(shops) || shops < 2) throw new Error('--shops must be a whole number of at least 2');
  // The platform API is on only with a token; the servers this run starts get one of its own.
  process.env.PLATFORM_ADMIN_TOKEN ??= randomUUID() + randomUUID();
  await benchShops({
    shops,
    seconds: SECONDS,
    terminals: Math.max(...TERMINALS),
    platformToken: process.env.PLATFORM_ADMIN_TOKEN,
    startServer,
    stopServer: (server) => stopServer(server as Server),
    memoryOf,
    row,
    timings,
    log,
  });
  console.log(`\n${engine} · ${os.cpus().length} cores · ${shops} new shops · ${SECONDS} s per load step\n`);
  printTable();
  const file = args.out ? resolve(args.out) : join(here, 'results', `${engine}-shops.json`);
  mkdirSync(dirname(file), { recursive: true });
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
  const settings = {
    shops,
    secondsPerLoadStep: SECONDS,
    terminals: Math.max(...TERMINALS),
    databasePoolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  };
  writeFileSync(file, `${JSON.stringify({ engine, ranAt: new Date().toISOString(), machine, settings, rows }, null, 2)}\n`);
  log(`\nwritten to ${file}`);
}

/** `--offline`: the offline terminal's sync (bench/offline.ts) on its own table and results file. */
async function mainOffline(): Promise<void> {
  if (!databaseUrl) throw new Error('--offline needs DATABASE_URL (a scratch database: the demo shop gets the sales).');
  const sales = Number(args['offline-sales']);
  if (!Number.isInteger(sales) || sales < 1) throw new Error('--offline-sales must be a whole number of at least 1');
  const server = await startServer();
  try {
    await benchOffline({
      port: server.port,
      sales,
      email: process.env.ADMIN_EMAIL ?? 'admin@demo.shop',
      password: process.env.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD,
      row,
      timings,
      log,
    });
  } finally {
    await stopServer(server);
  }
  console.log(`\n${engine} · ${os.cpus().length} cores · ${sales} sales made offline, one sync leader\n`);
  printTable();
  const file = args.out ? resolve(args.out) : join(here, 'results', `${engine}-offline.json`);
  mkdirSync(dirname(file), { recursive: true });
  const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', node: process.version };
  writeFileSync(file, `${JSON.stringify({ engine, ranAt: new Date().toISOString(), machine, settings: { sales }, rows }, null, 2)}\n`);
  log(`\nwritten to ${file}`);
}

/**
 * `--offline-terminal`: the offline terminal in Chromium (apps/web/e2e/bench/offline-sale-bench.ts)
 * on the --tenant shop (seeded with at least 50,000 products): the terminal fills its local
 * catalogue itself, then rings up sales offline. Either engine; its own table and results file.
 */
async function mainOfflineTerminal(): Promise<void> {
  const sales = Number(args['offline-terminal-sales']);
  if (!Number.isInteger(sales) || sales < 1) throw new Error('--offline-terminal-sales must be a whole number of at least 1');
  const p = await probe();
  if (!p) {
    console.error(
      `The shop '${slug}' does not exist in this database. Seed it first:\n  npm run seed:large -- --tenant ${slug} --products 50000`,
    );
    process.exit(1);
  }
  log(`engine ${engine}, shop ${slug}: ${p.counts.products} products`);
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (built.status !== 0) throw new Error('Building the web app failed');
  const server = await startServer();
  try {
    await runBrowserBench(server, 'Offline terminal in Chromium', 'offline-sale-bench.ts', { BENCH_SALES: String(sales) });
  } finally {
    await stopServer(server);
  }
  const loadAverage = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(`\n${engine} · ${os.cpus().length} cores · shop ${slug}: ${p.counts.products} products · load average ${loadAverage}\n`);
  printTable();
  const file = args.out ? resolve(args.out) : join(here, 'results', `${engine}-offline-terminal.json`);
  mkdirSync(dirname(file), { recursive: true });
  const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', node: process.version, loadAverage: os.loadavg() };
  writeFileSync(
    file,
    `${JSON.stringify({ engine, ranAt: new Date().toISOString(), machine, dataset: { tenant: slug, ...p.counts }, settings: { sales }, rows }, null, 2)}\n`,
  );
  log(`\nwritten to ${file}`);
  if (rows.some((r) => r.pass === false)) process.exitCode = 1;
}

/**
 * `--import`: a PRODUCTS import of --import-rows rows (bench/imports.ts) on its own table and
 * results file. PostgreSQL with DATABASE_URL, or with TEST_DATABASE_URL (a server: the run makes
 * and uses the scratch database oim_bench_import there); else the embedded database in DATA_DIR.
 * The products go to the demo shop (ADMIN_EMAIL / ADMIN_PASSWORD, else the demo's administrator).
 */
async function mainImport(): Promise<void> {
  const count = Number(args['import-rows']);
  if (!Number.isInteger(count) || count < 1) throw new Error('--import-rows must be a whole number of at least 1');
  if (!process.env.DATABASE_URL && process.env.TEST_DATABASE_URL) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const found = await admin.query(`select 1 from pg_database where datname = 'oim_bench_import'`);
      if (found.rowCount === 0) await admin.query('create database oim_bench_import');
    } finally {
      await admin.end();
    }
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = '/oim_bench_import';
    process.env.DATABASE_URL = url.toString();
  }
  const importEngine = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
  log(`engine ${importEngine}: a ${count}-row PRODUCTS import into the demo shop`);
  const server = await startServer();
  try {
    await benchImport({
      port: server.port,
      pid: server.child.pid!,
      rows: count,
      email: process.env.ADMIN_EMAIL ?? 'admin@demo.shop',
      password: process.env.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD,
      row,
      log,
      memoryOf,
    });
  } catch (error) {
    row('PRODUCTS import', 'run', `failed: ${error instanceof Error ? error.message : String(error)}`, 'finished', false);
  } finally {
    await stopServer(server);
  }
  console.log(`\n${importEngine} · ${os.cpus().length} cores · a ${count}-row PRODUCTS import\n`);
  printTable();
  const file = args.out ? resolve(args.out) : join(here, 'results', `${importEngine}-import.json`);
  mkdirSync(dirname(file), { recursive: true });
  const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', node: process.version, loadAverage: os.loadavg() };
  writeFileSync(
    file,
    `${JSON.stringify({ engine: importEngine, ranAt: new Date().toISOString(), machine, settings: { rows: count }, rows }, null, 2)}\n`,
  );
  log(`\nwritten to ${file}`);
  if (rows.some((r) => r.pass === false)) process.exitCode = 1;
}

/**
 * `--stock-count`: a count over ALL of --stock-count-products stocked products posted
 * (bench/stock-counts.ts), its own table and results file. PostgreSQL with DATABASE_URL, or with
 * TEST_DATABASE_URL (a server: the run makes the scratch database oim_bench_stock_count there
 * afresh, so a count over ALL covers the demo shop's products and these); else the embedded
 * database in DATA_DIR.
 */
async function mainStockCount(): Promise<void> {
  const count = Number(args['stock-count-products']);
  if (!Number.isInteger(count) || count < 1) throw new Error('--stock-count-products must be a whole number of at least 1');
  if (!process.env.DATABASE_URL && process.env.TEST_DATABASE_URL) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('drop database if exists oim_bench_stock_count with (force)');
      await admin.query('create database oim_bench_stock_count');
    } finally {
      await admin.end();
    }
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = '/oim_bench_stock_count';
    process.env.DATABASE_URL = url.toString();
  }
  const countEngine = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
  log(`engine ${countEngine}: a count of ${count} products posted, in the demo shop`);
  const server = await startServer();
  try {
    await benchStockCount({
      port: server.port,
      products: count,
      email: process.env.ADMIN_EMAIL ?? 'admin@demo.shop',
      password: process.env.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD,
      row,
      log,
    });
  } catch (error) {
    row('Stock count posting', 'run', `failed: ${error instanceof Error ? error.message : String(error)}`, 'finished', false);
  } finally {
    await stopServer(server);
  }
  console.log(`\n${countEngine} · ${os.cpus().length} cores · a count of ${count} products posted\n`);
  printTable();
  const file = args.out ? resolve(args.out) : join(here, 'results', `${countEngine}-stock-count.json`);
  mkdirSync(dirname(file), { recursive: true });
  const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', node: process.version, loadAverage: os.loadavg() };
  writeFileSync(
    file,
    `${JSON.stringify({ engine: countEngine, ranAt: new Date().toISOString(), machine, settings: { products: count }, rows }, null, 2)}\n`,
  );
  log(`\nwritten to ${file}`);
  if (rows.some((r) => r.pass === false)) process.exitCode = 1;
}

async function main(): Promise<void> {
  if (args.import) return mainImport();
  if (args['stock-count']) return mainStockCount();
  if (args.shops !== undefined) return mainShops();
  if (args.offline) return mainOffline();
  if (args['offline-terminal']) return mainOfflineTerminal();
  log(`engine ${engine}${databaseUrl ? '' : ` (${dataDir})`}, shop ${slug}`);
  const p = await probe();
  if (!p) {
    console.error(
      `The shop '${slug}' does not exist in this database. Seed it first, with the same DATABASE_URL or DATA_DIR:\n` +
        `  npm run seed:large -- --tenant ${slug} --products 200000 --customers 50000 --orders 1000000`,
    );
    process.exit(1);
  }
  log(
    `${p.counts.products} products, ${p.counts.customers} customers, ${p.counts.orders} orders; ${p.shop.products.length} products to sell`,
  );
  if (withBrowser && !args['only-reports']) {
    // The browser part needs the built web app, which the API serves.
    const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: ['ignore', 2, 2] });
    if (built.status !== 0) throw new Error('Building the web app failed');
  } else {
    log(
      args['skip-browser']
        ? 'browser part skipped (--skip-browser)'
        : `browser part skipped: no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`,
    );
  }
  const server = await startServer();
  try {
    await measureApi(p, server);
    if (withBrowser && !args['only-reports']) await measureTerminalInBrowser(server);
  } finally {
    await stopServer(server);
  }
  if (!args['only-reports']) {
    await measureCeiling(p.shop);
    salesRows();
  }

  const dataset = `${p.counts.products} products, ${p.counts.customers} customers, ${p.counts.orders} orders${args.note ? ` (${args.note})` : ''}`;
  console.log(`\n${engine} · ${os.cpus().length} cores · shop ${slug}: ${dataset} · ${SECONDS} s per load step\n`);
  printTable();
  const file = args.out ? resolve(args.out) : join(here, 'results', `${engine}.json`);
  mkdirSync(dirname(file), { recursive: true });
  const document = {
    engine,
    ranAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.type()} ${os.release()}`,
    },
    dataset: { tenant: slug, ...p.counts, note: args.note ?? null },
    settings: {
      secondsPerLoadStep: SECONDS,
      terminals: TERMINALS,
      paceMs: PACE_MS,
      pacedSeconds: PACED_SECONDS,
      browser: withBrowser,
      databasePoolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      logLevel: process.env.LOG_LEVEL ?? 'warn',
    },
    rows,
  };
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  log(`\nwritten to ${file}`);
  const failed = rows.filter((r) => r.pass === false).length;
  if (failed > 0) log(`${failed} measurement(s) miss their target.`);
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});

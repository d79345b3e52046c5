// `npm run bench -- --shops 1000`: many shops on one PostgreSQL database. Creates the shops through
// the platform API and measures shop creation, the API's memory per 1,000 shops, sign-in and a sale
// in the last shop against the first, and sales at 32 terminals through two API processes against one.
import { randomBytes, randomUUID } from 'node:crypto';
import { computeOrder } from '@oim/shared/pos/arithmetic';
import { toPesos } from '@oim/shared/pos/money';
import { closedLoop, httpClient, sequential, type HttpClient, type Latencies } from './load';

export type ShopsBenchServer = { port: number; child: { pid?: number | undefined } };

type Row = (name: string, metric: string, value: number | string, target?: string, pass?: boolean | null) => void;

export type ShopsBenchOptions = {
  shops: number;
  seconds: number;
  terminals: number;
  platformToken: string;
  startServer: () => Promise<ShopsBenchServer>;
  stopServer: (server: ShopsBenchServer) => Promise<void>;
  memoryOf: (pid: number) => { rss: number; peak: number };
  row: Row;
  timings: (name: string, l: Latencies, targetP95?: number) => void;
  log: (message: string) => void;
};

const PASSWORD = 'bench-shop-password';

/** What selling in one shop needs: a signed-in cashier (the shop's administrator) and a service to sell. */
type Till = { host: string; token: string; channelId: number; walkInId: number; cashId: number; productId: number; uomId: number };

const json = (body: string) => JSON.parse(body) as { data: any };

async function signIn(api: HttpClient, email: string): Promise<string> {
  const answer = await api.request('POST', '/api/login', { body: { email, password: PASSWORD } });
  if (answer.status !== 200) throw new Error(`sign-in as ${email} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  return json(answer.body).data.token as string;
}

/** Signs in to a new shop and adds a service (no stock involved) at 100.00 to sell. */
async function openTill(port: number, slug: string): Promise<Till> {
  const host = `${slug}.localhost`;
  const api = httpClient(port, host, 2);
  try {
    const token = await signIn(api, `admin@${slug}.ph`);
    const get = async (path: string) => json((await api.request('GET', path, { token })).body).data;
    const count = (await get('/api/masterfile/unit-classes?name=Count&relations=units'))[0];
    const uomId = count.units.find((u: { unit: string }) => u.unit === 'piece').id as number;
    const made = await api.request('POST', '/api/inventory/products', {
      token,
      body: { unitClassId: count.id, unitOfMeasureId: uomId, type: 'SERVICE', sku: 'SVC-1', productName: 'Key Cutting', basePrice: 100 },
    });
    if (made.status !== 201) throw new Error(`product in ${slug} answered ${made.status}: ${made.body.slice(0, 200)}`);
    return {
      host,
      token,
      uomId,
      productId: json(made.body).data.id,
      channelId: (await get('/api/sales/sales-channels'))[0].id,
      walkInId: (await get('/api/sales/customers/default')).id,
      cashId: (await get('/api/masterfile/payment-types?name=Cash'))[0].id,
    };
  } finally {
    api.close();
  }
}

function saleBody(till: Till) {
  const totals = computeOrder({ lines: [{ orderedQuantity: 1, orderedUnitPrice: 100, appliedDiscounts: [] }], orderDiscounts: [] });
  return {
    salesChannelId: till.channelId,
    customerId: till.walkInId,
    grossTotal: totals.subTotal,
    discountTotal: totals.discountTotal,
    taxTotal: totals.taxTotal,
    netTotal: totals.netTotal,
    paidAmountTotal: totals.netTotal,
    publicNote: null,
    appliedDiscounts: totals.orderDiscounts,
    orderItems: [
      {
        uniqueId: randomUUID(),
        productId: till.productId,
        productType: 'SERVICE',
        orderedQuantity: 1,
        orderedUomId: till.uomId,
        orderedUnitPrice: 100,
        lineTotal: toPesos(totals.lines[0]!.lineTotal),
        appliedDiscounts: totals.lines[0]!.discounts,
        serialNumbers: [],
        commissionData: null,
      },
    ],
    orderPayments: [
      {
        paymentType: till.cashId,
        paidAmount: totals.netTotal,
        dueAmount: totals.netTotal,
        referenceNumber: null,
        notes: null,
        tenderedAmount: totals.netTotal,
        change: null,
      },
    ],
  };
}

/** Rings one sale in the till's shop through the given client (bound to that shop's host). */
async function sell(api: HttpClient, till: Till): Promise<boolean> {
  const answer = await api.request('POST', '/api/sales/pos-order', {
    token: till.token,
    body: saleBody(till),
    headers: { 'idempotency-key': randomUUID() },
  });
  return answer.status === 201;
}

export async function benchShops(o: ShopsBenchOptions): Promise<void> {
  const run = randomBytes(3).toString('hex');
  const slugs = Array.from({ length: o.shops }, (_, i) => `s${run}-${String(i + 1).padStart(4, '0')}`);
  const a = await o.startServer();
  let b: ShopsBenchServer | undefined;
  try {
    const platform = httpClient(a.port, 'localhost', 1);
    // Warm up the process (schemas compiled, the demo shop looked up) before the first memory reading.
    for (let i = 0; i < 20; i++) await platform.request('GET', '/sanctum/csrf-cookie');
    const before = o.memoryOf(a.child.pid!);

    o.log(`creating ${o.shops} shops through the platform API`);
    const creation = await sequential(o.shops, async (i) => {
      const answer = await platform.request('POST', '/api/platform/tenants', {
        token: o.platformToken,
        body: { slug: slugs[i]!, name: `Bench shop ${i + 1}`, adminEmail: `admin@${slugs[i]!}.ph`, adminPassword: PASSWORD },
      });
      if (answer.status !== 201) o.log(`  shop ${i + 1} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      if ((i + 1) % 100 === 0) o.log(`  ${i + 1} shops`);
      return answer.status === 201;
    });
    platform.close();
    o.timings(`Shop creation through the platform API, ${o.shops} one after another`, creation, 1000);

    o.log('asking every shop once (each lands in the shop directory)');
    const touch = httpClient(a.port, 'localhost', 4);
    for (const slug of slugs) await touch.request('GET', '/sanctum/csrf-cookie', { headers: { host: `${slug}.localhost` } });
    touch.close();
    const after = o.memoryOf(a.child.pid!);
    o.row(`API process memory, before the ${o.shops} shops`, 'RSS MB', before.rss);
    o.row(`API process memory, after creating and asking ${o.shops} shops`, 'RSS MB', after.rss);
    o.row('API process memory per 1,000 shops', 'RSS MB', ((after.rss - before.rss) * 1000) / o.shops);

    o.log('sign-in and a sale in the first shop and in the last');
    const first = await openTill(a.port, slugs[0]!);
    const last = await openTill(a.port, slugs.at(-1)!);
    for (const [label, till, slug] of [
      ['shop 1', first, slugs[0]!],
      [`shop ${o.shops}`, last, slugs.at(-1)!],
    ] as const) {
      const api = httpClient(a.port, till.host, 1);
      for (let i = 0; i < 5; i++) await sell(api, till);
      const signIns = await sequential(
        30,
        async () => (await api.request('POST', '/api/login', { body: { email: `admin@${slug}.ph`, password: PASSWORD } })).status === 200,
      );
      const sales = await sequential(200, () => sell(api, till));
      api.close();
      o.timings(`Sign-in, ${label} of ${o.shops}`, signIns);
      o.timings(`POS sale, ${label} of ${o.shops}`, sales);
    }

    // Many shops selling at once: each terminal in a shop of its own, so no two wait on one shop's rows.
    const tillCount = Math.min(o.terminals, o.shops);
    o.log(`opening tills in ${tillCount} shops`);
    const tills = [first];
    for (const slug of slugs.slice(1, tillCount)) tills.push(slug === slugs.at(-1) ? last : await openTill(a.port, slug));
    const measure = async (ports: number[], seconds = o.seconds) => {
      const clients = Array.from({ length: o.terminals }, (_, i) => httpClient(ports[i % ports.length]!, tills[i % tills.length]!.host, 1));
      try {
        return await closedLoop(o.terminals, seconds, (worker) => sell(clients[worker]!, tills[worker % tills.length]!));
      } finally {
        for (const c of clients) c.close();
      }
    };
    // Each process warmed up first (compiled schemas, prepared statements, JIT), its answers not counted.
    await measure([a.port], 3);
    o.log(`${o.terminals} terminals through one API process, ${o.seconds} s`);
    const one = await measure([a.port]);
    b = await o.startServer();
    await measure([a.port, b.port], 3);
    o.log(`${o.terminals} terminals through two API processes, ${o.seconds} s`);
    const two = await measure([a.port, b.port]);
    const name = (n: number) => `POS sale, ${o.terminals} terminals in ${tillCount} shops, ${n} API process${n > 1 ? 'es' : ''}`;
    for (const [n, r] of [
      [1, one],
      [2, two],
    ] as const) {
      o.row(name(n), 'sales/s', r.perSecond);
      o.row(name(n), 'p50 ms', r.latencies.percentile(50));
      o.row(name(n), 'p99 ms', r.latencies.percentile(99));
      if (r.latencies.errors > 0) o.row(name(n), 'failed sales', r.latencies.errors, '0', false);
    }
    const ratio = two.perSecond / one.perSecond;
    o.row(`Two API processes / one, ${o.terminals} terminals`, '×', Number(ratio.toFixed(2)), '≥ 1.6× (with the cores for it)', null);
  } finally {
    if (b) await o.stopServer(b);
    await o.stopServer(a);
  }
}

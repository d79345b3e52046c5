// `npm run bench -- --offline [--offline-sales 1000]`: a terminal that was offline syncs its queue.
// On a scratch database (the demo shop), posts N sales made offline one after another, in order, as
// the terminal's single sync leader does (POST sales/offline-sync/sales), then the whole queue
// again (a sync interrupted before its acknowledgements arrived): every one must answer the first
// sale, and the shop must hold exactly N of them.
import { randomUUID } from 'node:crypto';
import { computeOrder } from '@oim/shared/pos/arithmetic';
import { toPesos } from '@oim/shared/pos/money';
import { httpClient, sequential, type Latencies } from './load';

type Row = (name: string, metric: string, value: number | string, target?: string, pass?: boolean | null) => void;

export type OfflineBenchOptions = {
  port: number;
  sales: number;
  email: string;
  password: string;
  row: Row;
  timings: (name: string, l: Latencies, targetP95?: number) => void;
  log: (message: string) => void;
};

export async function benchOffline(o: OfflineBenchOptions): Promise<void> {
  const api = httpClient(o.port, 'localhost', 2);
  const login = await api.request('POST', '/api/login', { body: { email: o.email, password: o.password } });
  if (login.status !== 200) throw new Error(`Could not sign in as ${o.email}: ${login.status}`);
  const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
  const get = async (path: string) => JSON.parse((await api.request('GET', path, { token })).body);
  const channel = (await get('/api/sales/sales-channels')).data[0];
  const walkIn = (await get('/api/sales/customers/default')).data.id as number;
  const cash = (await get('/api/masterfile/payment-types')).data.find((p: { name: string }) => p.name === 'Cash').id as number;
  // The terminal's own catalogue: active stocked products (their stock may run short: it is accepted).
  const catalogue = (await get(`/api/sales/offline-sync/catalogue?salesChannelId=${channel.id}&limit=5000`)).data as {
    id: number;
    type: string;
    isSerialized: boolean;
    basePrice: string;
    unitOfMeasureId: number;
  }[];
  const products = catalogue.filter((p) => p.type === 'PRODUCT' && !p.isSerialized && Number(p.basePrice) > 0).slice(0, 50);
  if (products.length === 0) throw new Error('The demo shop has no products to sell (start it with DEMO_CATALOGUE on).');

  const device = `bench-${randomUUID().slice(0, 8)}`;
  const started = Date.now() - o.sales * 1000;
  const queue = Array.from({ length: o.sales }, (_, i) => {
    const lines = [0, 1, 2].map((k) => {
      const p = products[(i * 3 + k) % products.length]!;
      return { productId: p.id, orderedUomId: p.unitOfMeasureId, orderedQuantity: 1 + (k % 2), orderedUnitPrice: p.basePrice };
    });
    const totals = computeOrder({ lines, orderDiscounts: [] });
    return {
      salesChannelId: channel.id,
      customerId: walkIn,
      grossTotal: totals.subTotal,
      discountTotal: totals.discountTotal,
      taxTotal: totals.taxTotal,
      netTotal: totals.netTotal,
      paidAmountTotal: totals.netTotal,
      appliedDiscounts: [],
      orderItems: lines.map((l, k) => ({
        ...l,
        productType: 'PRODUCT',
        lineTotal: toPesos(totals.lines[k]!.lineTotal),
        appliedDiscounts: [],
        serialNumbers: [],
      })),
      orderPayments: [{ paymentType: cash, paidAmount: totals.netTotal, dueAmount: totals.netTotal, referenceNumber: null }],
      offline: {
        clientSaleId: randomUUID(),
        deviceId: device,
        provisionalNumber: `OFF-B-${String(i + 1).padStart(6, '0')}`,
        // One sale a second, ending now: the queue of a long outage.
        madeAt: new Date(started + i * 1000).toISOString(),
      },
    };
  });

  const post = (i: number, expected: number) => async () => {
    const answer = await api.request('POST', '/api/sales/offline-sync/sales', { token, body: queue[i] });
    if (answer.status !== expected) o.log(`  sale ${i} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    return answer.status === expected;
  };
  o.log(`offline sync: ${o.sales} queued sales, in order`);
  let t0 = performance.now();
  const first = await sequential(o.sales, (i) => post(i, 201)());
  const seconds = (performance.now() - t0) / 1000;
  o.row(`Offline sync, ${o.sales} queued sales in order (PostgreSQL)`, 'total s', seconds, '< 60 s', seconds < 60 && first.errors === 0);
  o.timings('Offline sync, one queued sale', first);
  o.log('offline sync again: the same queue (every answer the first sale)');
  t0 = performance.now();
  const again = await sequential(o.sales, (i) => post(i, 200)());
  o.row(`Offline sync replayed, ${o.sales} sales already posted`, 'total s', (performance.now() - t0) / 1000, '', again.errors === 0);
  const listed = await get(`/api/sales/sales-orders?offlineDeviceId=${device}&page=1&pageSize=1`);
  const total = listed.meta.total as number;
  o.row('Offline sync, sales in the shop after both', 'count', total, `= ${o.sales}`, total === o.sales);
  api.close();
}

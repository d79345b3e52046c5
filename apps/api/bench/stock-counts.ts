// `npm run bench -- --stock-count`: posting a count of a whole store (issue 35). A location stocked
// with 20,000 products (a PRODUCTS import with a stock column: through the ledger, as a shop moving
// in does), a count over ALL started there, an entry for every one of them from the phones' route
// (16 at a time; every tenth counted one over or one short), then POST …/{id}/post timed. Target:
// the post < 10 s on PostgreSQL. The setup's steps are reported too, without targets.
import { randomBytes, randomUUID } from 'node:crypto';
import { call, productsFile } from './imports';

type RowFn = (name: string, metric: string, value: number | string, target?: string, pass?: boolean | null) => void;

export type StockCountBenchOptions = {
  port: number;
  products: number;
  email: string;
  password: string;
  row: RowFn;
  log: (message: string) => void;
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Entries in flight at once: a store's phones, many more than a real count has. */
const PHONES = 16;

/** What productsFile stocks product i with (its stock column). */
const stockOf = (i: number) => (i % 50) + 1;
/** What the bench counts of product i: every tenth one over or one short. */
const countedOf = (i: number) => (i % 10 === 0 ? stockOf(i) + (i % 20 === 0 ? 1 : -1) : stockOf(i));

export async function benchStockCount(o: StockCountBenchOptions): Promise<void> {
  const name = `Stock count posting, ${o.products.toLocaleString('en-US')} products`;
  const login = await fetch(`http://localhost:${o.port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: o.email, password: o.password }),
  });
  if (login.status !== 200) throw new Error(`sign-in as ${o.email} failed: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const json = async (method: string, path: string, body?: object, expected = [200, 201]) => {
    const answer = await call(o.port, method, path, token, body);
    if (!expected.includes(answer.status)) throw new Error(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
    return { data: (JSON.parse(answer.text) as { data: Record<string, unknown> }).data, ms: answer.ms };
  };

  const tag = `SCB${randomBytes(3).toString('hex').toUpperCase()}`;
  const locationName = `Count bench ${tag}`;
  const location = Number((await json('POST', '/api/masterfile/stock-locations', { name: locationName, code: tag })).data.id);

  o.log(`stocking ${o.products.toLocaleString('en-US')} products at ${locationName} (a PRODUCTS import with stock)`);
  const file = await productsFile(o.products, tag, `Stock: ${locationName}`);
  const form = new FormData();
  form.append('kind', 'PRODUCTS');
  form.append('file', new Blob([file], { type: XLSX_TYPE }), 'products.xlsx');
  const started = performance.now();
  const uploaded = await fetch(`http://localhost:${o.port}/api/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`import preview: ${uploaded.status} ${(await uploaded.text()).slice(0, 300)}`);
  const preview = ((await uploaded.json()) as { data: { id: number } }).data;
  await json('POST', `/api/imports/${preview.id}/commit`, { skipInvalid: false });
  o.row(name, 'setup: products stocked (import), s', (performance.now() - started) / 1000);

  const count = Number(
    (await json('POST', '/api/inventory/stock-counts', { locationId: location, name: `Bench ${tag}`, scope: 'ALL' })).data.id,
  );
  const start = await json('PUT', `/api/inventory/stock-counts/${count}/start`, {});
  o.row(name, 'setup: start (lines fixed), s', start.ms / 1000);

  o.log(`${o.products.toLocaleString('en-US')} entries, ${PHONES} at a time`);
  const entriesStarted = performance.now();
  let next = 1;
  const phone = async () => {
    for (let i = next++; i <= o.products; i = next++) {
      await json('POST', `/api/inventory/stock-counts/${count}/entries`, {
        entryId: randomUUID(),
        barcode: `${tag}${i}`,
        quantity: String(countedOf(i)),
        mode: 'SET',
        countedAt: new Date().toISOString(),
      });
      if (i % 5000 === 0) o.log(`  ${i.toLocaleString('en-US')} entries`);
    }
  };
  await Promise.all(Array.from({ length: PHONES }, phone));
  const entriesSeconds = (performance.now() - entriesStarted) / 1000;
  o.row(name, 'setup: entries per second', o.products / entriesSeconds);

  o.log('post (POST …/post)');
  const posted = await json('POST', `/api/inventory/stock-counts/${count}/post`, { zeroUncounted: false });
  const differences = Array.from({ length: o.products }, (_, k) => k + 1).filter((i) => countedOf(i) !== stockOf(i)).length;
  const postedLines = Number(posted.data.postedLines);
  o.row(name, 'differences posted', postedLines, String(differences), postedLines === differences);
  o.row(name, 'post seconds', posted.ms / 1000, '< 10 s', posted.ms < 10_000);

  // The books after it: on hand at the location is what was counted (nothing else moved there).
  let onHand = 0;
  for (let page = 1; ; page++) {
    const answer = await call(o.port, 'GET', `/api/inventory/stocks?locationId=${location}&pageSize=1000&page=${page}`, token);
    const rows = (JSON.parse(answer.text) as { data: { onHand: number }[] }).data;
    onHand += rows.reduce((sum, r) => sum + Number(r.onHand), 0);
    if (rows.length < 1000) break;
  }
  let counted = 0;
  for (let i = 1; i <= o.products; i++) counted += countedOf(i);
  o.row(name, 'on hand after = counted', onHand, String(counted), onHand === counted);
}

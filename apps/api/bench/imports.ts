// `npm run bench -- --import`: moving in at scale (issue 34, item 3). Builds a 50,000-row PRODUCTS
// .xlsx (every column the import reads, stock at the shop's first location), uploads it to the
// server this run started, and measures the preview (POST imports), the commit, and how far the
// server's resident memory rose above where it stood before each (peak RSS, reset through
// /proc/<pid>/clear_refs). Targets: preview < 20 s, commit < 60 s, memory < 300 MB. Each run's SKUs
// and barcodes are new, so it may run again on the same database (it adds 50,000 products each time).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { PassThrough } from 'node:stream';
import { writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { IMPORT_FIELDS } from '@oim/shared/schemas/imports';

type RowFn = (name: string, metric: string, value: number | string, target?: string, pass?: boolean | null) => void;

export type ImportBenchOptions = {
  port: number;
  pid: number;
  rows: number;
  email: string;
  password: string;
  row: RowFn;
  log: (message: string) => void;
  memoryOf: (pid: number) => { rss: number; peak: number };
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A PRODUCTS file of `count` rows, as an Excel user would have it: the import's own labels as headers. */
export async function productsFile(count: number, tag: string, stockHeader: string): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Products');
  const fields = IMPORT_FIELDS.PRODUCTS.filter((f) => !['unitClass', 'baseUnit', 'preferredSupplier'].includes(f.field));
  sheet.addRow([...fields.map((f) => f.label), stockHeader]).commit();
  for (let i = 1; i <= count; i++) {
    const values: Record<string, string | number> = {
      sku: `${tag}-${String(i).padStart(6, '0')}`,
      productName: `Bench product ${i}, ${['shampoo', 'sardinas', 'piña juice', 'notebook', 'battery'][i % 5]} ${i % 997} g`,
      type: 'PRODUCT',
      category: `Bench category ${i % 40}`,
      brand: `Bench brand ${i % 60}`,
      basePrice: (i % 5000) + 0.75,
      cost: (i % 3000) + 0.5,
      barcodes: `${tag}${i}`,
      reorderPoint: i % 25,
      vatClass: i % 10 === 0 ? 'VAT EXEMPT' : 'VATABLE',
      active: 'Yes',
    };
    sheet.addRow([...fields.map((f) => values[f.field] ?? null), (i % 50) + 1]).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** One request without a client-side timeout (a commit of 50,000 rows may take minutes; fetch gives up after 300 s). */
export function call(port: number, method: string, path: string, token: string, body?: Buffer | object, type = 'application/json') {
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  const started = performance.now();
  return new Promise<{ status: number; text: string; ms: number }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: 'localhost',
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': type, 'content-length': String(payload.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export async function benchImport(o: ImportBenchOptions): Promise<void> {
  const login = await fetch(`http://localhost:${o.port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: o.email, password: o.password }),
  });
  if (login.status !== 200) throw new Error(`sign-in as ${o.email} failed: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const locations = JSON.parse((await call(o.port, 'GET', '/api/masterfile/stock-locations?sort=id,asc&pageSize=10', token)).text) as {
    data: { name: string }[];
  };
  const tag = `IMPB${randomBytes(3).toString('hex').toUpperCase()}`;
  o.log(`building a ${o.rows.toLocaleString('en-US')}-row PRODUCTS file (${tag})`);
  const file = await productsFile(o.rows, tag, `Stock: ${locations.data[0]!.name}`);
  if (process.env.BENCH_IMPORT_FILE) writeFileSync(process.env.BENCH_IMPORT_FILE, file);
  const name = `PRODUCTS import, ${o.rows.toLocaleString('en-US')} rows (xlsx, ${(file.length / 2 ** 20).toFixed(1)} MB)`;

  o.log('preview (POST imports)');
  const form = new FormData();
  form.append('kind', 'PRODUCTS');
  form.append('file', new Blob([file], { type: XLSX_TYPE }), 'products.xlsx');
  const before = o.memoryOf(o.pid).rss;
  writeFileSync(`/proc/${o.pid}/clear_refs`, '5');
  const started = performance.now();
  const uploaded = await fetch(`http://localhost:${o.port}/api/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const previewText = await uploaded.text();
  const previewMs = performance.now() - started;
  const previewPeak = o.memoryOf(o.pid).peak;
  if (uploaded.status !== 201) {
    o.row(name, 'preview', `failed: ${uploaded.status} ${previewText.slice(0, 200)}`, '201', false);
    return;
  }
  const preview = (JSON.parse(previewText) as { data: { id: number; rowCount: number; validCount: number; invalidCount: number } }).data;
  o.row(name, 'rows read / valid', `${preview.rowCount} / ${preview.validCount}`, `${o.rows} / ${o.rows}`, preview.validCount === o.rows);
  o.row(name, 'preview seconds', previewMs / 1000, '< 20 s', previewMs < 20_000);
  o.row(name, 'preview peak RSS growth MB', previewPeak - before, '< 300 MB', previewPeak - before < 300);

  o.log('commit');
  const beforeCommit = o.memoryOf(o.pid).rss;
  writeFileSync(`/proc/${o.pid}/clear_refs`, '5');
  const committed = await call(o.port, 'POST', `/api/imports/${preview.id}/commit`, token, { skipInvalid: false });
  const commitPeak = o.memoryOf(o.pid).peak;
  if (committed.status !== 200) {
    o.row(name, 'commit', `failed: ${committed.status} ${committed.text.slice(0, 200)}`, '200', false);
    return;
  }
  const result = (JSON.parse(committed.text) as { data: { createdCount: number } }).data;
  o.row(name, 'products created', result.createdCount, String(o.rows), result.createdCount === o.rows);
  o.row(name, 'commit seconds', committed.ms / 1000, '< 60 s', committed.ms < 60_000);
  o.row(name, 'commit peak RSS growth MB', commitPeak - beforeCommit, '< 300 MB', commitPeak - beforeCommit < 300);
  o.row(name, 'RSS after, MB', o.memoryOf(o.pid).rss);
}

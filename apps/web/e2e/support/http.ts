// Plain HTTP from the test process to the e2e server. Requests always connect to the loopback
// address and name the shop in the Host header: Node's resolver, unlike Chromium's, does not
// know that <slug>.localhost is this machine.
import { request } from 'node:http';
import { fileURLToPath, URL } from 'node:url';

/** Where the server listens; Chromium reaches it as localhost and <slug>.localhost. */
export const SERVER_ADDRESS = '127.0.0.1';
/** Screenshots and the server log; git-ignored. */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts', import.meta.url));

export type HttpAnswer<T = any> = { status: number; headers: Record<string, string | string[] | undefined>; body: T };

export function httpRequest<T = any>(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpAnswer<T>> {
  const target = new URL(url);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: SERVER_ADDRESS,
        port: target.port || 80,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: {
          Host: target.host,
          Accept: 'application/json',
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          if (text && /json/.test(res.headers['content-type'] ?? '')) body = JSON.parse(text);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body as T });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`${options.method ?? 'GET'} ${url} timed out`)));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

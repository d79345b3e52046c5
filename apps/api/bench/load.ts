import http from 'node:http';

/** One HTTP answer as the benchmark needs it: status, body text and how long it took. */
export type Answer = { status: number; body: string; ms: number };

export type HttpClient = {
  request: (
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<Answer>;
  close: () => void;
};

/**
 * A keep-alive HTTP client for one shop: every request carries the shop's Host header (the API
 * picks the tenant from it), so no DNS for <shop>.localhost is needed.
 */
export function httpClient(port: number, host: string, sockets = 64): HttpClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  return {
    request: (method, path, options = {}) =>
      new Promise<Answer>((resolve, reject) => {
        const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
        const headers: Record<string, string> = { host, ...options.headers };
        if (payload !== undefined) headers['content-type'] = 'application/json';
        if (options.token) headers.authorization = `Bearer ${options.token}`;
        const started = performance.now();
        const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
          );
          res.on('error', reject);
        });
        req.on('error', reject);
        if (payload !== undefined) req.write(payload);
        req.end();
      }),
    close: () => agent.destroy(),
  };
}

/** Latencies in milliseconds, and the nearest-rank percentiles of them (exact, from every sample). */
export class Latencies {
  private readonly samples: number[] = [];
  errors = 0;
  add(ms: number): void {
    this.samples.push(ms);
  }
  get count(): number {
    return this.samples.length;
  }
  percentile(p: number): number {
    if (this.samples.length === 0) return Number.NaN;
    const sorted = [...this.samples].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
  }
  sum(): number {
    return this.samples.reduce((s, v) => s + v, 0);
  }
}

/**
 * Runs `work` from `concurrency` workers, each calling it again as soon as it returns, for
 * `seconds`; work returns false (or throws) for a failed operation. Answers the operations done per
 * second and the latency of each successful one.
 */
export async function closedLoop(
  concurrency: number,
  seconds: number,
  work: (worker: number) => Promise<boolean>,
): Promise<{ perSecond: number; latencies: Latencies; elapsed: number }> {
  const latencies = new Latencies();
  const started = performance.now();
  const until = started + seconds * 1000;
  let firstError: unknown;
  const worker = async (n: number) => {
    while (performance.now() < until) {
      const t0 = performance.now();
      let ok = false;
      try {
        ok = await work(n);
      } catch (error) {
        firstError ??= error;
      }
      if (ok) latencies.add(performance.now() - t0);
      else latencies.errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, i) => worker(i)));
  const elapsed = (performance.now() - started) / 1000;
  if (firstError && latencies.count === 0) throw firstError;
  return { perSecond: latencies.count / elapsed, latencies, elapsed };
}

/** Runs `work` `times` times one after the other; latencies of the successful runs. */
export async function sequential(times: number, work: (i: number) => Promise<boolean>): Promise<Latencies> {
  const latencies = new Latencies();
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    if (await work(i)) latencies.add(performance.now() - t0);
    else latencies.errors++;
  }
  return latencies;
}

/**
 * Runs `work` from `concurrency` workers at a fixed pace, as cashiers ring sales: each worker starts
 * one operation every `intervalMs` (its first at a random offset, so they do not all start at once),
 * for `seconds`. An operation that overruns its slot delays the worker's next one; its latency then
 * shows it. Answers the same figures as closedLoop.
 */
export async function paced(
  concurrency: number,
  seconds: number,
  intervalMs: number,
  work: (worker: number) => Promise<boolean>,
): Promise<{ perSecond: number; latencies: Latencies; elapsed: number }> {
  const latencies = new Latencies();
  const started = performance.now();
  const until = started + seconds * 1000;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
  const worker = async (n: number) => {
    let next = started + (((n * intervalMs) / concurrency) % intervalMs);
    while (true) {
      await sleep(next - performance.now());
      if (performance.now() >= until) return;
      const t0 = performance.now();
      const ok = await work(n).catch(() => false);
      if (ok) latencies.add(performance.now() - t0);
      else latencies.errors++;
      next += intervalMs;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, i) => worker(i)));
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: latencies.count / elapsed, latencies, elapsed };
}

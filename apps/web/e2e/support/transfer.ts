// What a page costs over the network: every response's headers and body as Chromium received them,
// that is compressed when the server compressed them. Budgets are in these bytes.
import type { Page, Request } from 'playwright-core';

export type Transfer = {
  /** The path asked for. */
  path: string;
  /** Chromium's resource type: document, script, fetch, image, ... */
  type: string;
  /** Response headers and body as received. */
  bytes: number;
  /** Content-Encoding of the answer, if any. */
  encoding: string | undefined;
};

/** Starts counting what the page receives; call the answer (after the page has settled) to read the count. */
export function countTransfer(page: Page): () => Promise<Transfer[]> {
  const finished: Request[] = [];
  page.on('requestfinished', (request) => void finished.push(request));
  return () =>
    Promise.all(
      finished.map(async (request) => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        return {
          path: new URL(request.url()).pathname,
          type: request.resourceType(),
          bytes: sizes.responseHeadersSize + sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'],
        };
      }),
    );
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export const totalBytes = (transfers: Transfer[]) => transfers.reduce((sum, t) => sum + t.bytes, 0);

/** A table of the transfers, largest first, under a line with their total and the budget. */
export function transferReport(what: string, transfers: Transfer[], limitBytes: number): string {
  const lines = [...transfers]
    .sort((a, b) => b.bytes - a.bytes)
    .map((t) => `  ${kB(t.bytes).padStart(9)}  ${(t.encoding ?? '-').padEnd(4)}  ${t.type.padEnd(8)}  ${t.path}`);
  return [`${what}: ${kB(totalBytes(transfers))} over the network in ${transfers.length} answers (limit ${kB(limitBytes)})`, ...lines].join(
    '\n',
  );
}

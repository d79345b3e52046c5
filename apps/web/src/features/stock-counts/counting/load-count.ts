import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@oim/shared/list-query';
import type { StockCountLine, StockCountStatus } from '@oim/shared/schemas/stock-counts';
import { api, ApiError } from '@/lib/api-client';
import { isNetworkFailure } from '@/lib/offline/connectivity';
import { countingDb, type CachedCount, type CachedLine, type CountingDb } from './counting-db';

export type CountingData = {
  count: CachedCount;
  lines: CachedLine[];
  /** Read from the device: the server could not be reached. */ fromDevice: boolean;
};

type CountRecord = {
  id: number;
  stockCountNumber: string;
  name: string;
  locationName: string | null;
  status: StockCountStatus;
  blind: boolean;
  startedAt: string | null;
};

const PATH = 'inventory/stock-counts';

async function fetchCount(countId: number): Promise<{ count: CachedCount; lines: CachedLine[] }> {
  const record = (await api.get<{ data: CountRecord }>(`${PATH}/${countId}`)).data;
  const lines: CachedLine[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get<{ data: StockCountLine[]; meta: { last_page: number } }>(`${PATH}/${countId}/lines`, {
      page,
      pageSize: PAGE_SIZE_MAX,
      sort: 'productName,asc',
    });
    for (const line of answer.data)
      lines.push({
        countId,
        productId: line.productId,
        sku: line.sku,
        productName: line.productName,
        unit: line.unit,
        isSerialized: line.isSerialized,
        expected: record.blind ? null : line.expected,
        skuLower: line.sku.toLowerCase(),
        nameLower: line.productName.toLowerCase(),
      });
    if (page >= answer.meta.last_page) break;
  }
  const count: CachedCount = {
    id: record.id,
    stockCountNumber: record.stockCountNumber,
    name: record.name,
    locationName: record.locationName,
    status: record.status,
    blind: record.blind,
    startedAt: record.startedAt,
    savedAt: Date.now(),
  };
  return { count, lines };
}

/** Keeps the count and its products on the device, replacing what was kept of it. */
export async function cacheCount(data: { count: CachedCount; lines: CachedLine[] }, db: CountingDb = countingDb()): Promise<void> {
  await db.transaction('rw', db.counts, db.lines, async () => {
    await db.counts.put(data.count);
    await db.lines.where('countId').equals(data.count.id).delete();
    await db.lines.bulkPut(data.lines);
  });
}

/** The count and its products as last kept on this device (null when it never was). */
export async function cachedCount(
  countId: number,
  db: CountingDb = countingDb(),
): Promise<{ count: CachedCount; lines: CachedLine[] } | null> {
  const count = await db.counts.get(countId);
  if (!count) return null;
  return { count, lines: await db.lines.where('countId').equals(countId).sortBy('nameLower') };
}

/**
 * The count and all its products: from the server (then kept on the device), or, when the server
 * cannot be reached, as kept on the device the last time.
 */
export async function loadCount(countId: number, db: CountingDb = countingDb()): Promise<CountingData> {
  try {
    const fresh = await fetchCount(countId);
    await cacheCount(fresh, db);
    return { ...fresh, fromDevice: false };
  } catch (error) {
    const unreachable = isNetworkFailure(error) || (error instanceof ApiError && (error.status >= 500 || error.status === 408));
    if (!unreachable) throw error;
    const kept = await cachedCount(countId, db);
    if (!kept) throw error;
    return { ...kept, fromDevice: true };
  }
}

export const countingQueryKey = (countId: number) => ['stock-counts', countId, 'counting'] as const;

/** The counting screen's count; loaded even offline (networkMode always: the device's copy answers). */
export function useCountingData(countId: number) {
  return useQuery({
    queryKey: countingQueryKey(countId),
    queryFn: () => loadCount(countId),
    networkMode: 'always',
    staleTime: 60_000,
    retry: false,
  });
}

/** Up to `limit` products whose SKU or name contains the text (SKU starting with it first). */
export function searchLines(lines: CachedLine[], text: string, limit = 20): CachedLine[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const starts: CachedLine[] = [];
  const contains: CachedLine[] = [];
  for (const line of lines) {
    if (line.skuLower.startsWith(needle)) starts.push(line);
    else if (line.skuLower.includes(needle) || line.nameLower.includes(needle)) contains.push(line);
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains].slice(0, limit);
}

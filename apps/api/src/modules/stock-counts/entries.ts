import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { qty } from '@oim/shared/decimal';
import { columnMax } from '@oim/shared/schemas/fields';
import { STOCK_COUNT_ENTRY_MAX_AGE_HOURS, type StockCountEntry, type StockCountEntryBody } from '@oim/shared/schemas/stock-counts';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/identity';
import { productBarcodes, products } from '../../db/schema/inventory';
import { unitsOfMeasure } from '../../db/schema/masterfile';
import { stockCountEntries, stockCountLines, stockCounts } from '../../db/schema/stock-counts';
import { AppError, conflict, invalid, notFound } from '../../platform/errors';
import { escapeLike } from '../../platform/resource/list';
import { shopWhere } from '../../platform/resource/rows';
import type { ServiceContext } from '../../platform/service-context';
import { checkSerialCount, findProducts, toBaseQuantity, unitsById, type CatalogueProduct } from '../inventory';
import { lockStockCountLine, recountLine } from './recount-line';

/** The line an entry changed, after the change. */
export type StockCountEntryLine = {
  id: number;
  productId: number;
  counted: string | null;
  entryCount: number;
  lastCountedAt: string | null;
};

/** How far a device's clock may be ahead of the server's, or behind it at the start of a count. */
export const STOCK_COUNT_CLOCK_SKEW_MINUTES = 5;
const HOUR = 3_600_000;

type CountRow = { id: number; stockCountNumber: string; status: string; startedAt: Date | null };

/**
 * The count row with a share lock: entries of one count do not wait for each other, but a post or
 * a cancel (FOR UPDATE) waits for the entries being written, and an entry that waited for one
 * finds it posted or cancelled (a locking read answers the row's new version).
 */
async function shareCount(tx: Tx, stockCountId: number): Promise<CountRow> {
  const [count] = await tx
    .select({
      id: stockCounts.id,
      stockCountNumber: stockCounts.stockCountNumber,
      status: stockCounts.status,
      startedAt: stockCounts.startedAt,
    })
    .from(stockCounts)
    .where(shopWhere(tx, stockCounts, eq(stockCounts.id, stockCountId)))
    .for('share');
  if (!count) throw notFound('stock count');
  return count;
}

function requireCounting(count: CountRow, action: string): void {
  if (count.status !== 'COUNTING') {
    throw conflict(`The stock count ${count.stockCountNumber} is ${count.status.toLowerCase()}: ${action}.`);
  }
}

const fromNumeric = (value: string) => qty.format(qty.parse(value));

const entryColumns = {
  id: stockCountEntries.id,
  entryId: stockCountEntries.entryId,
  productId: stockCountLines.productId,
  sku: products.sku,
  productName: products.productName,
  uomId: stockCountEntries.uomId,
  unit: unitsOfMeasure.unit,
  quantity: stockCountEntries.quantity,
  baseQuantity: stockCountEntries.baseQuantity,
  mode: stockCountEntries.mode,
  serialNumbers: stockCountEntries.serialNumbers,
  countedAt: stockCountEntries.countedAt,
  userId: stockCountEntries.userId,
  userName: users.displayName,
  createdAt: stockCountEntries.createdAt,
  removedAt: stockCountEntries.removedAt,
  removedBy: stockCountEntries.removedBy,
};

/** Entries with their product, unit and user (each join within the shop, as every reference is). */
function selectEntries(tx: Tx, where: SQL | undefined) {
  return tx
    .select(entryColumns)
    .from(stockCountEntries)
    .innerJoin(
      stockCountLines,
      and(eq(stockCountLines.tenantId, stockCountEntries.tenantId), eq(stockCountLines.id, stockCountEntries.lineId)),
    )
    .innerJoin(products, and(eq(products.tenantId, stockCountLines.tenantId), eq(products.id, stockCountLines.productId)))
    .innerJoin(unitsOfMeasure, and(eq(unitsOfMeasure.tenantId, stockCountEntries.tenantId), eq(unitsOfMeasure.id, stockCountEntries.uomId)))
    .innerJoin(users, and(eq(users.tenantId, stockCountEntries.tenantId), eq(users.id, stockCountEntries.userId)))
    .where(shopWhere(tx, stockCountEntries, where))
    .$dynamic();
}

function present(row: Awaited<ReturnType<typeof selectEntries>>[number]): StockCountEntry {
  return {
    ...row,
    quantity: fromNumeric(row.quantity),
    baseQuantity: fromNumeric(row.baseQuantity),
    countedAt: row.countedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    removedAt: row.removedAt?.toISOString() ?? null,
  };
}

async function entryByDeviceId(tx: Tx, stockCountId: number, entryId: string): Promise<StockCountEntry | undefined> {
  const [row] = await selectEntries(tx, and(eq(stockCountEntries.stockCountId, stockCountId), eq(stockCountEntries.entryId, entryId)));
  return row && present(row);
}

async function lineOf(tx: Tx, lineId: number): Promise<StockCountEntryLine> {
  const [line] = await tx
    .select({
      id: stockCountLines.id,
      productId: stockCountLines.productId,
      counted: stockCountLines.counted,
      entryCount: stockCountLines.entryCount,
      lastEntryAt: stockCountLines.lastEntryAt,
    })
    .from(stockCountLines)
    .where(shopWhere(tx, stockCountLines, eq(stockCountLines.id, lineId)));
  return {
    id: line!.id,
    productId: line!.productId,
    counted: line!.counted === null ? null : fromNumeric(line!.counted),
    entryCount: line!.entryCount,
    lastCountedAt: line!.lastEntryAt?.toISOString() ?? null,
  };
}

/** The product an entry names: by id (422 for one that is not this shop's) or by one of its barcodes (404 naming it). */
async function productOf(tx: Tx, body: StockCountEntryBody): Promise<{ product: CatalogueProduct; field: 'productId' | 'barcode' }> {
  if (body.productId != null) {
    const product = (await findProducts(tx, [body.productId])).get(body.productId);
    if (!product) throw invalid({ productId: ['The selected product is invalid.'] });
    return { product, field: 'productId' };
  }
  const barcode = body.barcode!;
  const [found] = await tx
    .select({ productId: productBarcodes.productId })
    .from(productBarcodes)
    .where(shopWhere(tx, productBarcodes, eq(productBarcodes.barcode, barcode)));
  const product = found && (await findProducts(tx, [found.productId])).get(found.productId);
  if (!product) throw new AppError('NOT_FOUND', `No product has the barcode ${barcode}.`);
  return { product, field: 'barcode' };
}

/**
 * The device's time of an entry: at most 24 h back and at most a few minutes ahead of the server.
 * Not before the start either, but a device whose clock runs a few minutes behind the server's
 * scans right after the start at a time "before" it: within the same allowance it counts at the
 * start itself (nothing could have moved before it at that location for this count).
 */
function checkCountedAt(countedAt: Date, startedAt: Date | null, now: Date): Date {
  const skew = STOCK_COUNT_CLOCK_SKEW_MINUTES * 60_000;
  const fail = (message: string) => invalid({ countedAt: [message] });
  if (Number.isNaN(countedAt.getTime())) throw fail('The counted at must be a date and time.');
  if (countedAt.getTime() > now.getTime() + skew) throw fail('The counted at is in the future: check the device’s clock.');
  if (countedAt.getTime() < now.getTime() - STOCK_COUNT_ENTRY_MAX_AGE_HOURS * HOUR)
    throw fail(`The counted at may be at most ${STOCK_COUNT_ENTRY_MAX_AGE_HOURS} hours back.`);
  if (startedAt && countedAt < startedAt) {
    if (startedAt.getTime() - countedAt.getTime() <= skew) return startedAt;
    throw fail('The counted at is before the count started.');
  }
  return countedAt;
}

export type RecordedEntry = { entry: StockCountEntry; line: StockCountEntryLine; replayed: boolean };

/**
 * Records one scan or typed count by the signed-in user and recounts its product's line. The same
 * entryId again (a phone that lost its answer) answers the entry recorded first and changes
 * nothing, whatever the repeat says and even once the count has moved on.
 */
export async function recordStockCountEntry(
  { tx, tenantId, userId }: ServiceContext,
  stockCountId: number,
  body: StockCountEntryBody,
): Promise<RecordedEntry> {
  const count = await shareCount(tx, stockCountId);
  const replay = async (): Promise<RecordedEntry | undefined> => {
    const entry = await entryByDeviceId(tx, stockCountId, body.entryId);
    if (!entry) return undefined;
    const [line] = await tx
      .select({ id: stockCountEntries.lineId })
      .from(stockCountEntries)
      .where(shopWhere(tx, stockCountEntries, eq(stockCountEntries.id, entry.id)));
    return { entry, line: await lineOf(tx, line!.id), replayed: true };
  };
  const earlier = await replay();
  if (earlier) return earlier;
  requireCounting(count, 'entries are taken while counting only');

  const { product, field } = await productOf(tx, body);
  const uomId = body.uomId ?? product.unitOfMeasureId;
  const baseQuantity = toBaseQuantity('uomId', product, (await unitsById(tx, [uomId])).get(uomId), body.quantity);
  if (qty.compare(baseQuantity, columnMax(4)) > 0)
    throw invalid({ quantity: [`The quantity in ${product.productName}’s base unit may not exceed ${columnMax(4)}.`] });
  const serialNumbers = body.serialNumbers;
  if (product.isSerialized && qty.compare(baseQuantity, 0) > 0 && serialNumbers.length === 0)
    throw invalid({ serialNumbers: [`${product.productName} is serial-tracked: scan its serial numbers.`] });
  checkSerialCount('serialNumbers', product, baseQuantity, serialNumbers);
  // As the serial registry compares them: case-insensitively.
  const folded = serialNumbers.map((s) => s.toLowerCase());
  const twice = serialNumbers.find((_, i) => folded.indexOf(folded[i]!) !== i);
  if (twice !== undefined) throw invalid({ serialNumbers: [`The serial number ${twice} is listed twice.`] });
  const countedAt = checkCountedAt(new Date(body.countedAt), count.startedAt, new Date());

  // The line first (see lockStockCountLine), then the entry.
  const line = await lockStockCountLine(tx, stockCountId, product.id);
  if (!line) throw invalid({ [field]: [`${product.productName} is outside this count’s scope.`] });
  const inserted = await tx
    .insert(stockCountEntries)
    .values({
      tenantId,
      stockCountId,
      lineId: line.id,
      entryId: body.entryId,
      userId,
      mode: body.mode,
      uomId,
      quantity: body.quantity,
      baseQuantity,
      serialNumbers,
      countedAt,
    })
    .onConflictDoNothing({ target: [stockCountEntries.tenantId, stockCountEntries.stockCountId, stockCountEntries.entryId] })
    .returning({ id: stockCountEntries.id });
  // Another request of the same entryId committed it meanwhile: that one is the entry.
  if (inserted.length === 0) return (await replay())!;
  await recountLine(tx, stockCountId, product.id, product.isSerialized);
  const [row] = await selectEntries(tx, eq(stockCountEntries.id, inserted[0]!.id));
  return { entry: present(row!), line: await lineOf(tx, line.id), replayed: false };
}

export type EntriesQuery = {
  page: number;
  pageSize: number;
  productId: number | null;
  userId: number | null;
  mine: boolean;
  removed: boolean;
  /** countedAt,asc for oldest first; newest first otherwise. */
  sort?: string;
  /** Text in the product's SKU or name. */
  globalFilter?: string;
};

/** Entries of products whose SKU or name holds the text (case-insensitive); none when blank. */
function searched(text: string | undefined): SQL | undefined {
  const search = text?.replace(/\0/g, '').trim();
  if (!search) return undefined;
  const like = `%${escapeLike(search.toLowerCase())}%`;
  return sql`(lower(${products.sku}) like ${like} or lower(${products.productName}) like ${like})`;
}

/** A count's entries, newest (by the device's time) first; removed ones only when asked for. */
export async function listStockCountEntries({ tx, userId }: ServiceContext, stockCountId: number, query: EntriesQuery) {
  const [count] = await tx
    .select({ id: stockCounts.id })
    .from(stockCounts)
    .where(shopWhere(tx, stockCounts, eq(stockCounts.id, stockCountId)));
  if (!count) throw notFound('stock count');
  const where = and(
    eq(stockCountEntries.stockCountId, stockCountId),
    query.removed ? undefined : isNull(stockCountEntries.removedAt),
    query.productId != null ? eq(stockCountLines.productId, query.productId) : undefined,
    query.userId != null ? eq(stockCountEntries.userId, query.userId) : undefined,
    query.mine ? eq(stockCountEntries.userId, userId) : undefined,
    searched(query.globalFilter),
  );
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(stockCountEntries)
    .innerJoin(
      stockCountLines,
      and(eq(stockCountLines.tenantId, stockCountEntries.tenantId), eq(stockCountLines.id, stockCountEntries.lineId)),
    )
    .innerJoin(products, and(eq(products.tenantId, stockCountLines.tenantId), eq(products.id, stockCountLines.productId)))
    .where(shopWhere(tx, stockCountEntries, where));
  const oldestFirst = query.sort === 'countedAt,asc';
  const n = Number(total?.n ?? 0);
  const offset = (query.page - 1) * query.pageSize;
  const rows =
    offset >= n
      ? []
      : await selectEntries(tx, where)
          .orderBy(
            ...(oldestFirst
              ? [asc(stockCountEntries.countedAt), asc(stockCountEntries.id)]
              : [desc(stockCountEntries.countedAt), desc(stockCountEntries.id)]),
          )
          .limit(query.pageSize)
          .offset(offset);
  return {
    data: rows.map(present),
    meta: { current_page: query.page, per_page: query.pageSize, total: n, last_page: Math.max(1, Math.ceil(n / query.pageSize)) },
  };
}

/**
 * Removes an entry (kept, with who removed it and when) and recounts its line: by whoever made it,
 * or a holder of Create Stock Counts; while counting only. `entryRef` is the entry's id or the
 * device's entryId. Removing a removed entry is 404: it is no longer among the count's entries.
 */
export async function removeStockCountEntry(
  { tx, userId }: ServiceContext,
  stockCountId: number,
  entryRef: number | string,
  mayRemoveOthers: boolean,
): Promise<RecordedEntry> {
  const count = await shareCount(tx, stockCountId);
  const which = typeof entryRef === 'number' ? eq(stockCountEntries.id, entryRef) : eq(stockCountEntries.entryId, entryRef);
  const [found] = await tx
    .select({
      id: stockCountEntries.id,
      userId: stockCountEntries.userId,
      lineId: stockCountEntries.lineId,
      productId: stockCountLines.productId,
    })
    .from(stockCountEntries)
    .innerJoin(
      stockCountLines,
      and(eq(stockCountLines.tenantId, stockCountEntries.tenantId), eq(stockCountLines.id, stockCountEntries.lineId)),
    )
    .where(
      shopWhere(tx, stockCountEntries, and(eq(stockCountEntries.stockCountId, stockCountId), which, isNull(stockCountEntries.removedAt))),
    );
  if (!found) throw notFound('entry');
  if (found.userId !== userId && !mayRemoveOthers)
    throw new AppError('FORBIDDEN', 'Only who made an entry, or a holder of Create Stock Counts, may remove it.');
  requireCounting(count, 'its entries can no longer be removed');
  // The line first, as an entry's insert does; then the entry, if no one removed it meanwhile.
  await lockStockCountLine(tx, stockCountId, found.productId);
  const removed = await tx
    .update(stockCountEntries)
    .set({ removedAt: new Date(), removedBy: userId })
    .where(shopWhere(tx, stockCountEntries, and(eq(stockCountEntries.id, found.id), isNull(stockCountEntries.removedAt))))
    .returning({ id: stockCountEntries.id });
  if (removed.length === 0) throw notFound('entry');
  const [{ isSerialized }] = (await tx
    .select({ isSerialized: products.isSerialized })
    .from(products)
    .where(shopWhere(tx, products, eq(products.id, found.productId)))) as [{ isSerialized: boolean }];
  await recountLine(tx, stockCountId, found.productId, isSerialized);
  const [row] = await selectEntries(tx, eq(stockCountEntries.id, found.id));
  return { entry: present(row!), line: await lineOf(tx, found.lineId), replayed: false };
}

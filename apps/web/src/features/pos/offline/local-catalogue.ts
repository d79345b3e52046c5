import type { SpecialDiscountClass } from '@oim/shared/pos/tax';
import { regularUnitPriceOf, tieredPriceOf, type PricingSchedule, type TieredPrice } from '@oim/shared/pos/tiered-price';
import { qty } from '@oim/shared/decimal';
import { api } from '@/lib/api-client';
import type { PosFilterType, PosProduct } from '../types';
import { offlineDb, type LocalProduct, type OfflineDb } from './offline-db';

/** A product as GET sales/offline-sync/catalogue answers it. */
export type CatalogueEntry = {
  id: number;
  sku: string;
  productName: string;
  type: string;
  isActive: boolean;
  isSerialized: boolean;
  basePrice: string;
  minimumPrice: string | null;
  unitClassId: number;
  unitOfMeasureId: number;
  pricingScheduleTemplateId: number | null;
  pricingGroupId?: number | null;
  commissionTemplateId: number | null;
  vatClass: string;
  specialDiscountClass: SpecialDiscountClass;
  prices: { uomId: number; price: string }[];
  barcodes: string[];
  bundleItems: { id: number; itemId: number; uomId: number; quantity: string }[];
};

export type CataloguePage = {
  data: CatalogueEntry[];
  /** total: how many products a full load answers in all (null when only changes are asked for). */
  meta: { nextCursor: number | null; changedSinceNext: string; cap: number; capped: boolean; total?: number | null };
};

export type Unit = { id: number; unit: string; factor: string | number };

/** A customer as the reference answers it (the default one, and the recent ones). */
export type OfflineCustomer = {
  id: number;
  customerName: string;
  contactNumber: string | null;
  defaultPaymentTypeId: number | null;
  isDefault: boolean;
};

/** What GET sales/offline-sync/reference answers (what the terminal keeps besides the catalogue). */
export type OfflineReference = {
  paymentTypes?: unknown[];
  discounts?: unknown[];
  unitsOfMeasure?: Unit[];
  defaultCustomer?: OfflineCustomer | null;
  /** The customers who bought at the channel most recently (offered by the customer lookup offline). */
  recentCustomers?: OfflineCustomer[];
  company?: Record<string, string | null>;
  /** The channel's effective tax profile. */
  taxProfile?: string;
  /** The pricing schedules with their breaks (none when the shop does not price by schedule), and whether pricing groups count. */
  pricingSchedules?: ({ id: number } & PricingSchedule)[];
  pricingGroups?: boolean;
  terminals?: { id: number; terminalName: string; openShiftId: number | null }[];
  [key: string]: unknown;
};

export const CATALOGUE_PATH = 'sales/offline-sync/catalogue';
export const REFERENCE_PATH = 'sales/offline-sync/reference';
const PAGE_SIZE = 1000;

const sinceKey = (channelId: number) => `catalogueSince:${channelId}`;
const fullAtKey = (channelId: number) => `catalogueFullAt:${channelId}`;
/** A deleted product is not announced by the changes: the whole catalogue is loaded again this often. */
const FULL_EVERY_MS = 24 * 3_600_000;
const referenceKey = (channelId: number) => `reference:${channelId}`;
const channelKey = (channelId: number) => `channel:${channelId}`;
const progressKey = (channelId: number) => `catalogueProgress:${channelId}`;

const words = (name: string) => [
  ...new Set(
    name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  ),
];

/** A catalogue entry in the shape the terminal's search answers (what lineFromProduct reads). */
export function toPosProduct(entry: CatalogueEntry, units: ReadonlyMap<number, Unit>): PosProduct {
  const unit = units.get(entry.unitOfMeasureId);
  return {
    id: entry.id,
    sku: entry.sku,
    productName: entry.productName,
    type: entry.type,
    isActive: entry.isActive,
    isSerialized: entry.isSerialized,
    basePrice: entry.basePrice,
    price: entry.basePrice,
    minimumPrice: entry.minimumPrice,
    unitClassId: entry.unitClassId,
    unitOfMeasureId: entry.unitOfMeasureId,
    unit: unit?.unit ?? null,
    unitOfMeasure: unit ? { id: unit.id, unit: unit.unit, factor: unit.factor } : undefined,
    productPrices: entry.prices.map((p) => {
      const u = units.get(p.uomId);
      return { uomId: p.uomId, price: p.price, uom: u ? { id: u.id, unit: u.unit, factor: u.factor } : undefined };
    }),
    bundleProducts: entry.bundleItems.map((b) => ({
      id: b.id,
      bundleItemId: b.itemId,
      bundleQuantity: b.quantity,
      bundleUomId: b.uomId,
      bundleUom: units.has(b.uomId) ? { unit: units.get(b.uomId)!.unit } : undefined,
    })),
    pricingScheduleTemplateId: entry.pricingScheduleTemplateId,
    pricingGroupId: entry.pricingGroupId ?? null,
    commissionTemplateId: entry.commissionTemplateId,
    // On a VAT shop an exempt or zero-rated line, and the senior citizen / PWD 20%, total as online.
    vatClass: entry.vatClass,
    specialDiscountClass: entry.specialDiscountClass ?? 'NONE',
    productBarcodes: entry.barcodes.map((barcode) => ({ barcode })),
    availableAtChannel: null,
    match: 'name',
  } as unknown as PosProduct;
}

function localRow(channelId: number, entry: CatalogueEntry, units: ReadonlyMap<number, Unit>): LocalProduct {
  return {
    channelId,
    id: entry.id,
    skuLower: entry.sku.toLowerCase(),
    words: words(entry.productName),
    barcodes: entry.barcodes,
    isActive: entry.isActive,
    product: toPosProduct(entry, units),
  };
}

export type CatalogueFetch = (query: Record<string, string | number>) => Promise<CataloguePage>;
const fetchCatalogue: CatalogueFetch = (query) => api.get<CataloguePage>(CATALOGUE_PATH, query);

/** The reference data as this tab last read or wrote it: an offline sale's receipt needs it without another IndexedDB read. */
const knownReferences = new WeakMap<OfflineDb, Map<number, OfflineReference>>();
function rememberReference(db: OfflineDb, channelId: number, reference: OfflineReference): void {
  const known = knownReferences.get(db) ?? new Map<number, OfflineReference>();
  known.set(channelId, reference);
  knownReferences.set(db, known);
}

/** The reference data kept for a channel (null before the first refresh). */
export async function localReference(channelId: number, db: OfflineDb = offlineDb()): Promise<OfflineReference | null> {
  const known = knownReferences.get(db)?.get(channelId);
  if (known) return known;
  const stored = ((await db.meta.get(referenceKey(channelId)))?.value as OfflineReference | undefined) ?? null;
  if (stored) rememberReference(db, channelId, stored);
  return stored;
}

/**
 * Brings the channel's local catalogue up to date: everything the first time (paged), then only
 * what changed since the last refresh (a product that went inactive leaves it). The reference data
 * (payment types, discounts, units, customers, tax profile, terminals) is replaced each time.
 */
export async function refreshLocalCatalogue(
  channelId: number,
  deps: {
    fetchPage?: CatalogueFetch;
    fetchReference?: () => Promise<OfflineReference>;
    db?: OfflineDb;
    /** The channel as the server answered it (GET sales/sales-channels/my): a terminal opened offline reads it from here. */
    channel?: StoredChannel | null;
  } = {},
): Promise<{ products: number; full: boolean }> {
  const db = deps.db ?? offlineDb();
  const reference =
    (await deps.fetchReference?.()) ?? (await api.get<{ data: OfflineReference }>(REFERENCE_PATH, { salesChannelId: channelId })).data;
  await db.meta.put({ key: referenceKey(channelId), value: reference });
  if (deps.channel) await db.meta.put({ key: channelKey(channelId), value: deps.channel });
  rememberReference(db, channelId, reference);
  const units = new Map((reference.unitsOfMeasure ?? []).map((u) => [u.id, u]));
  const fullAt = Number((await db.meta.get(fullAtKey(channelId)))?.value ?? 0);
  const since = Date.now() - fullAt < FULL_EVERY_MS ? ((await db.meta.get(sinceKey(channelId)))?.value as string | undefined) : undefined;
  const fetchPage = deps.fetchPage ?? fetchCatalogue;
  let cursor: number | null = 0;
  let next: string | null = null;
  let count = 0;
  const seen = new Set<number>();
  while (cursor !== null) {
    const page = await fetchPage({
      salesChannelId: channelId,
      limit: PAGE_SIZE,
      ...(cursor ? { cursor } : {}),
      ...(since ? { changedSince: since } : {}),
    });
    // The first page's time covers changes made while the later pages were read.
    next ??= page.meta.changedSinceNext;
    const active = page.data.filter((e) => e.isActive);
    const gone = page.data.filter((e) => !e.isActive).map((e) => [channelId, e.id] as [number, number]);
    await db.transaction('rw', db.products, async () => {
      await db.products.bulkPut(active.map((e) => localRow(channelId, e, units)));
      if (gone.length) await db.products.bulkDelete(gone);
    });
    for (const e of active) seen.add(e.id);
    count += page.data.length;
    cursor = page.meta.nextCursor;
    // A full load says how far it got (the terminal's bar: "Preparing offline (n of N products)").
    if (!since) await db.meta.put({ key: progressKey(channelId), value: { stored: seen.size, total: page.meta.total ?? null } });
  }
  // A full load replaces the catalogue: what it did not answer (deleted, or now outside the cap) goes.
  if (!since) {
    const stale = (await db.products.where('channelId').equals(channelId).primaryKeys()).filter(([, id]) => !seen.has(id));
    if (stale.length) await db.products.bulkDelete(stale);
  }
  if (next) await db.meta.put({ key: sinceKey(channelId), value: next });
  if (!since) await db.meta.put({ key: fullAtKey(channelId), value: Date.now() });
  return { products: count, full: !since };
}

/** A sales channel as GET sales/sales-channels/my answers it (kept whole: the terminal reads its picking location). */
export type StoredChannel = { id: number; name?: string | null } & Record<string, unknown>;

/**
 * Whether this device can sell offline on a channel: `ready` once the reference data, the channel
 * and a whole catalogue are stored; before, how many products are stored of how many (`total` is
 * null until the first page of a full load came). `canSell`: enough is stored to sell something
 * offline (the reference data, the channel and at least one product, or a whole empty catalogue).
 */
export type OfflineReadiness = {
  ready: boolean;
  canSell: boolean;
  products: number;
  total: number | null;
  channel: StoredChannel | null;
};

export async function offlineReadiness(channelId: number, db: OfflineDb = offlineDb()): Promise<OfflineReadiness> {
  const [reference, channel, fullAt, progress, products] = await Promise.all([
    db.meta.get(referenceKey(channelId)),
    db.meta.get(channelKey(channelId)),
    db.meta.get(fullAtKey(channelId)),
    db.meta.get(progressKey(channelId)),
    db.products.where('channelId').equals(channelId).count(),
  ]);
  const complete = Number(fullAt?.value ?? 0) > 0;
  const stored = Boolean(reference?.value) && Boolean(channel?.value);
  const total = complete ? products : ((progress?.value as { total?: number | null } | undefined)?.total ?? null);
  return {
    ready: stored && complete,
    canSell: stored && (complete || products > 0),
    products,
    total: total === null ? null : Math.max(total, products),
    channel: (channel?.value as StoredChannel | undefined) ?? null,
  };
}

const RANK = { barcode: 0, sku: 1, skuPrefix: 2, name: 3, similar: 4 } as const;

/**
 * The terminal's search on the local catalogue, as close to the server's as is practical: an exact
 * barcode, an exact SKU, a SKU or barcode prefix and, in the default mode, product names whose words
 * start with every word typed (no typo tolerance offline).
 */
export async function searchLocalCatalogue(
  q: { search: string; filterType: PosFilterType; salesChannelId?: number | null; limit?: number },
  db: OfflineDb = offlineDb(),
): Promise<PosProduct[]> {
  const channelId = q.salesChannelId ?? 0;
  const text = q.search.trim();
  const lower = text.toLowerCase();
  const limit = q.limit ?? 20;
  if (!text) return [];
  const found = new Map<number, { row: LocalProduct; match: keyof typeof RANK }>();
  const take = (rows: LocalProduct[], match: keyof typeof RANK) => {
    for (const row of rows)
      if (row.channelId === channelId && row.isActive && (!found.has(row.id) || RANK[found.get(row.id)!.match] > RANK[match]))
        found.set(row.id, { row, match });
  };
  const inChannel = (row: LocalProduct) => row.channelId === channelId;
  if (q.filterType !== 'sku') {
    take(await db.products.where('barcodes').equals(text).toArray(), 'barcode');
    if (q.filterType === 'barcode')
      take(await db.products.where('barcodes').startsWith(text).filter(inChannel).limit(limit).toArray(), 'skuPrefix');
  }
  if (q.filterType !== 'barcode') {
    take(await db.products.where('skuLower').equals(lower).toArray(), 'sku');
    take(await db.products.where('skuLower').startsWith(lower).filter(inChannel).limit(limit).toArray(), 'skuPrefix');
  }
  if (q.filterType === 'name') {
    const typed = words(text);
    if (typed.length > 0) {
      const [first, ...rest] = typed;
      const rows = await db.products
        .where('words')
        .startsWith(first!)
        .filter((row) => inChannel(row) && rest.every((w) => row.words.some((word) => word.startsWith(w))))
        .limit(limit * 2)
        .toArray();
      take(rows, 'name');
    }
  }
  const ranked = [...found.values()]
    .sort((a, b) => RANK[a.match] - RANK[b.match] || a.row.product.productName.localeCompare(b.row.product.productName))
    .slice(0, limit);
  return Promise.all(ranked.map(async ({ row, match }) => ({ ...(await withBundleNames(row.product, channelId, db)), match })));
}

/** A bundle's parts carry their names and prices from the local catalogue (the cart line shows them). */
async function withBundleNames(product: PosProduct, channelId: number, db: OfflineDb): Promise<PosProduct> {
  const parts = (product as { bundleProducts?: { bundleItemId: number }[] }).bundleProducts ?? [];
  if (product.type !== 'BUNDLE' || parts.length === 0) return product;
  const items = await db.products.bulkGet(parts.map((p) => [channelId, p.bundleItemId] as [number, number]));
  return {
    ...product,
    bundleProducts: parts.map((part, i) => {
      const item = items[i]?.product;
      return item
        ? { ...part, bundleItem: { id: item.id, productName: item.productName, price: item.price, basePrice: item.basePrice } }
        : part;
    }),
  } as PosProduct;
}

/**
 * The customers a cashier can pick offline: the default one and the channel's recent ones, those
 * whose name holds every word typed (all of them when nothing is typed).
 */
export async function localCustomers(channelId: number, search: string, db: OfflineDb = offlineDb()): Promise<OfflineCustomer[]> {
  const reference = await localReference(channelId, db);
  const all = [
    ...(reference?.defaultCustomer ? [{ ...reference.defaultCustomer, isDefault: true }] : []),
    ...(reference?.recentCustomers ?? []),
  ];
  const typed = words(search);
  const unique = new Map(all.map((c) => [c.id, c]));
  return [...unique.values()].filter((c) => {
    const name = words(c.customerName);
    return typed.every((w) => name.some((n) => n.startsWith(w)));
  });
}

type PricedLine = { productId: number; orderedUomId: number; orderedQuantity: number };

/**
 * A line's tiered price offline, as the server's PUT inventory/product-prices/tiered-price answers it
 * online: from the product's pricing schedule kept with the reference data, counting the pricing
 * group's other lines. Null when the line's product or unit is not in the local catalogue.
 */
export async function localTieredPrice(
  channelId: number,
  line: PricedLine,
  others: readonly PricedLine[],
  db: OfflineDb = offlineDb(),
): Promise<TieredPrice | null> {
  const reference = await localReference(channelId, db);
  const units = new Map((reference?.unitsOfMeasure ?? []).map((u) => [u.id, u as Unit & { unitClassId?: number }]));
  const product = (await db.products.get([channelId, line.productId]))?.product as
    (PosProduct & { pricingGroupId?: number | null; productPrices?: { uomId: number; price: string | number }[] }) | undefined;
  const ordered = units.get(line.orderedUomId);
  const own = product ? units.get(product.unitOfMeasureId) : undefined;
  if (!product || !ordered || !own) return null;
  const regular = regularUnitPriceOf(
    product.basePrice,
    own.factor,
    ordered.factor,
    product.productPrices?.find((p) => p.uomId === line.orderedUomId)?.price,
  );
  const schedule = reference?.pricingSchedules?.find((s) => s.id === product.pricingScheduleTemplateId) ?? null;
  let base = qty.times(line.orderedQuantity, ordered.factor);
  if (schedule && product.pricingGroupId && reference?.pricingGroups) {
    const rows = await db.products.bulkGet(others.map((o) => [channelId, o.productId] as [number, number]));
    others.forEach((other, i) => {
      const member = rows[i]?.product as (PosProduct & { pricingGroupId?: number | null }) | undefined;
      const unit = units.get(other.orderedUomId);
      if (member?.pricingGroupId === product.pricingGroupId && unit && unit.unitClassId === member.unitClassId)
        base = qty.add(base, qty.times(other.orderedQuantity, unit.factor));
    });
  }
  return tieredPriceOf({ regularPrice: regular, orderedFactor: ordered.factor, baseQuantity: base, schedule });
}

import { z } from 'zod';
import type { StatusFlow } from '../status-flow';
import { dateTime, decimal, flag, idList, optionalId, optionalText, requiredId, requiredText, text } from './fields';

/**
 * Stock counts (issue 35): a location counted on phones while the shop keeps selling. The design is
 * in docs/architecture/stock-counts.md; this file is the contract the API and the web share.
 */

export const STOCK_COUNT_STATUSES = ['DRAFT', 'COUNTING', 'POSTED', 'CANCELLED'] as const;
export type StockCountStatus = (typeof STOCK_COUNT_STATUSES)[number];

/** DRAFT → COUNTING (start) → POSTED (post); CANCELLED from DRAFT or COUNTING, with a reason. */
export const STOCK_COUNT_MOVES: StatusFlow<StockCountStatus> = {
  DRAFT: ['COUNTING', 'CANCELLED'],
  COUNTING: ['POSTED', 'CANCELLED'],
  POSTED: [],
  CANCELLED: [],
};

/** What a count covers: every stocked product at the location, or those a filter picks. */
export const STOCK_COUNT_SCOPES = ['ALL', 'FILTER'] as const;
export type StockCountScope = (typeof STOCK_COUNT_SCOPES)[number];

/** How an entry changes its counter's total of a product: add to it (a scan, a typed count of one shelf) or set it. */
export const STOCK_COUNT_ENTRY_MODES = ['ADD', 'SET'] as const;
export type StockCountEntryMode = (typeof STOCK_COUNT_ENTRY_MODES)[number];

/** The lines' filter (GET …/{id}/lines?state=…). */
export const STOCK_COUNT_LINE_STATES = ['ALL', 'COUNTED', 'UNCOUNTED', 'DIFFERENCE'] as const;
export type StockCountLineState = (typeof STOCK_COUNT_LINE_STATES)[number];

/** How far back a device's countedAt may be (a phone that was offline sends its entries later). */
export const STOCK_COUNT_ENTRY_MAX_AGE_HOURS = 24;

/** Products in one count at most (a whole store of a large catalogue). */
export const STOCK_COUNT_MAX_PRODUCTS = 100_000;

const scopeFields = {
  scope: z.enum(STOCK_COUNT_SCOPES, { error: 'The scope must be ALL or FILTER.' }).default('ALL'),
  categoryIds: idList('category').max(500).default([]),
  brandIds: idList('brand').max(500).default([]),
  supplierId: optionalId('supplier'),
  productIds: idList('product').max(10_000).default([]),
};

/** POST inventory/stock-counts; PUT inventory/stock-counts/{id} (a DRAFT only). */
export const stockCountBody = z
  .object({
    locationId: requiredId('location'),
    name: requiredText('name', 120),
    ...scopeFields,
    blind: flag('blind').default(false),
    notes: optionalText('notes', 2000),
  })
  .superRefine((body, ctx) => {
    const filtered = body.categoryIds.length + body.brandIds.length + body.productIds.length > 0 || body.supplierId != null;
    if (body.scope === 'FILTER' && !filtered)
      ctx.addIssue({
        code: 'custom',
        path: ['scope'],
        message: 'A filtered count needs at least one category, brand, supplier or product.',
      });
    if (body.scope === 'ALL' && filtered)
      ctx.addIssue({
        code: 'custom',
        path: ['scope'],
        message: 'A count of every product takes no filter: choose FILTER to count some.',
      });
  });
export type StockCountBody = z.output<typeof stockCountBody>;

/** POST inventory/stock-counts/{id}/entries: one scan or typed count by the signed-in user. */
export const stockCountEntryBody = z
  .object({
    /** Made by the device; the same id again changes nothing (a phone that lost its answer retries). */
    entryId: z.uuid({ error: 'The entry id must be a UUID.' }),
    productId: optionalId('product'),
    barcode: text('barcode').trim().min(1, { error: 'A barcode may not be blank.' }).max(64).optional(),
    /** The unit counted in; the product's base unit when left out. */
    uomId: optionalId('unit'),
    quantity: decimal('quantity', { min: 0, places: 4 }),
    mode: z.enum(STOCK_COUNT_ENTRY_MODES, { error: 'The mode must be ADD or SET.' }).default('ADD'),
    /** A serial-tracked product is counted by its serials (quantity = how many). */
    serialNumbers: z
      .array(text('serial number').trim().min(1, { error: 'A serial number may not be blank.' }).max(100))
      .max(10_000)
      .default([]),
    /** When the device counted it: at most 24 hours back, never before the count started, never ahead. */
    countedAt: dateTime('counted at'),
  })
  .superRefine((body, ctx) => {
    if ((body.productId == null) === (body.barcode === undefined))
      ctx.addIssue({ code: 'custom', path: ['productId'], message: 'Give the product or its barcode (one of them).' });
  });
export type StockCountEntryBody = z.output<typeof stockCountEntryBody>;

/** POST inventory/stock-counts/{id}/post. */
export const stockCountPostBody = z.object({
  /** Products in scope nobody counted go to zero (else they are left as they are). */
  zeroUncounted: flag('zero uncounted').default(false),
});

/** PUT inventory/stock-counts/{id}/cancel. */
export const stockCountCancelBody = z.object({ reason: requiredText('reason', 500) });

/** One product of a count as the API answers it (GET …/{id}/lines). Quantities in the base unit. */
export type StockCountLine = {
  id: number;
  productId: number;
  sku: string;
  productName: string;
  categoryName: string | null;
  unit: string;
  isSerialized: boolean;
  /** On hand when counting started. Null for a blind count's counters. */
  onHandAtStart: string | null;
  /** Ledger movements at the location since the start, up to the line's last entry (all of them while uncounted). */
  movementsSinceStart: string | null;
  /** onHandAtStart + movementsSinceStart: what should have been on the shelf when it was last counted. */
  expected: string | null;
  /** Σ of each counter's total; null while nobody counted it. */
  counted: string | null;
  /** counted − expected (null while uncounted, or hidden). */
  difference: string | null;
  /** The difference at the product's moving average cost. */
  differenceValue: string | null;
  lastCountedAt: string | null;
  entryCount: number;
};

/** One entry as the API answers it. Quantities are decimal text; `baseQuantity` in the product's base unit. */
export type StockCountEntry = {
  id: number;
  entryId: string;
  productId: number;
  sku: string;
  productName: string;
  uomId: number;
  unit: string;
  quantity: string;
  baseQuantity: string;
  mode: StockCountEntryMode;
  serialNumbers: string[];
  countedAt: string;
  userId: number;
  userName: string;
  createdAt: string;
  removedAt: string | null;
  removedBy: number | null;
};

/** The answer of a post: what moved, and the serials found that the ledger had out of stock (reported, not restored). */
export type StockCountPostResult = {
  postedLines: number;
  shortageValue: string;
  overageValue: string;
  serialsFound: { productId: number; serialNumber: string; status: string | null }[];
};

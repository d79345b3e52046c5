import { z } from 'zod';
import { posOrderBody } from './pos';

/**
 * Offline sales: what the terminal sends when it syncs a sale it made without a connection
 * (POST sales/offline-sync/sales), and how it treats each answer.
 */

/** How far back an offline sale may have been made, and how far ahead a device's clock may run. */
export const OFFLINE_SALE_MAX_AGE_DAYS = 30;
export const OFFLINE_CLOCK_SKEW_MINUTES = 5;

/** What a sale made offline carries beside the sale itself. */
export const offlineSaleInfo = z.object({
  /** The terminal's own id for the sale (a v4 UUID made on the device): posting it again answers the first sale. */
  clientSaleId: z.uuid({ error: 'The client sale id must be a UUID.' }),
  /** The device that made it (the terminal's install id). */
  deviceId: z.string().trim().min(1, 'The device id is required.').max(100),
  /** The number the offline receipt printed, from the device's own series ("Offline receipt <number>"). */
  provisionalNumber: z.string().trim().min(1, 'The provisional number is required.').max(50),
  /** When the sale was made (ISO 8601 with its offset): the sale's date. */
  madeAt: z.iso.datetime({ offset: true, error: 'The sale time must be an ISO 8601 date and time.' }),
});
export type OfflineSaleInfo = z.output<typeof offlineSaleInfo>;

/** An offline sale: a POS sale (never an edit nor a job order's sale) and when and where it was made. */
export const offlineSaleBody = posOrderBody.omit({ activeSalesOrderId: true, serviceOrderId: true }).extend({ offline: offlineSaleInfo });
export type OfflineSaleBody = z.output<typeof offlineSaleBody>;

/**
 * The machine-readable codes (`code` in the error body) of answers that will never succeed by
 * retrying: the terminal parks the sale for a manager ("Sales waiting").
 */
export const OFFLINE_PARK_CODES = {
  /** 409: a serial number of the sale was sold meanwhile (sold twice offline); `serialNumber` names it. */
  SERIAL_ALREADY_SOLD: 409,
  /** 422: a product of the sale was deleted or deactivated meanwhile; `productIds` names them. */
  PRODUCT_UNAVAILABLE: 422,
  /** 409: the sale names a terminal that had no shift open at madeAt. */
  NO_SHIFT: 409,
  /** 422: madeAt is in the future (beyond the clock skew) or older than OFFLINE_SALE_MAX_AGE_DAYS. */
  MADE_AT_OUT_OF_RANGE: 422,
} as const;
export type OfflineParkCode = keyof typeof OFFLINE_PARK_CODES;

/**
 * What the sync does with an answer: `done` (201 posted, 200 already posted: drop it from the
 * queue), `retry` (no answer, 5xx, 408, 429, 409 "still being processed"; back off and send it
 * again), `signIn` (401: refresh with the device's refresh token, then retry) or `park` (every other
 * 4xx: 403 lost permission, 422 invalid, the codes above; a manager resolves it).
 */
export function offlineSyncOutcome(status: number | null, body?: { code?: unknown } | null): 'done' | 'retry' | 'signIn' | 'park' {
  if (status === null || status >= 500 || status === 408 || status === 429) return 'retry';
  if (status === 200 || status === 201) return 'done';
  if (status === 401) return 'signIn';
  // A 409 without a code is the same sale still being posted by another request: it answers on retry.
  if (status === 409 && (body?.code === undefined || body?.code === null)) return 'retry';
  return 'park';
}

/** GET sales/offline-sync/catalogue: the channel's products, changed since a time, keyset-paged by id. */
export const offlineCatalogueQuery = z.object({
  salesChannelId: z.coerce.number().int().positive(),
  changedSince: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
  /** The last product id of the previous page (answered as nextCursor). */
  cursor: z.coerce.number().int().min(0).optional(),
});

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PRODUCT_MATCHES } from '@oim/shared/schemas/pos';
import { createRouter } from '../../platform/http/routes';
import { extendedRecordSchema } from '../../platform/resource/schema';
import { productResource } from '../inventory';
import { activeStaff, activeStaffAnswer } from '../masterfile';
import { findPosProducts } from './find-pos-products';

/** A product as the terminal's search answers it: the catalogue record with the relations above, and two fields of the search's own. */
const posProductSchema = extendedRecordSchema('sales/pos-products', productResource, {
  /** On hand at the channel's picking location; null for a bundle or a service, which hold no stock. */
  availableAtChannel: z.number().nullable(),
  /** How it matched what was typed: barcode and sku are exact, so a terminal may add it at once. */
  match: z.enum(PRODUCT_MATCHES),
});

const query = z.object({
  /** What the cashier typed or scanned. */
  search: z.string().trim().max(100).optional().default(''),
  /**
   * Spec 2.10: product name is the default filter; barcode and SKU are the others. The default
   * (name) finds what a cashier types in one box: an exact barcode or SKU, SKUs starting with it,
   * name words, and names with a typo (searchProducts).
   */
  filterType: z.enum(['name', 'barcode', 'sku']).optional().default('name'),
  salesChannelId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).optional().default(20),
});

/**
 * The terminal's product search, served by the database (never the whole catalogue in the
 * browser): by default barcode, SKU and name words together with a typo tolerated; SKUs by prefix;
 * barcodes (and SKUs, which scanners also read) by exact match. Each product comes with its prices per unit, bundle parts and what
 * is on hand at the channel's picking location.
 */
export function registerPosProductRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Point of sale');

  // Spec 2.5 'Staff selector for commission': who may earn a commission, for whoever rings up the sale.
  r.get('sales/commission-users', {
    access: 'Create Sales Orders',
    summary: 'Active staff who can earn a commission (id, displayName, firstname, lastname)',
    response: { 200: activeStaffAnswer },
    handler: ({ tx }) => activeStaff(tx),
  });

  r.get('sales/pos-products', {
    access: 'Create Sales Orders',
    summary: 'Search products to sell (filterType name|barcode|sku)',
    query,
    response: {
      200: z.object({ data: z.array(posProductSchema) }),
    },
    handler: async ({ tx, query: q, user }) => ({ data: await findPosProducts(tx, q, user) }),
  });
}

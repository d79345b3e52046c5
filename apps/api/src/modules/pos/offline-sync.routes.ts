import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { offlineCatalogueQuery, offlineSaleBody } from '@oim/shared/schemas/offline-sync';
import { createRouter } from '../../platform/http/routes';
import { messageDataSchema } from '../../platform/resource/schema';
import { announceSalePosted, salesOrderResource } from '../sales';
import { offlineCataloguePage, readOfflineCatalogue } from './offline-catalogue';
import { readOfflineReference } from './offline-reference';
import { postOfflineSale } from './post-offline-sale';

/**
 * The offline terminal's side of the server: posting sales made offline, and the
 * catalogue and reference data a terminal keeps so it can sell without a connection.
 */
export function registerOfflineSyncRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Offline terminal');

  /**
   * A sale made offline, synced. 201 posted; 200 (Idempotent-Replayed: true) when this clientSaleId
   * was posted before, whenever that was, or when POST sales/pos-order posted a sale under its
   * Idempotency-Key (an online save that got no answer, saved again offline): the answer is that first sale. Codes to park: see
   * OFFLINE_PARK_CODES in packages/shared/src/schemas/offline-sync.ts.
   */
  r.post('sales/offline-sync/sales', {
    access: 'Create Sales Orders',
    summary: 'Post a sale made offline (idempotent by offline.clientSaleId, forever)',
    body: offlineSaleBody,
    response: { 201: messageDataSchema(salesOrderResource), 200: messageDataSchema(salesOrderResource) },
    handler: async ({ tx, tenant, user, body, req, reply, afterCommit, deps }) => {
      // The terminal sends the sale's Idempotency-Key: an online attempt's key when the sale was first sent online.
      const header = req.headers['idempotency-key'];
      const key = typeof header === 'string' && header !== '' ? header : undefined;
      const posted = await postOfflineSale({ tx, tenant, user }, body, key);
      if (posted.replayed) {
        reply.code(200).header('Idempotent-Replayed', 'true');
        return { message: 'This sale was already posted.', data: posted.order };
      }
      reply.code(201);
      afterCommit(async () => announceSalePosted(deps, { tenantId: tenant.id, salesOrderId: posted.order.id }));
      return { message: 'Sales order created successfully.', data: posted.order };
    },
  });

  r.get('sales/offline-sync/catalogue', {
    access: 'Create Sales Orders',
    summary:
      'The terminal’s local catalogue: products with unit prices, barcodes and bundle definitions, keyset-paged by id ' +
      '(cursor = the last page’s nextCursor); with changedSince, only products changed since (inactive ones too, to drop)',
    query: offlineCatalogueQuery,
    response: { 200: offlineCataloguePage },
    handler: async ({ tx, tenant, user, query }) => readOfflineCatalogue({ tx, tenantId: tenant.id, userId: user.id }, query),
  });

  r.get('sales/offline-sync/reference', {
    access: 'Create Sales Orders',
    summary:
      'What an offline sale needs beside the catalogue: payment types, discounts, units, the default and recent customers, ' +
      'selling rules, the receipt and tax profile, the channel’s terminals and their open shifts, and the offline limits',
    query: z.object({ salesChannelId: z.coerce.number().int().positive() }),
    response: { 200: z.object({ data: z.record(z.string(), z.unknown()) }) },
    handler: async ({ tx, tenant, user, query }) => ({
      data: await readOfflineReference({ tx, tenantId: tenant.id, userId: user.id }, query.salesChannelId),
    }),
  });
}

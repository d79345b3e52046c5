import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LABEL_COPIES_MAX } from '@oim/shared/schemas/labels';
import { invalid } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { assignBarcodes, assignBarcodesBody } from './assign-barcodes';
import { labelLayoutQuery } from './label-layouts';
import { LABEL_PRODUCTS_LIMIT, LABELS_LIMIT, productLabels, renderLabelsPdf } from './product-labels';

const labelsQuery = labelLayoutQuery.extend({
  ids: z
    .string()
    .regex(/^\d{1,15}(,\d{1,15})*$/, { error: 'The ids must be comma-separated product ids.' })
    .max(20_000, { error: 'Too many ids.' }),
  copies: z.coerce.number().int().min(1).max(LABEL_COPIES_MAX).default(1),
});

export function registerProductLabelRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Products');

  r.post('inventory/products/assign-barcodes', {
    access: 'Edit Products',
    summary:
      'Give each of the products without a barcode the shop’s own EAN-13 (2 + the next free number of its series + check digit); ' +
      'products with a barcode keep theirs. Answers the barcodes given.',
    body: assignBarcodesBody,
    response: {
      200: z.object({ message: z.string(), data: z.array(z.object({ productId: z.number(), barcode: z.string() })) }),
    },
    handler: async ({ tx, tenant, user, body }) => {
      const data = await assignBarcodes({ tx, tenantId: tenant.id, userId: user.id }, body);
      const count = data.length;
      return {
        message: count === 0 ? 'Every selected product already has a barcode.' : `${count} product${count === 1 ? '' : 's'} got a barcode.`,
        data,
      };
    },
  });

  r.get('inventory/products/labels', {
    access: 'View Products',
    file: 'pdf',
    summary: `Price labels of products as a PDF (ids=1,2,3; layout; copies of each): name, price, barcode (EAN-13 or Code 128, else the SKU); at most ${LABEL_PRODUCTS_LIMIT} products and ${LABELS_LIMIT} labels`,
    query: labelsQuery,
    handler: async ({ tx, query, reply }) => {
      const ids = [...new Set(query.ids.split(',').map(Number))];
      if (ids.length > LABEL_PRODUCTS_LIMIT) throw invalid({ ids: [`At most ${LABEL_PRODUCTS_LIMIT} products at a time.`] });
      if (ids.length * query.copies > LABELS_LIMIT) {
        throw invalid({
          copies: [
            `At most ${LABELS_LIMIT} labels at a time: ${ids.length} products × ${query.copies} copies is ${ids.length * query.copies}.`,
          ],
        });
      }
      const labels = await productLabels(tx, ids);
      const pdf = await renderLabelsPdf([...labels.values()], query.layout, query.copies);
      reply.header('Content-Type', 'application/pdf').header('Content-Disposition', 'inline; filename="price-labels.pdf"');
      return pdf;
    },
  });
}

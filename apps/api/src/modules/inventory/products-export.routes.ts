import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { createRouter } from '../../platform/http/routes';
import { readListQuery } from '../../platform/resource/list';
import { listQueryOf } from '../../platform/resource/schema';
import { productsWorkbook } from './products-export';
import { productResource } from './products.resource';

export function registerProductExportRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Products');

  r.get('inventory/products/export', {
    access: 'View Products',
    file: 'xlsx',
    summary:
      'The products the list’s filters keep, as an .xlsx file the PRODUCTS import reads back: its columns in its order (Cost only with View Product Cost), then one "Stock: <location>" column per stock location',
    query: listQueryOf(productResource),
    handler: async ({ tx, query, user, reply }) => sendXlsx(reply, await productsWorkbook(tx, readListQuery(query), user)),
  });
}

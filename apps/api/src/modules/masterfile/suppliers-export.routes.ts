import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { createRouter } from '../../platform/http/routes';
import { readListQuery } from '../../platform/resource/list';
import { listQueryOf } from '../../platform/resource/schema';
import { suppliersWorkbook } from './suppliers-export';
import { supplierResource } from './suppliers.resource';

export function registerSupplierExportRoutes(app: FastifyInstance): void {
  createRouter(app, 'Suppliers').get('masterfile/suppliers/export', {
    access: 'View Suppliers',
    file: 'xlsx',
    summary:
      'The suppliers the list’s filters keep, as an .xlsx file the SUPPLIERS import reads back: its columns in its order, without Opening Balance (importing it back would add the balances again)',
    query: listQueryOf(supplierResource),
    handler: async ({ tx, query, user, reply }) => sendXlsx(reply, suppliersWorkbook(tx, readListQuery(query), user)),
  });
}

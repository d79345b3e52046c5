import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../platform/export/xlsx';
import { createRouter } from '../../platform/http/routes';
import { readListQuery } from '../../platform/resource/list';
import { listQueryOf } from '../../platform/resource/schema';
import { customersWorkbook } from './customers-export';
import { customerResource } from './customers.resource';

export function registerCustomerExportRoutes(app: FastifyInstance): void {
  createRouter(app, 'Customers').get('sales/customers/export', {
    access: 'View Customer',
    file: 'xlsx',
    summary:
      'The customers the list’s filters keep, as an .xlsx file the CUSTOMERS import reads back: its columns in its order, without Opening Balance (importing it back would add the balances again)',
    query: listQueryOf(customerResource),
    handler: async ({ tx, query, user, reply }) => sendXlsx(reply, customersWorkbook(tx, readListQuery(query), user)),
  });
}

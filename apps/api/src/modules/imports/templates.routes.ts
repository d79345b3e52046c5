import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { importKindSchema } from '@oim/shared/schemas/imports';
import { createRouter } from '../../platform/http/routes';
import { XLSX_TYPE } from '../../platform/export/xlsx';
import { importTemplate } from './templates';

export function registerTemplateRoutes(app: FastifyInstance): void {
  createRouter(app, 'Imports').get('imports/templates/:kind', {
    access: 'Import Data',
    file: 'xlsx',
    summary:
      'An .xlsx template of an import kind: its columns as headers (PRODUCTS: one "Stock: <location>" column per stock location), one example row, and a second sheet "Columns" explaining each column (an unknown kind is 404)',
    params: z.object({ kind: importKindSchema }),
    handler: async ({ tx, params, reply }) => {
      const file = await importTemplate(tx, params.kind);
      reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${file.fileName}"`);
      return file.data;
    },
  });
}

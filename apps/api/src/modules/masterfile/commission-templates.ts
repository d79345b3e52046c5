import type { FastifyInstance } from 'fastify';
import { COMMISSION_TYPES, commissionTemplateBody, commissionTemplateUpdateBody } from '@oim/shared/schemas/masterfile';
import { commissionTemplates } from '../../db/schema/masterfile';
import { invalid } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { defineResource } from '../../platform/resource/define';

export const commissionTemplateResource = defineResource({
  name: 'commissionTemplates',
  label: 'commission template',
  table: commissionTemplates,
  fields: {
    id: { column: commissionTemplates.id, type: 'integer' },
    name: { column: commissionTemplates.name, type: 'text', search: true },
    type: { column: commissionTemplates.type, type: 'enum', values: COMMISSION_TYPES },
    value: { column: commissionTemplates.value, type: 'decimal' },
    isActive: { column: commissionTemplates.isActive, type: 'boolean' },
    createdAt: { column: commissionTemplates.createdAt, type: 'datetime' },
    updatedAt: { column: commissionTemplates.updatedAt, type: 'datetime' },
  },
  defaultSort: [{ column: 'name', direction: 'asc' }],
});

export function registerCommissionTemplateRoutes(app: FastifyInstance): void {
  registerCrud(createRouter(app, 'Commission templates'), {
    path: 'masterfile/commission-templates',
    resource: commissionTemplateResource,
    feature: 'commission_module',
    access: {
      list: ['View Commission Templates', 'View Products', 'Create Sales Orders'],
      create: 'Create Commission Template',
      update: 'Edit Commission Template',
      delete: 'Delete Commission Template',
    },
    create: { body: commissionTemplateBody },
    update: {
      body: commissionTemplateUpdateBody,
      before: async (_ctx, values, existing) => {
        if ((values.type ?? existing.type) === 'percentage' && Number(values.value ?? existing.value) > 100) {
          throw invalid({ value: ['A percentage may not be more than 100.'] });
        }
      },
    },
  });
}

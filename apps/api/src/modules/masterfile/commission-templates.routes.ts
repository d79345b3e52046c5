import type { FastifyInstance } from 'fastify';
import { commissionTemplateBody, commissionTemplateUpdateBody } from '@oim/shared/schemas/masterfile';
import { invalid } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { commissionTemplateResource } from './commission-templates.resource';

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

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { pricingScheduleTemplateBody, pricingScheduleTemplateUpdateBody, type pricingBreakBody } from '@oim/shared/schemas/masterfile';
import type { Tx } from '../../db/client';
import { pricingScheduleBreaks } from '../../db/schema/masterfile';
import { invalid } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { pricingScheduleTemplateResource } from './pricing-schedule-templates.resource';
import { shopWhere } from '../../platform/resource/rows';

type Break = z.output<typeof pricingBreakBody>;

async function replaceBreaks(tx: Tx, tenantId: number, templateId: number, breaks: Break[] | undefined): Promise<void> {
  if (!breaks) return;
  await tx.delete(pricingScheduleBreaks).where(shopWhere(tx, pricingScheduleBreaks, eq(pricingScheduleBreaks.templateId, templateId)));
  await tx.insert(pricingScheduleBreaks).values(breaks.map((b) => ({ tenantId, templateId, minQuantity: b.minQuantity, value: b.value })));
}

export function registerPricingScheduleTemplateRoutes(app: FastifyInstance): void {
  registerCrud(createRouter(app, 'Pricing schedule templates'), {
    path: 'pricing-schedules/templates',
    resource: pricingScheduleTemplateResource,
    feature: 'pricing_schedule_module',
    access: {
      list: ['View Pricing Schedule Templates', 'View Products', 'Assign Pricing Schedule Template'],
      create: 'Create Pricing Schedule Template',
      update: 'Edit Pricing Schedule Template',
      delete: 'Delete Pricing Schedule Template',
    },
    with: ['breaks'],
    create: {
      body: pricingScheduleTemplateBody,
      after: async ({ tx, tenant }, id, values) => replaceBreaks(tx, tenant.id, id, values.breaks),
    },
    update: {
      body: pricingScheduleTemplateUpdateBody,
      before: async ({ tx }, values, existing) => {
        const type = values.type ?? existing.type;
        const breaks =
          values.breaks ??
          (values.type
            ? await tx
                .select({ minQuantity: pricingScheduleBreaks.minQuantity, value: pricingScheduleBreaks.value })
                .from(pricingScheduleBreaks)
                .where(shopWhere(tx, pricingScheduleBreaks, eq(pricingScheduleBreaks.templateId, existing.id)))
            : []);
        const check = pricingScheduleTemplateBody.safeParse({
          name: 'x',
          type,
          breaks: breaks.length > 0 ? breaks : [{ minQuantity: '1', value: '0' }],
        });
        if (!check.success) {
          const errors: Record<string, string[]> = {};
          for (const issue of check.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
          throw invalid(errors);
        }
      },
      after: async ({ tx, tenant }, id, values) => replaceBreaks(tx, tenant.id, id, values.breaks),
    },
  });
}

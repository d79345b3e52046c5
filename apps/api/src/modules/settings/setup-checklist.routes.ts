import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEMO_SHOP_NAME } from '../../config';
import { products } from '../../db/schema/inventory';
import { salesOrders } from '../../db/schema/sales-documents';
import { companyProfiles } from '../../db/schema/settings';
import { createRouter } from '../../platform/http/routes';

const setupChecklist = z.object({
  shopName: z.boolean(),
  address: z.boolean(),
  tin: z.boolean(),
  logo: z.boolean(),
  receiptFooter: z.boolean(),
  product: z.boolean(),
  sale: z.boolean(),
});

export function registerSetupChecklistRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Company profile');

  r.get('setting/setup-checklist', {
    access: 'Edit Company Profile',
    summary: 'What a new shop has set up for its first receipt: its name, address, TIN, logo and receipt footer, a product, a sale',
    description: "The shop's name counts once it is not the demo shop's placeholder.",
    response: { 200: z.object({ data: setupChecklist }) },
    handler: async ({ tx, tenant }) => {
      const [row] = await tx
        .select({
          settings: companyProfiles.settings,
          logo: isNotNull(companyProfiles.logo),
          product: sql<boolean>`exists (select 1 from ${products} where ${products.tenantId} = ${tenant.id})`,
          sale: sql<boolean>`exists (select 1 from ${salesOrders} where ${salesOrders.tenantId} = ${tenant.id})`,
        })
        .from(sql`(select 1) as one`)
        .leftJoin(companyProfiles, and(eq(companyProfiles.tenantId, tenant.id), isNull(companyProfiles.salesChannelId)));
      const settings = row?.settings ?? {};
      const filled = (key: string) => Boolean(settings[key]?.trim());
      return {
        data: {
          shopName: filled('company_name') && settings.company_name!.trim() !== DEMO_SHOP_NAME,
          address: filled('address'),
          tin: filled('tin'),
          logo: row?.logo ?? false,
          receiptFooter: filled('receipt_footer'),
          product: row?.product ?? false,
          sale: row?.sale ?? false,
        },
      };
    },
  });
}

import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dateOnly, idParam } from '@oim/shared/schemas/fields';
import { quotationBody } from '@oim/shared/schemas/pos';
import { generateSalesOrderBody } from '@oim/shared/schemas/sales';
import { quotationItems } from '../../db/schema/sales-documents';
import { conflict, notFound } from '../../platform/errors';
import { renderPdf } from '../../platform/export/pdf';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { findResource } from '../../platform/resource/list';
import { messageDataSchema } from '../../platform/resource/schema';
import { shopWhere } from '../../platform/resource/rows';
import { announceSalePosted, findSalesOrder, salesOrderResource } from '../sales';
import { convertQuotation } from './convert-quotation';
import { quotationPdf } from './quotation-pdf';
import { quotationResource } from './quotations.resource';
import { changeValidUntil, postQuotation, saveQuotation } from './save-quotation';

const QUOTATION_DETAIL = ['customer', 'salesChannel', 'quotationItems.orderedUom', 'salesOrder', 'createdByUser'];
// Spec 2.2 shows the Quotations screen to View Customer; spec 6 names View Quotations; the terminal lists them too.
const QUOTATION_READERS = ['View Quotations', 'Create Sales Orders', 'View Customer'] as const;

export function registerQuotationRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Quotations');

  r.post('sales/quotations', {
    access: 'Create Quotations',
    summary: 'Save a quotation from the terminal (no stock moves; valid 30 days unless told)',
    body: quotationBody,
    status: 201,
    response: { 201: messageDataSchema(quotationResource) },
    handler: async ({ tx, tenant, user, body, reply }) => {
      const editing = body.activeQuotationId ?? null;
      if (editing && !user.permissions.has('Edit Quotations')) throw notFound('quotation');
      const id = await saveQuotation({ tx, tenant, user }, body, editing);
      if (editing) reply.code(200);
      return {
        message: editing ? 'Quotation updated successfully.' : 'Quotation created successfully.',
        data: (await findResource(tx, quotationResource, id, QUOTATION_DETAIL, user))!,
      };
    },
  });

  r.get('sales/quotations/:id/export-pdf', {
    access: QUOTATION_READERS,
    file: 'pdf',
    summary: 'The quotation as a PDF to send: company header, customer, lines, totals, validity and terms',
    params: idParam,
    handler: async ({ tx, params, reply }) => {
      const pdf = await quotationPdf(tx, params.id);
      if (!pdf) throw notFound('quotation');
      reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${pdf.number}.pdf"`);
      return renderPdf(pdf.definition);
    },
  });

  r.put('sales/quotations/:id/valid-until-date', {
    access: ['Edit Quotations', 'Update Quotation Status'],
    summary: 'Change how long a quotation is valid',
    params: idParam,
    body: z.object({
      validUntilDate: dateOnly('valid until date'),
    }),
    response: { 200: messageDataSchema(quotationResource) },
    handler: async ({ tx, user, params, body }) => {
      await changeValidUntil(tx, params.id, body.validUntilDate);
      return { message: 'Updated successfully.', data: (await findResource(tx, quotationResource, params.id, QUOTATION_DETAIL, user))! };
    },
  });

  r.put('sales/quotations/:id/post', {
    access: 'Update Quotation Status',
    summary: 'Mark a quotation as posted (sent to the customer)',
    params: idParam,
    response: { 200: messageDataSchema(quotationResource) },
    handler: async ({ tx, user, params }) => {
      await postQuotation(tx, params.id);
      return {
        message: 'Quotation posted successfully.',
        data: (await findResource(tx, quotationResource, params.id, QUOTATION_DETAIL, user))!,
      };
    },
  });

  r.post('sales/quotations/:id/generate-sales-order', {
    access: 'Generate Sales Order',
    summary:
      'Turn a quotation into a sales order: only now does stock move (optional body: serial numbers per line, payment reference numbers)',
    params: idParam,
    body: generateSalesOrderBody,
    status: 201,
    response: { 201: messageDataSchema(salesOrderResource) },
    handler: async ({ tx, tenant, user, params, body, afterCommit, deps }) => {
      const orderId = await convertQuotation({ tx, tenant, user }, params.id, body);
      afterCommit(async () => announceSalePosted(deps, { tenantId: tenant.id, salesOrderId: orderId }));
      return { message: 'Sales order created successfully.', data: (await findSalesOrder(tx, orderId, user))! };
    },
  });

  registerCrud(r, {
    path: 'sales/quotations',
    resource: quotationResource,
    access: { list: QUOTATION_READERS, delete: 'Delete Quotations' },
    with: QUOTATION_DETAIL,
    remove: {
      before: async ({ tx }, existing) => {
        if (existing.status === 'CONVERTED') throw conflict('A quotation that became a sales order cannot be deleted.');
        await tx
          .delete(quotationItems)
          .where(shopWhere(tx, quotationItems, and(eq(quotationItems.quotationId, existing.id), isNotNull(quotationItems.bundleParentId))));
      },
    },
  });

  r.put('sales/quotations/:id', {
    access: 'Edit Quotations',
    summary: 'Change a quotation (not once it is a sales order)',
    params: idParam,
    body: quotationBody,
    response: { 200: messageDataSchema(quotationResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      const id = await saveQuotation({ tx, tenant, user }, body, params.id);
      return { message: 'Quotation updated successfully.', data: (await findResource(tx, quotationResource, id, QUOTATION_DETAIL, user))! };
    },
  });
}

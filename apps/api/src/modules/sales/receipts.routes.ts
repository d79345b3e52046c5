import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import { notFound } from '../../platform/errors';
import { renderPdf } from '../../platform/export/pdf';
import { createRouter } from '../../platform/http/routes';
import { findResource } from '../../platform/resource/list';
import { ORDER_DETAIL } from './sale-answer';
import { salesOrderResource } from './sales-orders.resource';
import { countReceiptPrint, receiptOf } from './receipt-data';
import { salesOrderPdf } from './sales-order-pdf';

export function registerReceiptRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Receipts');
  const viewOrders = ['View Sales Orders', 'Create Sales Orders'] as const;

  r.get('sales/sales-orders/:id/receipt', {
    access: viewOrders,
    summary: 'Everything a receipt prints, with the printer settings; isReprint once it has been printed',
    params: idParam,
    response: {
      200: z.object({
        data: z.object({
          order: z.unknown(),
          company: z.record(z.string(), z.string().nullable()),
          logo: z.string().nullable(),
          printer: z.object({ receiptWidth: z.number(), copies: z.number(), printAutomatically: z.boolean(), showLogo: z.boolean() }),
          cashier: z.string().nullable(),
          isReprint: z.boolean(),
          counter: z.object({
            terminal: z
              .object({
                terminalId: z.number(),
                terminalName: z.string(),
                machineIdentificationNumber: z.string().nullable(),
                serialNumber: z.string().nullable(),
                permitToUseNumber: z.string().nullable(),
                accreditationNumber: z.string().nullable(),
              })
              .nullable(),
            invoiceNumber: z.string().nullable(),
            wording: z.string().nullable(),
            reprintCount: z.number(),
            isVoid: z.boolean(),
          }),
        }),
      }),
    },
    handler: async ({ tx, params, user }) => {
      const order = await findResource(tx, salesOrderResource, params.id, ORDER_DETAIL, user);
      if (!order) throw notFound('sales order');
      return { data: await receiptOf(tx, order) };
    },
  });

  r.post('sales/sales-orders/:id/receipt/printed', {
    access: viewOrders,
    summary:
      'Count a print of the receipt (later prints are REPRINTs, reprintCount = receiptPrints − 1); ' +
      "a reprint of a terminal sale goes to the terminal's electronic journal",
    params: idParam,
    response: { 200: z.object({ data: z.object({ receiptPrints: z.number(), reprintCount: z.number() }) }) },
    handler: async ({ tx, tenant, params, user }) => ({ data: await countReceiptPrint({ tx, tenant, user }, params.id) }),
  });

  r.get('sales/sales-orders/:id/pdf', {
    access: viewOrders,
    file: 'pdf',
    summary: 'The sales order as a PDF document',
    params: idParam,
    handler: async ({ tx, params, reply, user }) => {
      const pdf = await salesOrderPdf(tx, params.id, user);
      if (!pdf) throw notFound('sales order');
      reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${pdf.number}.pdf"`);
      return renderPdf(pdf.definition);
    },
  });
}

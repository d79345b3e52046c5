import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { shopTimeZoneOf } from '@oim/shared/schemas/company-profile';
import { idParam } from '@oim/shared/schemas/fields';
import { salesOrders } from '../../db/schema/sales-documents';
import { notFound } from '../../platform/errors';
import { renderPdf } from '../../platform/export/pdf';
import { createRouter } from '../../platform/http/routes';
import { findResource } from '../../platform/resource/list';
import { ORDER_DETAIL } from './sales-orders.routes';
import { salesOrderResource } from './sales-orders.resource';
import type { Content } from 'pdfmake/interfaces';
import { amountCell, salesDocumentPdf, saleTaxPdf, totalsOf } from './document-pdf';
import { receiptOf } from './receipt-data';
import { journalSale } from './terminal-receipts';
import { shopWhere } from '../../platform/resource/rows';

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
    handler: async ({ tx, tenant, params, user }) => {
      const [row] = await tx
        .update(salesOrders)
        .set({ receiptPrints: sql`${salesOrders.receiptPrints} + 1` })
        .where(shopWhere(tx, salesOrders, eq(salesOrders.id, params.id)))
        .returning({ receiptPrints: salesOrders.receiptPrints, terminalId: salesOrders.terminalId });
      if (!row) throw notFound('sales order');
      const reprintCount = Math.max(0, row.receiptPrints - 1);
      // The first print is the receipt the journal took at posting; each later one is a REPRINT.
      if (row.terminalId !== null && reprintCount > 0) {
        const order = await findResource(tx, salesOrderResource, params.id, ORDER_DETAIL, user);
        await journalSale({ tx, tenant, user }, order!, 'REPRINT', reprintCount);
      }
      return { data: { receiptPrints: row.receiptPrints, reprintCount } };
    },
  });

  r.get('sales/sales-orders/:id/pdf', {
    access: viewOrders,
    file: 'pdf',
    summary: 'The sales order as a PDF document',
    params: idParam,
    handler: async ({ tx, params, reply, user }) => {
      const order = await findResource(tx, salesOrderResource, params.id, ORDER_DETAIL, user);
      if (!order) throw notFound('sales order');
      const { company, logo } = await receiptOf(tx, order);
      const tax = saleTaxPdf(order, company.tax_profile);
      const customer = order.customer as Record<string, unknown> | null;
      const pdf = await renderPdf(
        salesDocumentPdf({
          title: `Sales order ${order.salesOrderNumber as string}`,
          heading: order.status === 'VOIDED' ? 'SALES ORDER — VOIDED' : 'SALES ORDER',
          company,
          logo,
          details: [
            [
              `No. ${order.salesOrderNumber as string}`,
              `Date ${new Date(order.salesOrderDate as string).toLocaleString('en-PH', { timeZone: shopTimeZoneOf(company.time_zone) })}`,
            ],
            [
              `Customer: ${(customer?.customerName as string) ?? ''}`,
              `Cashier: ${((order.createdByUser as Record<string, unknown> | null)?.displayName as string) ?? ''}`,
            ],
          ],
          lines: order.salesOrderItems as Record<string, unknown>[],
          totals: totalsOf(order),
          moreTotals: [
            ...tax.rows,
            ...(order.paymentTerms as Record<string, unknown>[]).map((p) => [
              `${((p.paymentType as Record<string, unknown> | null)?.name as string) ?? 'Payment'}${p.referenceNumber ? ` (${p.referenceNumber as string})` : ''}`,
              amountCell(p.paidAmount),
            ]),
          ],
          after: [...tax.after, ...(order.publicNote ? [{ text: order.publicNote as string, margin: [0, 12, 0, 0] } as Content] : [])],
        }),
      );
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${order.salesOrderNumber as string}.pdf"`);
      return pdf;
    },
  });
}

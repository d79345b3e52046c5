import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import { salesOrders } from '../../db/schema/sales-documents';
import { notFound } from '../../platform/errors';
import { renderPdf } from '../../platform/export/pdf';
import { createRouter } from '../../platform/http/routes';
import { findResource } from '../../platform/resource/list';
import { ORDER_DETAIL } from './sales-orders.routes';
import { salesOrderResource } from './sales-orders.resource';
import { receiptOf } from './receipt-data';

const peso = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
    summary: 'Count a print of the receipt (later prints are REPRINTs)',
    params: idParam,
    response: { 200: z.object({ data: z.object({ receiptPrints: z.number() }) }) },
    handler: async ({ tx, params }) => {
      const [row] = await tx
        .update(salesOrders)
        .set({ receiptPrints: sql`${salesOrders.receiptPrints} + 1` })
        .where(eq(salesOrders.id, params.id))
        .returning({ receiptPrints: salesOrders.receiptPrints });
      if (!row) throw notFound('sales order');
      return { data: { receiptPrints: row.receiptPrints } };
    },
  });

  r.get('sales/sales-orders/:id/pdf', {
    access: viewOrders,
    summary: 'The sales order as a PDF document',
    params: idParam,
    handler: async ({ tx, params, reply, user }) => {
      const order = await findResource(tx, salesOrderResource, params.id, ORDER_DETAIL, user);
      if (!order) throw notFound('sales order');
      const { company, logo } = await receiptOf(tx, order);
      const items = (order.salesOrderItems as Record<string, unknown>[]).filter((i) => i.bundleParentId === null);
      const payments = order.paymentTerms as Record<string, unknown>[];
      const customer = order.customer as Record<string, unknown> | null;
      const amount = (v: unknown) => ({ text: peso.format(Number(v)), alignment: 'right' as const });
      const lines: TableCell[][] = items.map((i) => [
        { text: `${i.productName as string}\n${i.sku as string}`, fontSize: 8 },
        { text: `${Number(i.orderedQuantity)} ${(i.orderedUnit as string) ?? ''}`, alignment: 'right' },
        amount(i.orderedUnitPrice),
        amount(Number(i.grossAmount) - Number(i.lineTotal)),
        amount(i.lineTotal),
      ]);
      const header: Content[] = [
        ...(logo ? [{ image: logo, fit: [80, 80] } as Content] : []),
        { text: company.company_name ?? '', fontSize: 16, bold: true },
        { text: [company.address, company.phone, company.email].filter(Boolean).join(' · '), fontSize: 8 },
        ...(company.tin ? [{ text: `TIN ${company.tin}`, fontSize: 8 } as Content] : []),
      ];
      const pdf = await renderPdf({
        info: { title: `Sales order ${order.salesOrderNumber as string}` },
        pageMargins: [36, 36, 36, 36],
        content: [
          ...header,
          { text: order.status === 'VOIDED' ? 'SALES ORDER — VOIDED' : 'SALES ORDER', fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
          {
            columns: [
              {
                text: [
                  `No. ${order.salesOrderNumber as string}\n`,
                  `Date ${new Date(order.salesOrderDate as string).toLocaleString('en-PH', { timeZone: 'Asia/Manila' })}`,
                ],
              },
              {
                text: [
                  `Customer: ${(customer?.customerName as string) ?? ''}\n`,
                  `Cashier: ${((order.createdByUser as Record<string, unknown> | null)?.displayName as string) ?? ''}`,
                ],
              },
            ],
            margin: [0, 0, 0, 8],
          },
          {
            table: {
              headerRows: 1,
              widths: ['*', 'auto', 'auto', 'auto', 'auto'],
              body: [['Item', 'Qty', 'Price', 'Discount', 'Amount'].map((h) => ({ text: h, bold: true })), ...lines],
            },
            layout: 'lightHorizontalLines',
          },
          {
            table: {
              widths: ['*', 'auto'],
              body: [
                ['Subtotal', amount(order.grossTotal)],
                ['Discounts', amount(order.discountTotal)],
                ['Tax', amount(order.taxTotal)],
                [
                  { text: 'Total', bold: true },
                  { ...amount(order.netTotal), bold: true },
                ],
                ...payments.map(
                  (p) =>
                    [
                      `${((p.paymentType as Record<string, unknown> | null)?.name as string) ?? 'Payment'}${p.referenceNumber ? ` (${p.referenceNumber as string})` : ''}`,
                      amount(p.paidAmount),
                    ] as TableCell[],
                ),
              ],
            },
            layout: 'noBorders',
            margin: [250, 8, 0, 0],
          },
          ...(order.publicNote ? [{ text: order.publicNote as string, margin: [0, 12, 0, 0] } as Content] : []),
          ...(company.receipt_footer ? [{ text: company.receipt_footer, alignment: 'center', margin: [0, 16, 0, 0] } as Content] : []),
        ],
      });
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${order.salesOrderNumber as string}.pdf"`);
      return pdf;
    },
  });
}

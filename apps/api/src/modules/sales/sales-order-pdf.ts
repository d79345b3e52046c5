import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { shopTimeZoneOf } from '@oim/shared/schemas/company-profile';
import type { Tx } from '../../db/client';
import type { Viewer } from '../../platform/resource/define';
import { amountCell, salesDocumentPdf, saleTaxPdf, totalsOf } from './document-pdf';
import { receiptOf } from './receipt-data';
import { findSalesOrder } from './sale-answer';

/** A sales order as a PDF document (header, customer and cashier, lines, totals, tax, payments, note), or undefined when the shop has none of that id. */
export async function salesOrderPdf(
  tx: Tx,
  id: number,
  viewer: Viewer,
): Promise<{ number: string; definition: TDocumentDefinitions } | undefined> {
  const order = await findSalesOrder(tx, id, viewer);
  if (!order) return undefined;
  const { company, logo } = await receiptOf(tx, order);
  const tax = saleTaxPdf(order, company.tax_profile);
  const customer = order.customer as Record<string, unknown> | null;
  const definition = salesDocumentPdf({
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
  });
  return { number: order.salesOrderNumber as string, definition };
}

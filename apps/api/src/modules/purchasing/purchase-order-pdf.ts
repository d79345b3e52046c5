import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { companyBlock, formatPesos } from '../../platform/export/pdf';

type Order = Record<string, unknown>;
const money = (value: unknown) => ({ text: formatPesos(value), alignment: 'right' as const });

/** A calendar day (YYYY-MM-DD) as written in the Philippines: November 30, 2026. */
const longDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-PH', { timeZone: 'UTC', dateStyle: 'long' });

/**
 * A purchase order to send to the supplier: the shop's header, the order's number, dates and
 * delivery location, the supplier, the lines with quantities and costs, the total and the notes.
 */
export function purchaseOrderPdf(order: Order, company: Record<string, string | null>, logo: string | null): TDocumentDefinitions {
  const supplier = (order.supplier ?? {}) as Record<string, string | null>;
  const location = (order.receivingWarehouse ?? {}) as Record<string, string | null>;
  const lines = ((order.items ?? []) as Record<string, unknown>[]).map((line): TableCell[] => {
    const product = (line.product ?? {}) as Record<string, string>;
    const unit = ((line.uom ?? {}) as Record<string, string>).unit ?? '';
    return [
      { text: `${product.productName ?? ''}\n${product.sku ?? ''}`, fontSize: 8 },
      { text: `${Number(line.quantity)} ${unit}`.trim(), alignment: 'right' },
      money(line.unitCost),
      money(line.lineTotal),
    ];
  });
  const details: [string[], string[]] = [
    [
      `No. ${order.purchaseOrderNumber as string}`,
      `Date: ${longDay(order.orderDate as string)}`,
      ...(order.expectedDate ? [`Expected: ${longDay(order.expectedDate as string)}`] : []),
      `Deliver to: ${[location.name, location.address].filter(Boolean).join(', ')}`,
    ],
    [
      `Supplier: ${supplier.supplierName ?? ''}`,
      ...[supplier.contactPerson, supplier.contactNumber, supplier.email, supplier.address].filter((v): v is string => Boolean(v)),
    ],
  ];
  return {
    info: { title: `Purchase order ${order.purchaseOrderNumber as string}` },
    pageMargins: [36, 36, 36, 36],
    content: [
      ...companyBlock(company, logo),
      { text: 'PURCHASE ORDER', fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
      { columns: details.map((column) => ({ text: column.join('\n') })), margin: [0, 0, 0, 8] },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto'],
          body: [['Item', 'Qty', 'Unit Cost', 'Amount'].map((h) => ({ text: h, bold: true })), ...lines],
        },
        layout: 'lightHorizontalLines',
      },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            [
              { text: 'Total', bold: true },
              { ...money(order.total), bold: true },
            ],
          ],
        },
        layout: 'noBorders',
        margin: [250, 8, 0, 0],
      },
      ...(order.notes ? [{ text: order.notes as string, margin: [0, 12, 0, 0] } as Content] : []),
    ],
  };
}

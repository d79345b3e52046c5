import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Row } from '../../platform/resource/define';

const peso = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pesos = (v: unknown) => peso.format(Number(v));
const day = (ymd: string) => new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en-PH', { timeZone: 'UTC', dateStyle: 'long' });

const RESOLUTION_LABELS: Record<string, string> = {
  REFUND: 'Refund',
  REPLACE: 'Replacement',
  REPAIR: 'Repair',
  STORE_CREDIT: 'Store credit',
};

type Line = Record<string, unknown>;

/** Where a line's goods went, as the slip says it. */
function destination(line: Line): string {
  if (line.resolution === 'REPAIR') return 'For repair';
  if (line.writeOff) return 'Written off';
  const location = line.restockLocation as { name?: string } | null | undefined;
  return location?.name ? `Back to ${location.name}` : 'Back to stock';
}

/**
 * The return order (print-return-order) as a PDF: A4, or 80 mm wide on a receipt roll. The shop
 * (company profile), RETURN ORDER with number, date and status, the customer and sale, each line
 * (product, serials, quantity, reason, condition, resolution, where it went, amount), the money
 * (refund, credit, store credit) and signature lines for the shop and the customer.
 */
export function rmaPdfDefinition({
  rma,
  company,
  format,
}: {
  rma: Row & Record<string, unknown>;
  company: Record<string, string | null>;
  format: 'a4' | '80mm';
}): TDocumentDefinitions {
  const narrow = format === '80mm';
  const customer = (rma.customer ?? {}) as Record<string, string | null>;
  const lines = (rma.lines ?? []) as Line[];
  const small = narrow ? 7 : 8;
  const lineText = (l: Line) => {
    const serials = (l.serialNumbers as string[]).length > 0 ? `\nS/N ${(l.serialNumbers as string[]).join(', ')}` : '';
    const replaced =
      (l.replacementSerialNumbers as string[]).length > 0 ? `\nReplaced by S/N ${(l.replacementSerialNumbers as string[]).join(', ')}` : '';
    return `${l.productName as string} (${l.sku as string})${serials}${replaced}\n${l.reason as string} · ${String(l.condition).toLowerCase()}`;
  };
  const rows: TableCell[][] = lines.map((l) =>
    narrow
      ? [
          { text: `${lineText(l)}\n${RESOLUTION_LABELS[l.resolution as string]} · ${destination(l)}`, fontSize: small },
          { text: `${Number(l.quantity)}`, alignment: 'right', fontSize: small },
          { text: pesos(l.amount), alignment: 'right', fontSize: small },
        ]
      : [
          { text: lineText(l), fontSize: small },
          { text: `${Number(l.quantity)} ${(l.unit as string | null) ?? ''}`.trim(), alignment: 'right', fontSize: small },
          { text: RESOLUTION_LABELS[l.resolution as string] ?? '', fontSize: small },
          { text: destination(l), fontSize: small },
          { text: pesos(l.amount), alignment: 'right', fontSize: small },
        ],
  );
  const header = narrow ? ['Item', 'Qty', 'Amount'] : ['Item', 'Qty', 'Resolution', 'Goods', 'Amount'];
  const status = rma.status as string;
  const money: TableCell[][] = [
    ['Value of returned goods', { text: pesos(rma.totalAmount), alignment: 'right' }],
    // Once resolved, what the customer got back: only the kinds of money this return moved.
    ...(status === 'RESOLVED'
      ? (
          [
            ['Refunded', rma.refundTotal],
            ['Taken off the amount owed', rma.creditTotal],
            ['Store credit', rma.storeCreditTotal],
          ] as const
        )
          .filter(([, amount]) => Number(amount) !== 0)
          .map(([label, amount]) => [label, { text: pesos(amount), alignment: 'right' }] as TableCell[])
      : []),
  ];
  const signature = (label: string): Content => ({
    stack: [
      { text: ' \n\n______________________________', fontSize: small },
      { text: label, fontSize: small },
    ],
    margin: [0, narrow ? 8 : 24, 0, 0],
  });
  const content: Content[] = [
    { text: company.company_name ?? '', fontSize: narrow ? 11 : 16, bold: true, alignment: narrow ? 'center' : 'left' },
    {
      text: [company.address, company.phone, company.email].filter(Boolean).join(' · '),
      fontSize: small,
      alignment: narrow ? 'center' : 'left',
    },
    { text: 'RETURN ORDER', fontSize: narrow ? 10 : 12, bold: true, margin: [0, 8, 0, 2], alignment: narrow ? 'center' : 'left' },
    {
      text: [
        `No. ${rma.rmaNumber as string} · ${day(rma.rmaDate as string)} · ${status}`,
        `Sale ${(rma.salesOrderNumber as string | null) ?? ''}`,
        `Customer: ${customer.customerName ?? (rma.customerName as string | null) ?? ''}${customer.contactNumber ? ` (${customer.contactNumber})` : ''}`,
        ...(status === 'REJECTED' && rma.rejectionReason ? [`Rejected: ${rma.rejectionReason as string}`] : []),
        ...(rma.notes ? [`Notes: ${rma.notes as string}`] : []),
      ].join('\n'),
      fontSize: small + 1,
      margin: [0, 0, 0, 6],
    },
    {
      table: {
        headerRows: 1,
        widths: narrow ? ['*', 'auto', 'auto'] : ['*', 'auto', 'auto', 'auto', 'auto'],
        body: [header.map((h) => ({ text: h, bold: true, fontSize: small })), ...rows],
      },
      layout: 'lightHorizontalLines',
    },
    {
      table: { widths: ['*', 'auto'], body: money },
      layout: 'noBorders',
      fontSize: small + 1,
      margin: narrow ? [0, 6, 0, 0] : [250, 8, 0, 0],
    },
    narrow
      ? { stack: [signature('Received by (shop)'), signature('Customer')] }
      : { columns: [signature('Received by (shop)'), signature('Customer')], columnGap: 40 },
  ];
  return {
    info: { title: `Return order ${rma.rmaNumber as string}` },
    pageSize: narrow ? { width: 227, height: 'auto' } : 'A4',
    pageMargins: narrow ? [8, 8, 8, 8] : [36, 36, 36, 36],
    defaultStyle: { fontSize: narrow ? 8 : 10 },
    content,
  };
}

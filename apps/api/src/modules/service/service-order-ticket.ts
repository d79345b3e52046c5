import type { Content, PageSize, TDocumentDefinitions } from 'pdfmake/interfaces';
import { shopTimeZoneOf } from '@oim/shared/schemas/company-profile';
import type { Row } from '../../platform/resource/define';
import { instantText } from '../../platform/time-zone';

export const TICKET_FORMATS = ['80mm', 'a6', 'tag'] as const;
export type TicketFormat = (typeof TICKET_FORMATS)[number];

const MM = 72 / 25.4;

/** The terms on a claim ticket while the shop has not written its own (company profile `service_terms`). */
export const DEFAULT_SERVICE_TERMS = [
  'Present this ticket to claim the item; whoever presents it may claim it.',
  'Diagnosis and repair estimates may change once the item is opened; we ask before doing more work.',
  'The deposit is applied to the final bill. Items not claimed within 60 days of the promised date may be disposed of.',
  'We are not responsible for data on the device; please keep a backup.',
];

/** The shop's own terms, one per non-blank line of the setting, or the default ones. */
export function serviceTerms(company: Record<string, string | null>): string[] {
  const own = (company.service_terms ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return own.length > 0 ? own : [...DEFAULT_SERVICE_TERMS];
}

type Ticket = Row & Record<string, unknown>;

const longDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-PH', { timeZone: 'UTC', dateStyle: 'long' });

/**
 * A job order's claim ticket (pdfmake): for the customer on an 80 mm receipt roll or A6 paper
 * (shop, number, customer, item, problem, promised date, a QR code of the number, the terms), or a
 * small tag for the item itself (number, QR, customer, item).
 */
export function serviceOrderTicketDefinition({
  order,
  company,
  format,
}: {
  order: Ticket;
  company: Record<string, string | null>;
  format: TicketFormat;
}): TDocumentDefinitions {
  const number = order.serviceOrderNumber as string;
  const customer = (order.customer as { customerName?: string; contactNumber?: string | null } | null) ?? {};
  const item = [order.itemDescription, order.brand, order.model].filter(Boolean).join(' · ');
  const promised = order.promisedDate ? longDay(order.promisedDate as string) : 'To be advised';
  const qr: Content = { qr: number, fit: format === 'tag' ? 70 : 90, alignment: 'center', margin: [0, 4, 0, 4] };
  if (format === 'tag') {
    return {
      info: { title: `Tag ${number}` },
      pageSize: { width: 80 * MM, height: 50 * MM },
      pageMargins: [8, 8, 8, 8],
      defaultStyle: { fontSize: 8 },
      content: [
        {
          columns: [
            { ...qr, width: 'auto', margin: [0, 0, 6, 0] } as Content,
            {
              width: '*',
              stack: [
                { text: number, bold: true, fontSize: 11 },
                { text: customer.customerName ?? '' },
                { text: item },
                ...(order.serialNumber ? [{ text: `Serial no. ${order.serialNumber as string}` }] : []),
                { text: `Promised ${promised}` },
              ],
            },
          ],
        },
      ],
    };
  }
  const pageSize: PageSize = format === 'a6' ? 'A6' : { width: 80 * MM, height: 'auto' };
  const field = (label: string, value: string) => ({ text: [{ text: `${label}: `, bold: true }, value], margin: [0, 1, 0, 1] }) as Content;
  return {
    info: { title: `Claim ticket ${number}` },
    pageSize,
    pageMargins: format === 'a6' ? [20, 20, 20, 20] : [10, 10, 10, 10],
    defaultStyle: { fontSize: 8 },
    content: [
      { text: company.company_name ?? '', bold: true, fontSize: 11, alignment: 'center' },
      {
        text: [company.address, company.phone, company.email].filter(Boolean).join(' · '),
        fontSize: 7,
        alignment: 'center',
      },
      { text: 'CLAIM TICKET', bold: true, fontSize: 10, alignment: 'center', margin: [0, 6, 0, 0] },
      { text: number, bold: true, fontSize: 14, alignment: 'center' },
      qr,
      field('Received', instantText(order.receivedAt as string, shopTimeZoneOf(company.time_zone))),
      field('Customer', [customer.customerName, customer.contactNumber].filter(Boolean).join(' · ')),
      field('Item', item),
      ...(order.serialNumber ? [field('Serial no.', order.serialNumber as string)] : []),
      ...(order.accessoriesReceived ? [field('Accessories', order.accessoriesReceived as string)] : []),
      field('Problem', order.problemReported as string),
      field('Promised', promised),
      ...(Number(order.deposit) > 0
        ? [field('Deposit', `PHP ${Number(order.deposit).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`)]
        : []),
      { text: 'Terms', bold: true, margin: [0, 6, 0, 2] },
      // A fresh array: pdfmake writes its layout into the nodes it is given.
      { ol: serviceTerms(company), fontSize: 7 },
    ],
  };
}

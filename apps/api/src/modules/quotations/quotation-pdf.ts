import { inArray } from 'drizzle-orm';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Tx } from '../../db/client';
import { paymentTypes } from '../../db/schema/masterfile';
import type { Row } from '../../platform/resource/define';
import { findResource } from '../../platform/resource/list';
import { shopTimeZoneOf } from '@oim/shared/schemas/company-profile';
import { addressText } from '@oim/shared/schemas/customers';
import { documentHeaderOf, formatPesos, salesDocumentPdf, totalsOf } from '../sales';
import { quotationResource } from './quotations.resource';
import { shopWhere } from '../../platform/resource/rows';

type Quotation = Row & Record<string, unknown>;
type Planned = { paymentTypeId: number; paidAmount: number; referenceNumber: string | null };

/** A calendar day (yyyy-MM-dd) as written in the Philippines: November 30, 2026. */
export function longDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-PH', { timeZone: 'UTC', dateStyle: 'long' });
}

/**
 * A quotation to send: the company header, the quotation's number, date and validity, the
 * customer (name, contact, address, TIN), its lines and totals, and its terms: until when the
 * prices hold, the payments planned, and its note.
 */
export function quotationPdfDefinition({
  quotation,
  company,
  logo,
  paymentTypeNames,
}: {
  quotation: Quotation;
  company: Record<string, string | null>;
  logo: string | null;
  paymentTypeNames: Map<number, string>;
}): TDocumentDefinitions {
  const customer = (quotation.customer ?? {}) as Record<string, string | null>;
  const prepared = (quotation.createdByUser as { displayName?: string } | null)?.displayName;
  const validUntil = longDay(quotation.validUntilDate as string);
  const planned = (quotation.payments as Planned[]).map(
    (p) =>
      `${paymentTypeNames.get(p.paymentTypeId) ?? 'Payment'} ${formatPesos(p.paidAmount)}${p.referenceNumber ? ` (${p.referenceNumber})` : ''}`,
  );
  const terms: Content[] = [
    { text: 'Terms', bold: true, margin: [0, 16, 0, 4] },
    {
      ul: [
        `This quotation is valid until ${validUntil}; prices and availability may change after that date.`,
        'Prices are in Philippine pesos. No stock is reserved until the quotation is confirmed as a sales order.',
        ...(planned.length > 0 ? [`Payment: ${planned.join('; ')}.`] : []),
      ],
    },
    ...(quotation.publicNote ? [{ text: `Notes: ${quotation.publicNote as string}`, margin: [0, 8, 0, 0] } as Content] : []),
  ];
  const status = quotation.status as string;
  return salesDocumentPdf({
    title: `Quotation ${quotation.quotationNumber as string}`,
    heading: status === 'EXPIRED' ? 'QUOTATION — EXPIRED' : status === 'CONVERTED' ? 'QUOTATION — CONFIRMED' : 'QUOTATION',
    company,
    logo,
    details: [
      [
        `No. ${quotation.quotationNumber as string}`,
        `Date ${new Date(quotation.quotationDate as string).toLocaleDateString('en-PH', { timeZone: shopTimeZoneOf(company.time_zone), dateStyle: 'long' })}`,
        `Valid until ${validUntil}`,
        ...(prepared ? [`Prepared by ${prepared}`] : []),
      ],
      [
        `Customer: ${customer.customerName ?? ''}`,
        ...(customer.contactPerson ? [`Attention: ${customer.contactPerson}`] : []),
        ...(customer.contactNumber ? [`Contact: ${customer.contactNumber}`] : []),
        ...(addressText(customer) ? [addressText(customer)] : []),
        ...(customer.tin ? [`TIN ${customer.tin}`] : []),
      ],
    ],
    lines: quotation.quotationItems as Record<string, unknown>[],
    totals: totalsOf(quotation),
    after: terms,
  });
}

/** The PDF definition of one quotation of the shop, or undefined when it has none by that id. */
export async function quotationPdf(tx: Tx, id: number): Promise<{ number: string; definition: TDocumentDefinitions } | undefined> {
  const quotation = await findResource(tx, quotationResource, id, ['customer', 'quotationItems', 'createdByUser']);
  if (!quotation) return undefined;
  const { company, logo } = await documentHeaderOf(tx, quotation.salesChannelId as number);
  const ids = [...new Set((quotation.payments as Planned[]).map((p) => p.paymentTypeId))];
  const types =
    ids.length > 0
      ? await tx
          .select({ id: paymentTypes.id, name: paymentTypes.name })
          .from(paymentTypes)
          .where(shopWhere(tx, paymentTypes, inArray(paymentTypes.id, ids)))
      : [];
  return {
    number: quotation.quotationNumber as string,
    definition: quotationPdfDefinition({ quotation, company, logo, paymentTypeNames: new Map(types.map((t) => [t.id, t.name])) }),
  };
}

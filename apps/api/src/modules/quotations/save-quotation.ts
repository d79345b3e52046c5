import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { type PosOrderItemInput, type QuotationBody } from '@oim/shared/schemas/pos';
import { QUOTATION_VALIDITY_DAYS, type GenerateSalesOrderBody } from '@oim/shared/schemas/sales';
import { sumPesos } from '@oim/shared/pos/money';
import type { Tx } from '../../db/client';
import { shopWhere } from '../../platform/resource/rows';
import { quotationItems, quotations } from '../../db/schema/sales-documents';
import { conflict, invalid, notFound, type FieldErrors } from '../../platform/errors';
import { findResource } from '../../platform/resource/list';
import { addDays, isValidDate, todayIn } from '../../platform/time-zone';
import type { SessionContext } from '../../platform/service-context';
import { nextDocumentNumber } from '../../platform/documents';
import { documentLineFields, resolveSale, type ResolvedSale } from '../sales';
import { quotationResource } from './quotations.resource';

const saleInput = (body: QuotationBody) => ({
  salesChannelId: body.salesChannelId,
  customerId: body.customerId,
  grossTotal: body.grossTotal,
  discountTotal: body.discountTotal,
  taxTotal: body.taxTotal,
  netTotal: body.netTotal,
  paidAmountTotal: body.paidAmountTotal,
  appliedDiscounts: body.appliedDiscounts ?? [],
  items: body.quotationItems,
  payments: body.payments,
});

async function writeItems(tx: Tx, tenantId: number, quotationId: number, sale: ResolvedSale): Promise<void> {
  if (sale.lines.length === 0) return;
  await tx.insert(quotationItems).values(
    sale.lines.map((line, i) => ({
      tenantId,
      quotationId,
      lineNumber: i + 1,
      ...documentLineFields(line, sale.totals.lines[i]!),
      commissionTemplateId: line.input.commissionData?.commissionTemplateId ?? null,
      commissionUserId: line.input.commissionData?.commissionUserId ?? null,
    })),
  );
}

function headerValues(sale: ResolvedSale, body: QuotationBody) {
  return {
    salesChannelId: sale.channel.id,
    customerId: sale.customerId,
    grossTotal: String(sale.totals.subTotal),
    discountTotal: String(sale.totals.discountTotal),
    taxTotal: String(sale.totals.taxTotal),
    netTotal: String(sale.totals.netTotal),
    paidAmountTotal: String(body.paidAmountTotal),
    taxed: sale.taxed,
    publicNote: body.publicNote ?? null,
    appliedDiscounts: sale.totals.orderDiscounts,
    payments: sale.payments.map((p) => ({
      paymentTypeId: p.paymentType,
      paidAmount: p.paidAmount,
      dueAmount: p.dueAmount ?? p.paidAmount,
      referenceNumber: p.referenceNumber,
      notes: p.notes,
    })),
  };
}

export function validUntil(given: string | null | undefined): string {
  if (!given) return addDays(todayIn(), QUOTATION_VALIDITY_DAYS);
  // The body's schema has read the whole text as a date already; this is its last line of defence.
  if (!isValidDate(given)) throw invalid({ validUntilDate: ['The valid until date must be a date (YYYY-MM-DD).'] });
  return given;
}

/** A quotation the shop has, not yet a sales order, valid until another day (404 otherwise). */
export async function changeValidUntil(tx: Tx, id: number, given: string): Promise<void> {
  const day = validUntil(given);
  const [row] = await tx
    .update(quotations)
    .set({ validUntilDate: day })
    .where(shopWhere(tx, quotations, and(eq(quotations.id, id), sql`${quotations.status} <> 'CONVERTED'`)))
    .returning({ id: quotations.id });
  if (!row) throw notFound('quotation');
}

/** A draft quotation marked as posted (sent to the customer); any other status is 409 saying which. */
export async function postQuotation(tx: Tx, id: number): Promise<void> {
  const quotation = await findResource(tx, quotationResource, id);
  if (!quotation) throw notFound('quotation');
  if (quotation.status !== 'DRAFT')
    throw conflict(`Only a draft quotation can be posted; this one is ${String(quotation.status).toLowerCase()}.`);
  await tx
    .update(quotations)
    .set({ status: 'POSTED', postedAt: new Date() })
    .where(shopWhere(tx, quotations, eq(quotations.id, id)));
}

export async function saveQuotation(ctx: SessionContext, body: QuotationBody, existingId: number | null): Promise<number> {
  const { tx, tenant, user } = ctx;
  const sale = await resolveSale(tx, user, saleInput(body), 'quotation');
  if (existingId !== null) {
    const [current] = await tx
      .select({ status: quotations.status })
      .from(quotations)
      .where(shopWhere(tx, quotations, eq(quotations.id, existingId)))
      .for('update');
    if (!current) throw notFound('quotation');
    if (current.status === 'CONVERTED') throw conflict('A quotation that became a sales order cannot be changed.');
    await tx
      .delete(quotationItems)
      .where(shopWhere(tx, quotationItems, and(eq(quotationItems.quotationId, existingId), isNotNull(quotationItems.bundleParentId))));
    await tx.delete(quotationItems).where(shopWhere(tx, quotationItems, eq(quotationItems.quotationId, existingId)));
    await tx
      .update(quotations)
      .set({ ...headerValues(sale, body), ...(body.validUntilDate ? { validUntilDate: validUntil(body.validUntilDate) } : {}) })
      .where(shopWhere(tx, quotations, eq(quotations.id, existingId)));
    await writeItems(tx, tenant.id, existingId, sale);
    return existingId;
  }
  const quotationNumber = await nextDocumentNumber(tx, tenant.id, 'quotation');
  const [row] = await tx
    .insert(quotations)
    .values({
      tenantId: tenant.id,
      quotationNumber,
      validUntilDate: validUntil(body.validUntilDate),
      createdBy: user.id,
      ...headerValues(sale, body),
    })
    .returning({ id: quotations.id });
  await writeItems(tx, tenant.id, row!.id, sale);
  return row!.id;
}

/**
 * The quotation as a sale payload again, to post it as an order, with what only a sale has: the
 * serial numbers of serial-tracked lines and payment reference numbers (given when converting).
 * Field errors name the sale's fields: orderItems.N (N counts the quotation's lines, bundle
 * components left out) and orderPayments.N.
 */
export async function asSale(
  { tx, user }: SessionContext,
  id: number,
  given: GenerateSalesOrderBody,
): Promise<{ sale: ResolvedSale; note: string | null }> {
  const quotation = await findResource(tx, quotationResource, id, ['quotationItems']);
  if (!quotation) throw notFound('quotation');
  const items = (quotation.quotationItems as Record<string, unknown>[]).filter((i) => i.bundleParentId === null);
  const payments = quotation.payments as {
    paymentTypeId: number;
    paidAmount: number;
    dueAmount: number;
    referenceNumber: string | null;
    notes: string | null;
  }[];
  const serials = new Map<number, string[]>();
  const errors: FieldErrors = {};
  (given?.items ?? []).forEach((item, i) => {
    if (!items.some((line) => line.id === item.id)) errors[`items.${i}.id`] = ['This is not one of the quotation’s lines.'];
    else if (serials.has(item.id)) errors[`items.${i}.id`] = ['The line is listed twice.'];
    else serials.set(item.id, item.serialNumbers);
  });
  if ((given?.payments ?? []).length > payments.length)
    errors.payments = [`The quotation plans ${payments.length} payment${payments.length === 1 ? '' : 's'}.`];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const referenceOf = (p: (typeof payments)[number], i: number) => {
    const sent = given?.payments?.[i]?.referenceNumber;
    return sent === undefined || sent === null ? p.referenceNumber : sent === '' ? null : sent;
  };
  const sale = await resolveSale(
    tx,
    user,
    {
      salesChannelId: quotation.salesChannelId as number,
      customerId: quotation.customerId as number,
      grossTotal: quotation.grossTotal as number,
      discountTotal: quotation.discountTotal as number,
      taxTotal: quotation.taxTotal as number,
      netTotal: quotation.netTotal as number,
      paidAmountTotal: sumPesos(payments.map((p) => p.paidAmount)),
      appliedDiscounts: quotation.appliedDiscounts as never,
      items: items.map((i) => ({
        productId: i.productId as number,
        orderedQuantity: i.orderedQuantity as number,
        orderedUomId: i.orderedUomId as number,
        orderedUnitPrice: i.orderedUnitPrice as number,
        lineTotal: i.lineTotal as number,
        appliedDiscounts: i.appliedDiscounts as never,
        bundleModifications: (i.bundleModifications as never[]).length > 0 ? (i.bundleModifications as never) : null,
        commissionData: i.commissionUserId
          ? { commissionTemplateId: i.commissionTemplateId as number, commissionUserId: i.commissionUserId as number }
          : null,
        serialNumbers: (serials.get(i.id as number) ?? []).map((serialNumber) => ({ serialNumber })),
        price: null,
      })) as PosOrderItemInput[],
      payments: payments.map((p, i) => ({
        paymentType: p.paymentTypeId,
        paidAmount: p.paidAmount,
        dueAmount: p.dueAmount,
        referenceNumber: referenceOf(p, i),
        notes: p.notes,
        tenderedAmount: null,
        change: null,
      })),
    },
    'order',
  );
  return { sale, note: (quotation.publicNote as string | null) ?? null };
}

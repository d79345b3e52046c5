import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import { quotationBody, type PosOrderItemInput, type QuotationBody } from '@oim/shared/schemas/pos';
import { generateSalesOrderBody, QUOTATION_VALIDITY_DAYS, type GenerateSalesOrderBody } from '@oim/shared/schemas/sales';
import type { Tx } from '../../db/client';
import { quotationItems, quotations } from '../../db/schema/sales-documents';
import type { AuthUser } from '../../platform/auth/session-user';
import { conflict, invalid, notFound, type FieldErrors } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { findResource } from '../../platform/resource/list';
import { messageDataSchema } from '../../platform/resource/schema';
import { isValidDate } from '../../platform/time-zone';
import type { Tenant } from '../../platform/tenancy';
import { nextDocumentNumber } from '../inventory/document-numbers';
import { postSale } from './complete-sale';
import { documentLineFields, resolveSale, type ResolvedSale } from './sale-lines';
import { ORDER_DETAIL } from './sales-orders';
import { quotationResource, salesOrderResource } from './sales-resources';

const QUOTATION_DETAIL = ['customer', 'salesChannel', 'quotationItems.orderedUom', 'salesOrder', 'createdByUser'];

function manilaToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
}

function addDays(ymd: string, days: number): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

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

function validUntil(given: string | null | undefined): string {
  if (!given) return addDays(manilaToday(), QUOTATION_VALIDITY_DAYS);
  const day = given.slice(0, 10);
  if (!isValidDate(day)) throw invalid({ validUntilDate: ['The valid until date must be a date.'] });
  return day;
}

type Ctx = { tx: Tx; tenant: Tenant; user: AuthUser };

async function saveQuotation(ctx: Ctx, body: QuotationBody, existingId: number | null): Promise<number> {
  const { tx, tenant, user } = ctx;
  const sale = await resolveSale(tx, user, saleInput(body), 'quotation');
  if (existingId !== null) {
    const [current] = await tx.select({ status: quotations.status }).from(quotations).where(eq(quotations.id, existingId)).for('update');
    if (!current) throw notFound('quotation');
    if (current.status === 'CONVERTED') throw conflict('A quotation that became a sales order cannot be changed.');
    await tx.delete(quotationItems).where(and(eq(quotationItems.quotationId, existingId), isNotNull(quotationItems.bundleParentId)));
    await tx.delete(quotationItems).where(eq(quotationItems.quotationId, existingId));
    await tx
      .update(quotations)
      .set({ ...headerValues(sale, body), ...(body.validUntilDate ? { validUntilDate: validUntil(body.validUntilDate) } : {}) })
      .where(eq(quotations.id, existingId));
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
async function asSale(
  tx: Tx,
  user: AuthUser,
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
      paidAmountTotal: payments.reduce((s, p) => s + Math.round(p.paidAmount * 100), 0) / 100,
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

  r.put('sales/quotations/:id/valid-until-date', {
    access: ['Edit Quotations', 'Update Quotation Status'],
    summary: 'Change how long a quotation is valid',
    params: idParam,
    body: z.object({
      validUntilDate: z
        .string({ error: 'The valid until date field is required.' })
        .regex(/^\d{4}-\d{2}-\d{2}/, { error: 'The valid until date must be a date.' }),
    }),
    response: { 200: messageDataSchema(quotationResource) },
    handler: async ({ tx, user, params, body }) => {
      const day = validUntil(body.validUntilDate);
      const [row] = await tx
        .update(quotations)
        .set({ validUntilDate: day })
        .where(and(eq(quotations.id, params.id), sql`${quotations.status} <> 'CONVERTED'`))
        .returning({ id: quotations.id });
      if (!row) throw notFound('quotation');
      return { message: 'Updated successfully.', data: (await findResource(tx, quotationResource, params.id, QUOTATION_DETAIL, user))! };
    },
  });

  r.put('sales/quotations/:id/post', {
    access: 'Update Quotation Status',
    summary: 'Mark a quotation as posted (sent to the customer)',
    params: idParam,
    response: { 200: messageDataSchema(quotationResource) },
    handler: async ({ tx, user, params }) => {
      const quotation = await findResource(tx, quotationResource, params.id);
      if (!quotation) throw notFound('quotation');
      if (quotation.status !== 'DRAFT')
        throw conflict(`Only a draft quotation can be posted; this one is ${String(quotation.status).toLowerCase()}.`);
      await tx.update(quotations).set({ status: 'POSTED', postedAt: new Date() }).where(eq(quotations.id, params.id));
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
    handler: async ({ tx, tenant, user, params, body }) => {
      const [locked] = await tx.select({ id: quotations.id }).from(quotations).where(eq(quotations.id, params.id)).for('update');
      if (!locked) throw notFound('quotation');
      const quotation = (await findResource(tx, quotationResource, params.id))!;
      if (quotation.status === 'CONVERTED') throw conflict('This quotation is already a sales order.');
      if (quotation.status === 'EXPIRED') throw conflict('This quotation has expired. Change its valid until date first.');
      const { sale, note } = await asSale(tx, user, params.id, body);
      const { id: orderId } = await postSale({ tx, tenant, user }, sale, { publicNote: note, quotationId: params.id });
      await tx.update(quotations).set({ status: 'CONVERTED', salesOrderId: orderId }).where(eq(quotations.id, params.id));
      return {
        message: 'Sales order created successfully.',
        data: (await findResource(tx, salesOrderResource, orderId, ORDER_DETAIL, user))!,
      };
    },
  });

  registerCrud(r, {
    path: 'sales/quotations',
    resource: quotationResource,
    // Spec 2.2 shows the Quotations screen to View Customer; spec 6 names View Quotations; the terminal lists them too.
    access: { list: ['View Quotations', 'Create Sales Orders', 'View Customer'], delete: 'Delete Quotations' },
    with: QUOTATION_DETAIL,
    remove: {
      before: async ({ tx }, existing) => {
        if (existing.status === 'CONVERTED') throw conflict('A quotation that became a sales order cannot be deleted.');
        await tx.delete(quotationItems).where(and(eq(quotationItems.quotationId, existing.id), isNotNull(quotationItems.bundleParentId)));
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

import { eq } from 'drizzle-orm';
import type { GenerateSalesOrderBody } from '@oim/shared/schemas/sales';
import { quotations } from '../../db/schema/sales-documents';
import { conflict, notFound } from '../../platform/errors';
import { findResource } from '../../platform/resource/list';
import { shopWhere } from '../../platform/resource/rows';
import type { SessionContext } from '../../platform/service-context';
import { postSale } from '../sales';
import { quotationResource } from './quotations.resource';
import { asSale } from './save-quotation';

/**
 * Turns a quotation into a posted sales order (only now does stock move), as the converting person
 * sells it, and marks it CONVERTED. The quotation is locked first, so two conversions queue and the
 * second finds it converted (409). Answers the new order's id.
 */
export async function convertQuotation(ctx: SessionContext, id: number, given: GenerateSalesOrderBody): Promise<number> {
  const { tx } = ctx;
  const [locked] = await tx
    .select({ id: quotations.id })
    .from(quotations)
    .where(shopWhere(tx, quotations, eq(quotations.id, id)))
    .for('update');
  if (!locked) throw notFound('quotation');
  const quotation = (await findResource(tx, quotationResource, id))!;
  if (quotation.status === 'CONVERTED') throw conflict('This quotation is already a sales order.');
  if (quotation.status === 'EXPIRED') throw conflict('This quotation has expired. Change its valid until date first.');
  const { sale, note } = await asSale(ctx, id, given);
  const { id: orderId } = await postSale(ctx, sale, { publicNote: note, quotationId: id });
  await tx
    .update(quotations)
    .set({ status: 'CONVERTED', salesOrderId: orderId })
    .where(shopWhere(tx, quotations, eq(quotations.id, id)));
  return orderId;
}

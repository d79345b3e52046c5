import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentBody } from '@oim/shared/schemas/finance';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import type { Tx } from '../../db/client';
import { payables, paymentAllocations, payments } from '../../db/schema/finance';
import { paymentTypes, suppliers } from '../../db/schema/masterfile';
import { customers } from '../../db/schema/sales';
import { receivables } from '../../db/schema/sales-documents';
import { invalid, notFound, type FieldErrors } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { todayIn } from '../../platform/time-zone';
import { nextDocumentNumber } from '../../platform/documents';
import type { ServiceContext } from '../../platform/service-context';
import { documentTable, type Side } from './documents';

/** An open document locked for paying: its id, what is left on it, and its number for messages. */
type OpenDocument = { id: number; partyId: number; balance: string; paid: string; status: string; dueDate: string };

/**
 * Records a payment and what it pays, in the caller's transaction: the documents are locked first,
 * so two payments racing for one balance are taken one after the other and the second sees what
 * the first left (never more than the balance is paid). Answers the new payment's id.
 */
export async function postPayment(ctx: ServiceContext, body: PaymentBody): Promise<number> {
  const { tx, tenantId, userId } = ctx;
  const side: Side = body.direction === 'IN' ? 'receivable' : 'payable';
  const partyId = await checkParty(tx, body);
  await checkPaymentType(tx, body);
  const total = toCentavos(body.amount);
  const given = body.allocations ?? [];
  const plan = given.length > 0 ? await lockGiven(tx, side, partyId, body) : await oldestFirst(tx, side, partyId, total);

  const paymentNumber = await nextDocumentNumber(tx, tenantId, 'payment');
  // The customer's official receipt: its own series, taken in the same transaction, so it is gap-free.
  const receiptNumber = body.direction === 'IN' ? await nextDocumentNumber(tx, tenantId, 'officialReceipt') : null;
  const [row] = await tx
    .insert(payments)
    .values({
      tenantId,
      paymentNumber,
      receiptNumber,
      direction: body.direction,
      kind: body.direction === 'IN' ? 'COLLECTION' : 'SUPPLIER_PAYMENT',
      customerId: body.direction === 'IN' ? partyId : null,
      supplierId: body.direction === 'OUT' ? partyId : null,
      paymentDate: body.paymentDate ?? todayIn(),
      paymentTypeId: body.paymentTypeId,
      referenceNumber: body.referenceNumber,
      amount: body.amount,
      notes: body.notes,
      createdBy: userId,
    })
    .returning({ id: payments.id });
  const paymentId = row!.id;
  await tx.insert(paymentAllocations).values(
    plan.map(({ document, cents }) => ({
      tenantId,
      paymentId,
      receivableId: side === 'receivable' ? document.id : null,
      payableId: side === 'payable' ? document.id : null,
      amount: toPesos(cents).toFixed(2),
    })),
  );
  for (const { document, cents } of plan) await applyToDocument(tx, side, document.id, cents);
  return paymentId;
}

/** Moves a document's paid and balance by an amount in centavos (negative when a payment is voided) and sets its status. */
export async function applyToDocument(tx: Tx, side: Side, id: number, cents: number): Promise<void> {
  const table = documentTable(side);
  const delta = toPesos(cents).toFixed(2);
  await tx
    .update(table)
    .set({
      paid: sql`${table.paid} + ${delta}::numeric`,
      balance: sql`${table.balance} - ${delta}::numeric`,
      status: sql`case when ${table.balance} - ${delta}::numeric = 0 then 'PAID' when ${table.paid} + ${delta}::numeric = 0 then 'OPEN' else 'PARTIAL' end`,
      updatedAt: new Date(),
    })
    .where(shopWhere(tx, table, eq(table.id, id)));
}

/** The customer (IN) or supplier (OUT) paid; the other one may not be named. */
async function checkParty(tx: Tx, body: PaymentBody): Promise<number> {
  const [field, other, label] =
    body.direction === 'IN' ? (['customerId', 'supplierId', 'customer'] as const) : (['supplierId', 'customerId', 'supplier'] as const);
  const id = body[field];
  const errors: FieldErrors = {};
  if (id === null) errors[field] = [`The ${label} field is required.`];
  if (body[other] !== null)
    errors[other] = [
      body.direction === 'IN' ? 'A collection is from a customer: name no supplier.' : 'A payment to a supplier names no customer.',
    ];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const table = body.direction === 'IN' ? customers : suppliers;
  const [found] = await tx
    .select({ id: table.id })
    .from(table)
    .where(shopWhere(tx, table, eq(table.id, id!)));
  if (!found) throw invalid({ [field]: [`The selected ${label} is invalid.`] });
  return id!;
}

/** Money changes hands now: an IMMEDIATE or OTHER payment type that is active, with its reference when it asks for one. */
export async function checkPaymentType(
  tx: Tx,
  body: Pick<PaymentBody, 'paymentTypeId' | 'referenceNumber'>,
  fields: { type: string; reference: string } = { type: 'paymentTypeId', reference: 'referenceNumber' },
): Promise<void> {
  const [type] = await tx
    .select({
      name: paymentTypes.name,
      category: paymentTypes.category,
      isActive: paymentTypes.isActive,
      requiresReference: paymentTypes.requiresReferenceNumber,
    })
    .from(paymentTypes)
    .where(shopWhere(tx, paymentTypes, eq(paymentTypes.id, body.paymentTypeId)));
  if (!type || !type.isActive) throw invalid({ [fields.type]: ['The selected payment type is invalid.'] });
  if (type.category !== 'IMMEDIATE' && type.category !== 'OTHER')
    throw invalid({
      [fields.type]: [`${type.name} is a credit payment type: pay with cash, e-wallet, bank transfer, cheque or the like.`],
    });
  if (type.requiresReference && body.referenceNumber === null)
    throw invalid({ [fields.reference]: [`A reference number is required for ${type.name} payments.`] });
}

type Planned = { document: OpenDocument; cents: number };

function selectDocuments(tx: Tx, side: Side) {
  const table = documentTable(side);
  const party = side === 'receivable' ? receivables.customerId : payables.supplierId;
  return {
    table,
    query: tx
      .select({ id: table.id, partyId: party, balance: table.balance, paid: table.paid, status: table.status, dueDate: table.dueDate })
      .from(table),
  };
}

/** The documents the allocations name, locked, each checked: this party's, open, and not paid past its balance. */
async function lockGiven(tx: Tx, side: Side, partyId: number, body: PaymentBody): Promise<Planned[]> {
  const key = side === 'receivable' ? 'receivableId' : 'payableId';
  const otherKey = side === 'receivable' ? 'payableId' : 'receivableId';
  const given = body.allocations!;
  const errors: FieldErrors = {};
  given.forEach((a, i) => {
    if (a[key] === null) errors[`allocations.${i}.${key}`] = [`Each allocation names the ${side} it pays.`];
    if (a[otherKey] !== null)
      errors[`allocations.${i}.${otherKey}`] = [
        side === 'receivable' ? 'A collection pays receivables, not payables.' : 'A payment to a supplier pays payables, not receivables.',
      ];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const ids = given.map((a) => a[key]!);
  const { table, query } = selectDocuments(tx, side);
  const rows = await query
    .where(shopWhere(tx, table, inArray(table.id, ids)))
    .orderBy(asc(table.id))
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Another shop's document, or none at all, is not there to pay.
  if (ids.some((id) => !byId.has(id))) throw notFound(side);
  const seen = new Set<number>();
  let sum = 0;
  const plan: Planned[] = [];
  given.forEach((a, i) => {
    const document = byId.get(a[key]!)!;
    const cents = toCentavos(a.amount);
    const field = `allocations.${i}.amount`;
    sum += cents;
    if (seen.has(document.id)) errors[`allocations.${i}.${key}`] = [`This ${side} is named twice: give it one allocation.`];
    seen.add(document.id);
    if (document.partyId !== partyId)
      errors[`allocations.${i}.${key}`] = [
        side === 'receivable' ? 'This receivable is owed by another customer.' : 'This payable is owed to another supplier.',
      ];
    else if (document.status !== 'OPEN' && document.status !== 'PARTIAL')
      errors[field] = [`This ${side} is ${document.status.toLowerCase()}: nothing is left to pay on it.`];
    else if (cents > toCentavos(document.balance))
      errors[field] = [`Only ${Number(document.balance).toFixed(2)} is left to pay on this ${side}.`];
    plan.push({ document, cents });
  });
  if (Object.keys(errors).length === 0 && sum !== toCentavos(body.amount))
    errors.amount = [`The allocations add up to ${toPesos(sum).toFixed(2)}: the amount must be the same.`];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return plan;
}

/** No allocations given: the party's open documents, oldest due first, until the amount is used up. */
async function oldestFirst(tx: Tx, side: Side, partyId: number, total: number): Promise<Planned[]> {
  const { table, query } = selectDocuments(tx, side);
  const party = side === 'receivable' ? receivables.customerId : payables.supplierId;
  // Locked in id order, as every payment locks documents, so two payments never wait on each other in a circle.
  const locked = await query
    .where(shopWhere(tx, table, and(eq(party, partyId), inArray(table.status, ['OPEN', 'PARTIAL']))))
    .orderBy(asc(table.id))
    .for('update');
  const open = locked.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.id - b.id));
  const owed = open.reduce((s, d) => s + toCentavos(d.balance), 0);
  if (total > owed)
    throw invalid({
      amount: [
        owed === 0
          ? `Nothing is open to pay${side === 'receivable' ? ' from this customer' : ' to this supplier'}.`
          : `Only ${toPesos(owed).toFixed(2)} is open${side === 'receivable' ? ' from this customer' : ' to this supplier'}: the amount may not be more.`,
      ],
    });
  const plan: Planned[] = [];
  let left = total;
  for (const document of open) {
    if (left === 0) break;
    const cents = Math.min(left, toCentavos(document.balance));
    plan.push({ document, cents });
    left -= cents;
  }
  return plan;
}

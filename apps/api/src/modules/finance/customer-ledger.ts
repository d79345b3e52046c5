import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { toCentavos, type Centavos } from '@oim/shared/pos/money';
import { dateOnly } from '@oim/shared/schemas/fields';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema/finance';
import { paymentTypes } from '../../db/schema/masterfile';
import { imports } from '../../db/schema/imports';
import { customers } from '../../db/schema/sales';
import { receivables, salesOrders } from '../../db/schema/sales-documents';
import { invalid, type FieldErrors } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { addMonths, DEFAULT_TIME_ZONE, todayIn } from '../../platform/time-zone';

/** The longest period one ledger covers, in months (two years, like the daily sales report). */
export const LEDGER_MAX_MONTHS = 24;

export const ledgerQuery = z.object({
  from: dateOnly('start date').nullish(),
  to: dateOnly('end date').nullish(),
});

export type LedgerPeriod = { from: string; to: string };

/**
 * The period of a ledger: `to` defaults to today (Manila), `from` to the first day of `to`'s month,
 * so no dates means the current month up to today. An end before the start, or more than
 * LEDGER_MAX_MONTHS, is a 422.
 */
export function ledgerPeriod(query: z.output<typeof ledgerQuery>, today = todayIn()): LedgerPeriod {
  const to = query.to ?? today;
  const from = query.from ?? `${to.slice(0, 8)}01`;
  const errors: FieldErrors = {};
  if (from > to) errors.to = ['The end date must not be before the start date.'];
  else if (to >= addMonths(from, LEDGER_MAX_MONTHS)) errors.to = [`The period may be at most ${LEDGER_MAX_MONTHS / 12} years long.`];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { from, to };
}

/**
 * What moves a customer's balance: a sale on credit or in installments (debit: what it left owing),
 * a collection (credit), and the voids of both, each on the day it was voided. A return's value
 * taken off what is owed, and store credit used later, count as collections named by their notes.
 * An opening balance (owed from before the shop moved in, brought by an import) is a debit on its
 * document's date; undoing the import voids it on the day of the undo.
 */
export type LedgerEntryKind = 'SALE' | 'SALE_VOID' | 'COLLECTION' | 'COLLECTION_VOID' | 'OPENING' | 'OPENING_VOID';

export type LedgerEvent = {
  /** The shop's day (YYYY-MM-DD) it happened on. */
  date: string;
  /** The moment, in ms since the epoch: orders the events of one day. */
  at: number;
  kind: LedgerEntryKind;
  /** SO-000012 or PAY-000003. */
  documentNumber: string;
  particulars: string;
  /** What it adds to what the customer owes (centavos; 0 for a credit). */
  debit: Centavos;
  /** What it takes off (centavos; 0 for a debit). */
  credit: Centavos;
};

export type LedgerLine = LedgerEvent & { balance: Centavos };

export type LedgerFigures = {
  opening: Centavos;
  lines: LedgerLine[];
  totalDebit: Centavos;
  totalCredit: Centavos;
  closing: Centavos;
};

// Within one moment: what was owed comes before what settled it.
const KIND_ORDER: Record<LedgerEntryKind, number> = {
  OPENING: 0,
  SALE: 0,
  COLLECTION: 1,
  COLLECTION_VOID: 2,
  SALE_VOID: 3,
  OPENING_VOID: 3,
};

/**
 * The ledger of a period from every event up to its end: the opening balance is what the events
 * before `from` left owing, then each event of the period in date order with the balance after it,
 * and the closing balance. Events after `to` are left out.
 */
export function assembleLedger(events: readonly LedgerEvent[], period: LedgerPeriod): LedgerFigures {
  const sorted = [...events].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.at - b.at ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.documentNumber.localeCompare(b.documentNumber),
  );
  let opening = 0;
  let balance = 0;
  let totalDebit = 0;
  let totalCredit = 0;
  const lines: LedgerLine[] = [];
  for (const event of sorted) {
    if (event.date > period.to) continue;
    if (event.date < period.from) {
      opening += event.debit - event.credit;
      continue;
    }
    if (lines.length === 0) balance = opening;
    balance += event.debit - event.credit;
    totalDebit += event.debit;
    totalCredit += event.credit;
    lines.push({ ...event, balance });
  }
  return { opening, lines, totalDebit, totalCredit, closing: opening + totalDebit - totalCredit };
}

/** How a sale left the customer owing, in words: on credit, in n installments, or both. */
export function saleParticulars(onCredit: boolean, installments: number): string {
  const schedule = installments > 0 ? `in ${installments} installment${installments === 1 ? '' : 's'}` : '';
  if (onCredit && schedule) return `Sale on credit and ${schedule}`;
  if (schedule) return `Sale ${schedule}`;
  return 'Sale on credit';
}

/** A collection in words: its payment type and reference. */
export function collectionParticulars(paymentTypeName: string, referenceNumber: string | null): string {
  return `Collection · ${paymentTypeName}${referenceNumber ? ` · Ref. ${referenceNumber}` : ''}`;
}

const voidParticulars = (what: string, reason: string | null) => `${what} voided${reason ? ` · ${reason}` : ''}`;

type SaleRow = {
  number: string;
  date: string;
  soldAt: Date | string;
  amount: string;
  onCredit: boolean;
  installments: number | null;
  voidDate: string | null;
  voidedAt: Date | string | null;
  voidReason: string | null;
};

type CollectionRow = {
  number: string;
  /** COLLECTION, or CREDIT: a return's value taken off what is owed, or store credit used later. */
  kind: string;
  notes: string | null;
  date: string;
  createdAt: Date | string;
  amount: string;
  typeName: string;
  referenceNumber: string | null;
  voidDate: string | null;
  voidedAt: Date | string | null;
  voidReason: string | null;
};

type OpeningRow = {
  /** Its old document's reference, else the import's number. */
  number: string;
  date: string;
  createdAt: Date | string;
  amount: string;
  voidDate: string | null;
  voidedAt: Date | string | null;
};

const ms = (value: Date | string) => new Date(value).getTime();

/** The particulars of an opening balance's line. */
export const OPENING_PARTICULARS = 'Opening balance';

/** The events of the rows read: a sale and its void, a collection and its void, an opening balance and its void. */
export function ledgerEvents(
  sales: readonly SaleRow[],
  collections: readonly CollectionRow[],
  openings: readonly OpeningRow[] = [],
): LedgerEvent[] {
  const events: LedgerEvent[] = [];
  for (const o of openings) {
    const owed = toCentavos(o.amount);
    events.push({
      date: o.date,
      at: ms(o.createdAt),
      kind: 'OPENING',
      documentNumber: o.number,
      particulars: OPENING_PARTICULARS,
      debit: owed,
      credit: 0,
    });
    if (o.voidDate && o.voidedAt)
      events.push({
        date: o.voidDate,
        at: ms(o.voidedAt),
        kind: 'OPENING_VOID',
        documentNumber: o.number,
        particulars: voidParticulars(OPENING_PARTICULARS, 'import undone'),
        debit: 0,
        credit: owed,
      });
  }
  for (const s of sales) {
    const owed = toCentavos(s.amount);
    const particulars = saleParticulars(s.onCredit, Number(s.installments ?? 0));
    events.push({ date: s.date, at: ms(s.soldAt), kind: 'SALE', documentNumber: s.number, particulars, debit: owed, credit: 0 });
    if (s.voidDate && s.voidedAt)
      events.push({
        date: s.voidDate,
        at: ms(s.voidedAt),
        kind: 'SALE_VOID',
        documentNumber: s.number,
        particulars: voidParticulars('Sale', s.voidReason),
        debit: 0,
        credit: owed,
      });
  }
  for (const c of collections) {
    const paid = toCentavos(c.amount);
    // A credit is no money collected: it says what it was ("Store credit of RMA-000003 used").
    const credit = c.kind === 'CREDIT';
    events.push({
      date: c.date,
      at: ms(c.createdAt),
      kind: 'COLLECTION',
      documentNumber: c.number,
      particulars: credit ? (c.notes ?? 'Credit for returned goods') : collectionParticulars(c.typeName, c.referenceNumber),
      debit: 0,
      credit: paid,
    });
    if (c.voidDate && c.voidedAt)
      events.push({
        date: c.voidDate,
        at: ms(c.voidedAt),
        kind: 'COLLECTION_VOID',
        documentNumber: c.number,
        particulars: voidParticulars(credit ? 'Store credit use' : 'Collection', c.voidReason),
        debit: paid,
        credit: 0,
      });
  }
  return events;
}

export type LedgerCustomer = {
  id: number;
  customerName: string;
  contactPerson: string | null;
  contactNumber: string | null;
  email: string | null;
  tin: string | null;
  address: string;
};

export type CustomerLedger = LedgerFigures & { customer: LedgerCustomer; period: LedgerPeriod };

const shopDay = (column: unknown) => sql<string | null>`((${column} at time zone ${sql.raw(`'${DEFAULT_TIME_ZONE}'`)})::date)::text`;

/**
 * A customer's ledger for a period (undefined when the shop has no such customer). Every sale that
 * left the customer owing counts with the receivables it has now: a receivable an edit of its sale
 * replaced (its payment line gone, kept VOIDED only for its history of voided collections) is left
 * out, since the sale's current receivables stand for it from the sale's day. Collections count on
 * their payment date; a void of either counts on the shop's day it was voided.
 */
export async function customerLedger(tx: Tx, customerId: number, period: LedgerPeriod): Promise<CustomerLedger | undefined> {
  const [customer] = await tx
    .select()
    .from(customers)
    .where(shopWhere(tx, customers, eq(customers.id, customerId)));
  if (!customer) return undefined;
  const sales = await tx
    .select({
      number: salesOrders.salesOrderNumber,
      date: sql<string>`min(${receivables.documentDate})::text`,
      soldAt: salesOrders.salesOrderDate,
      amount: sql<string>`sum(${receivables.amount})`,
      onCredit: sql<boolean>`bool_or(${receivables.paymentCategory} = 'TRADE_CREDIT')`,
      installments: sql<number>`(count(*) filter (where ${receivables.paymentCategory} = 'INSTALLMENT'))::int`,
      voidDate: sql<string | null>`case when ${salesOrders.status} = 'VOIDED' then ${shopDay(salesOrders.voidedAt)} end`,
      voidedAt: salesOrders.voidedAt,
      voidReason: salesOrders.voidReason,
    })
    .from(receivables)
    .innerJoin(salesOrders, and(eq(salesOrders.tenantId, receivables.tenantId), eq(salesOrders.id, receivables.salesOrderId)))
    .where(
      shopWhere(
        tx,
        receivables,
        and(eq(receivables.customerId, customerId), isNotNull(receivables.paymentId), lte(receivables.documentDate, period.to)),
      ),
    )
    .groupBy(salesOrders.tenantId, salesOrders.id);
  // Opening balances: no sale; a VOIDED one was voided by undoing its import (its last change).
  const openings = await tx
    .select({
      number: sql<string>`coalesce(${receivables.reference}, ${imports.importNumber}, '')`,
      date: sql<string>`${receivables.documentDate}::text`,
      createdAt: receivables.createdAt,
      amount: receivables.amount,
      voidDate: sql<string | null>`case when ${receivables.status} = 'VOIDED' then ${shopDay(receivables.updatedAt)} end`,
      voidedAt: sql<string | null>`case when ${receivables.status} = 'VOIDED' then ${receivables.updatedAt} end`,
    })
    .from(receivables)
    .leftJoin(imports, and(eq(imports.tenantId, receivables.tenantId), eq(imports.id, receivables.importId)))
    .where(
      shopWhere(
        tx,
        receivables,
        and(eq(receivables.customerId, customerId), isNull(receivables.salesOrderId), lte(receivables.documentDate, period.to)),
      ),
    );
  const collections = await tx
    .select({
      number: payments.paymentNumber,
      kind: payments.kind,
      notes: payments.notes,
      date: sql<string>`${payments.paymentDate}::text`,
      createdAt: payments.createdAt,
      amount: payments.amount,
      typeName: paymentTypes.name,
      referenceNumber: payments.referenceNumber,
      voidDate: sql<string | null>`case when ${payments.status} = 'VOIDED' then ${shopDay(payments.voidedAt)} end`,
      voidedAt: payments.voidedAt,
      voidReason: payments.voidReason,
    })
    .from(payments)
    .innerJoin(paymentTypes, and(eq(paymentTypes.tenantId, payments.tenantId), eq(paymentTypes.id, payments.paymentTypeId)))
    .where(
      shopWhere(tx, payments, and(eq(payments.direction, 'IN'), eq(payments.customerId, customerId), lte(payments.paymentDate, period.to))),
    );
  const address = [customer.addressLineOne, customer.addressLineTwo, customer.city, customer.state, customer.zipCode, customer.country]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');
  return {
    customer: {
      id: customer.id,
      customerName: customer.customerName,
      contactPerson: customer.contactPerson,
      contactNumber: customer.contactNumber,
      email: customer.email,
      tin: customer.tin,
      address,
    },
    period,
    ...assembleLedger(ledgerEvents(sales, collections, openings), period),
  };
}

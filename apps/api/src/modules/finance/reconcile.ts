import { sql } from 'drizzle-orm';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import type { Tx } from '../../db/client';
import { todayIn } from '../../platform/time-zone';
import { aging } from './aging';
import type { Side } from './documents';

/** One place where the books disagree with themselves: what was expected there, and what was found. */
export type BookDifference = {
  /** The shop's slug. */
  shop: string;
  kind: string;
  /** The document, or the product at a location, that differs. */
  subject: string;
  expected: string;
  found: string;
};

/** How much one reconcile looked at. */
export type BooksChecked = { documents: number; stockRows: number };

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(result: Promise<Rows<T>>): Promise<T[]> => (await result).rows;

/**
 * Checks the books of every shop the transaction can see (under a tenant's transaction, that shop
 * alone: row-level security confines every statement). Answers every difference; none when the
 * books reconcile:
 * - each receivable and payable: paid = Σ its allocations whose payment is POSTED; balance =
 *   amount − paid (0 once VOIDED); status PAID when nothing is left, OPEN when nothing is paid,
 *   PARTIAL otherwise; a VOIDED one has no standing allocation;
 * - each POSTED payment: Σ its allocations = its amount (a REFUND allocates nothing); an IN payment
 *   allocates only receivables of its customer, an OUT one only payables of its supplier;
 * - each return (RMA): what it refunded, credited and kept as store credit = its posted REFUND and
 *   CREDIT payments and its customer credit, and adds up to the value of its REFUND and
 *   STORE_CREDIT lines once RESOLVED (nothing before); no sale line has more returned than it sold;
 * - each job order's standing deposit refund: of a CANCELLED order, to its customer, for exactly its deposit;
 * - each supplier return: its credit = its posted SUPPLIER_CREDIT payments, its total = its lines =
 *   credit + supplier credit; no receipt line has more sent back than it brought;
 * - each customer's (supplier's) open balance = its total in the aging;
 * - on hand = Σ the stock ledger for every product and location.
 */
export async function reconcileBooks(tx: Tx): Promise<BookDifference[]> {
  return [
    ...(await documentDifferences(tx, 'receivable')),
    ...(await documentDifferences(tx, 'payable')),
    ...(await paymentTotalDifferences(tx)),
    ...(await allocationPartyDifferences(tx)),
    ...(await returnDifferences(tx)),
    ...(await depositRefundDifferences(tx)),
    ...(await agingDifferences(tx, 'receivable')),
    ...(await agingDifferences(tx, 'payable')),
    ...(await stockDifferences(tx)),
  ];
}

/** How many documents (receivables, payables, payments) and stock rows a reconcile looks at. */
export async function countBooks(tx: Tx): Promise<BooksChecked> {
  const [row] = await rowsOf(
    tx.execute<{ documents: number; stock_rows: number }>(sql`
      select ((select count(*) from receivables) + (select count(*) from payables) + (select count(*) from payments))::int as documents,
             (select count(*)::int from stock_levels) as stock_rows`),
  );
  return { documents: row!.documents, stockRows: row!.stock_rows };
}

type DocumentRow = {
  shop: string;
  id: number;
  number: string | null;
  amount: string;
  paid: string;
  balance: string;
  status: string;
  posted: string;
  expected_balance: string;
  expected_status: string;
  paid_differs: boolean;
  balance_differs: boolean;
};

/** Receivables (or payables) whose paid, balance or status do not follow from their posted allocations. */
async function documentDifferences(tx: Tx, side: Side): Promise<BookDifference[]> {
  const receivable = side === 'receivable';
  const table = sql.raw(receivable ? 'receivables' : 'payables');
  const key = sql.raw(receivable ? 'receivable_id' : 'payable_id');
  // The sale's number, with "/n" for an installment of several (an opening balance: its reference); our receipt's number for a payable.
  const number = receivable
    ? sql`coalesce((select o.sales_order_number || case when d.installment_count > 1 then '/' || d.installment_number else '' end
             from sales_orders o where o.tenant_id = d.tenant_id and o.id = d.sales_order_id), d.reference)`
    : sql`d.source_number`;
  const rows = await rowsOf(
    tx.execute<DocumentRow>(sql`
      with posted as (
        select a.tenant_id, a.${key} as id, sum(a.amount) as posted
          from payment_allocations a
          join payments p on p.tenant_id = a.tenant_id and p.id = a.payment_id
         where p.status = 'POSTED' and a.${key} is not null
         group by a.tenant_id, a.${key}),
      checked as (
        select d.*, coalesce(x.posted, 0) as posted_sum
          from ${table} d
          left join posted x on x.tenant_id = d.tenant_id and x.id = d.id)
      select t.slug as shop, d.id, ${number} as number, d.amount::text, d.paid::text, d.balance::text, d.status,
             d.posted_sum::numeric(14, 2)::text as posted,
             (case when d.status = 'VOIDED' then 0 else d.amount - d.posted_sum end)::numeric(14, 2)::text as expected_balance,
             case when d.status = 'VOIDED' then 'VOIDED'
                  when d.amount - d.posted_sum = 0 then 'PAID'
                  when d.posted_sum = 0 then 'OPEN'
                  else 'PARTIAL' end as expected_status,
             d.paid <> d.posted_sum as paid_differs,
             d.balance <> case when d.status = 'VOIDED' then 0 else d.amount - d.posted_sum end as balance_differs
        from checked d
        join tenants t on t.id = d.tenant_id
       where d.paid <> d.posted_sum
          or d.balance <> case when d.status = 'VOIDED' then 0 else d.amount - d.posted_sum end
          or d.status <> case when d.status = 'VOIDED' then 'VOIDED'
                              when d.amount - d.posted_sum = 0 then 'PAID'
                              when d.posted_sum = 0 then 'OPEN'
                              else 'PARTIAL' end
          or (d.status = 'VOIDED' and d.posted_sum <> 0)
       order by t.slug, d.id`),
  );
  const differences: BookDifference[] = [];
  for (const r of rows) {
    const subject = `${side} ${r.id}${r.number ? ` (${r.number})` : ''}`;
    const add = (kind: string, expected: string, found: string) => differences.push({ shop: r.shop, kind, subject, expected, found });
    if (r.paid_differs) add(`${side} paid = Σ posted allocations`, r.posted, r.paid);
    if (r.balance_differs) add(`${side} balance = amount − paid`, r.expected_balance, r.balance);
    if (r.status !== r.expected_status) add(`${side} status`, r.expected_status, r.status);
    if (r.status === 'VOIDED' && toCentavos(r.posted) !== 0) add(`voided ${side} has no standing allocation`, '0.00', r.posted);
  }
  return differences;
}

/** POSTED payments whose allocations do not add up to their amount. */
async function paymentTotalDifferences(tx: Tx): Promise<BookDifference[]> {
  const rows = await rowsOf(
    tx.execute<{ shop: string; number: string; amount: string; allocated: string }>(sql`
      select t.slug as shop, p.payment_number as number,
             (case when p.kind in ('REFUND', 'DEPOSIT_REFUND') then 0 else p.amount end)::numeric(14, 2)::text as amount,
             coalesce(sum(a.amount), 0)::numeric(14, 2)::text as allocated
        from payments p
        join tenants t on t.id = p.tenant_id
        left join payment_allocations a on a.tenant_id = p.tenant_id and a.payment_id = p.id
       where p.status = 'POSTED'
       group by t.slug, p.id, p.payment_number, p.amount, p.kind
      -- A refund pays money back for returned goods (or a cancelled job order's deposit): it settles no document.
      having (case when p.kind in ('REFUND', 'DEPOSIT_REFUND') then 0 else p.amount end) <> coalesce(sum(a.amount), 0)
       order by t.slug, p.id`),
  );
  return rows.map((r) => ({
    shop: r.shop,
    kind: 'payment amount = Σ its allocations',
    subject: `payment ${r.number}`,
    expected: r.amount,
    found: r.allocated,
  }));
}

/** Posted deposit refunds that do not pay back exactly a cancelled job order's deposit to its customer. */
async function depositRefundDifferences(tx: Tx): Promise<BookDifference[]> {
  const rows = await rowsOf(
    tx.execute<{ shop: string; number: string; order: string | null; kind: string; expected: string; found: string }>(sql`
      select t.slug as shop, p.payment_number as number, o.service_order_number as order,
             case when o.id is null then 'deposit refund names a job order'
                  when o.status <> 'CANCELLED' then 'deposit refund of a cancelled job order'
                  when o.customer_id <> p.customer_id then 'deposit refund paid to the job order’s customer'
                  else 'deposit refund = the job order’s deposit' end as kind,
             case when o.id is null then 'a job order'
                  when o.status <> 'CANCELLED' then 'CANCELLED'
                  when o.customer_id <> p.customer_id then 'customer ' || o.customer_id
                  else o.deposit::text end as expected,
             case when o.id is null then 'none'
                  when o.status <> 'CANCELLED' then o.status
                  when o.customer_id <> p.customer_id then 'customer ' || p.customer_id
                  else p.amount::text end as found
        from payments p
        join tenants t on t.id = p.tenant_id
        left join service_orders o on o.tenant_id = p.tenant_id and o.id = p.service_order_id
       where p.kind = 'DEPOSIT_REFUND' and p.status = 'POSTED'
         and (o.id is null or o.status <> 'CANCELLED' or o.customer_id <> p.customer_id or o.deposit <> p.amount)
       order by t.slug, p.id`),
  );
  return rows.map((r) => ({
    shop: r.shop,
    kind: r.kind,
    subject: `payment ${r.number}${r.order ? ` (${r.order})` : ''}`,
    expected: r.expected,
    found: r.found,
  }));
}

/** Allocations of posted payments that pay a document of the wrong side, or of another customer or supplier than their payment's. */
async function allocationPartyDifferences(tx: Tx): Promise<BookDifference[]> {
  const rows = await rowsOf(
    tx.execute<{ shop: string; number: string; allocation: number; expected: string; found: string }>(sql`
      select t.slug as shop, p.payment_number as number, a.id as allocation,
             case when p.direction = 'IN' then 'a receivable of customer ' || p.customer_id
                  else 'a payable of supplier ' || p.supplier_id end as expected,
             case when a.receivable_id is not null then 'receivable ' || a.receivable_id || ' of customer ' || coalesce(r.customer_id::text, '?')
                  else 'payable ' || a.payable_id || ' of supplier ' || coalesce(b.supplier_id::text, '?') end as found
        from payment_allocations a
        join payments p on p.tenant_id = a.tenant_id and p.id = a.payment_id
        join tenants t on t.id = a.tenant_id
        left join receivables r on r.tenant_id = a.tenant_id and r.id = a.receivable_id
        left join payables b on b.tenant_id = a.tenant_id and b.id = a.payable_id
       -- A voided payment's allocations are history: the document may since have moved to another
       -- party (an expense's supplier changed once nothing stood paid on it).
       where p.status = 'POSTED'
         and ((p.direction = 'IN' and (r.id is null or r.customer_id is distinct from p.customer_id))
          or (p.direction = 'OUT' and (b.id is null or b.supplier_id is distinct from p.supplier_id)))
       order by t.slug, a.id`),
  );
  return rows.map((r) => ({
    shop: r.shop,
    kind: 'allocation pays its payment’s party',
    subject: `payment ${r.number}, allocation ${r.allocation}`,
    expected: r.expected,
    found: r.found,
  }));
}

/**
 * Each return's money against its payments and customer credit and the value of its lines; and
 * each sale line's units returned for good (in RMAs not rejected, less those a resolved REPLACE or
 * REPAIR gave back) against what it sold.
 */
async function returnDifferences(tx: Tx): Promise<BookDifference[]> {
  const money = await rowsOf(
    tx.execute<{ shop: string; number: string; kind: string; expected: string; found: string }>(sql`
      with r as (
        select m.tenant_id, m.id, m.rma_number, m.status,
               m.refund_total, m.credit_total, m.store_credit_total,
               coalesce((select sum(p.amount) from payments p where p.tenant_id = m.tenant_id and p.rma_id = m.id
                           and p.kind = 'REFUND' and p.status = 'POSTED'), 0) as refunded,
               coalesce((select sum(p.amount) from payments p where p.tenant_id = m.tenant_id and p.rma_id = m.id
                           and p.kind = 'CREDIT' and p.status = 'POSTED' and p.customer_credit_id is null), 0) as credited,
               coalesce((select sum(c.amount) from customer_credits c where c.tenant_id = m.tenant_id and c.rma_id = m.id), 0) as kept,
               case when m.status = 'RESOLVED' then coalesce((select sum(i.amount) from rma_items i where i.tenant_id = m.tenant_id
                           and i.rma_id = m.id and i.resolution in ('REFUND', 'STORE_CREDIT')), 0) else 0 end as owed
          from rmas m)
      select t.slug as shop, r.rma_number as number, x.kind, x.expected::numeric(14, 2)::text as expected, x.found::numeric(14, 2)::text as found
        from r
        join tenants t on t.id = r.tenant_id
        cross join lateral (values
          ('RMA refund total = Σ its posted refunds', r.refunded, r.refund_total),
          ('RMA credit total = Σ its posted credits', r.credited, r.credit_total),
          ('RMA store credit total = its customer credit', r.kept, r.store_credit_total),
          ('RMA money = value of its refunded and credited lines', r.owed, r.refund_total + r.credit_total + r.store_credit_total)
        ) as x(kind, expected, found)
       where x.expected <> x.found
       order by t.slug, r.id`),
  );
  const lines = await rowsOf(
    tx.execute<{ shop: string; number: string; line: number; sold: string; returned: string }>(sql`
      select t.slug as shop, o.sales_order_number as number, s.line_number as line, s.ordered_quantity::text as sold,
             sum(i.quantity)::text as returned
        from rma_items i
        join rmas m on m.tenant_id = i.tenant_id and m.id = i.rma_id
        join sales_order_items s on s.tenant_id = i.tenant_id and s.id = i.sales_order_item_id
        join sales_orders o on o.tenant_id = s.tenant_id and o.id = s.sales_order_id
        join tenants t on t.id = i.tenant_id
       where m.status <> 'REJECTED' and not (m.status = 'RESOLVED' and i.resolution in ('REPLACE', 'REPAIR'))
       group by t.slug, o.sales_order_number, s.id, s.line_number, s.ordered_quantity
      having sum(i.quantity) > s.ordered_quantity
       order by t.slug, s.id`),
  );
  const supplier = await rowsOf(
    tx.execute<{ shop: string; number: string; kind: string; expected: string; found: string }>(sql`
      select t.slug as shop, r.supplier_return_number as number, x.kind, x.expected::numeric(14, 2)::text as expected,
             x.found::numeric(14, 2)::text as found
        from supplier_returns r
        join tenants t on t.id = r.tenant_id
        cross join lateral (values
          ('supplier return credit = Σ its posted supplier credits',
            coalesce((select sum(p.amount) from payments p where p.tenant_id = r.tenant_id and p.supplier_return_id = r.id
                        and p.kind = 'SUPPLIER_CREDIT' and p.status = 'POSTED'), 0), r.credit_total),
          ('supplier return total = Σ its lines', coalesce((select sum(i.line_total) from supplier_return_items i
                        where i.tenant_id = r.tenant_id and i.supplier_return_id = r.id), 0), r.total),
          ('supplier return total = credit + supplier credit', r.total, r.credit_total + r.supplier_credit_total)
        ) as x(kind, expected, found)
       where x.expected <> x.found
      union all
      select t.slug, 'customer credit ' || c.id, 'customer credit used = Σ its posted credits',
             coalesce((select sum(p.amount) from payments p where p.tenant_id = c.tenant_id and p.customer_credit_id = c.id
                         and p.status = 'POSTED'), 0)::numeric(14, 2)::text,
             (c.amount - c.balance)::numeric(14, 2)::text
        from customer_credits c
        join tenants t on t.id = c.tenant_id
       where c.amount - c.balance <> coalesce((select sum(p.amount) from payments p where p.tenant_id = c.tenant_id
                                                 and p.customer_credit_id = c.id and p.status = 'POSTED'), 0)
          or (c.status = 'USED') <> (c.balance = 0)
      union all
      select t.slug, pr.purchase_receipt_number, 'returned to the supplier ≤ received on a receipt line', l.quantity::text, sum(i.quantity)::text
        from supplier_return_items i
        join purchase_receipt_items l on l.tenant_id = i.tenant_id and l.id = i.purchase_receipt_item_id
        join purchase_receipts pr on pr.tenant_id = l.tenant_id and pr.id = l.purchase_receipt_id
        join tenants t on t.id = i.tenant_id
       group by t.slug, pr.purchase_receipt_number, l.id, l.quantity
      having sum(i.quantity) > l.quantity`),
  );
  return [
    ...supplier.map((r) => ({ shop: r.shop, kind: r.kind, subject: r.number, expected: r.expected, found: r.found })),
    ...money.map((r) => ({ shop: r.shop, kind: r.kind, subject: `RMA ${r.number}`, expected: r.expected, found: r.found })),
    ...lines.map((r) => ({
      shop: r.shop,
      kind: 'returned ≤ sold on a sale line',
      subject: `${r.number} line ${r.line}`,
      expected: `≤ ${r.sold}`,
      found: r.returned,
    })),
  ];
}

/**
 * Each customer's (supplier's) Σ open balances against the aging's total for them, as of a day no
 * open document is dated after; and each aging row's buckets add up to its total.
 */
async function agingDifferences(tx: Tx, side: Side): Promise<BookDifference[]> {
  const receivable = side === 'receivable';
  const table = sql.raw(receivable ? 'receivables' : 'payables');
  const parties = sql.raw(receivable ? 'customers' : 'suppliers');
  const party = sql.raw(receivable ? 'customer_id' : 'supplier_id');
  const label = receivable ? 'customer' : 'supplier';
  // Every customer (supplier), so one the aging lists with nothing open is seen too.
  const owed = await rowsOf(
    tx.execute<{ shop: string; party: number; balance: string; latest: string | null }>(sql`
      with open as (
        select tenant_id, ${party} as party, sum(balance) as balance, max(document_date) as latest
          from ${table}
         where status in ('OPEN', 'PARTIAL')
         group by tenant_id, ${party})
      select t.slug as shop, c.id as party, coalesce(o.balance, 0)::numeric(14, 2)::text as balance, o.latest::text as latest
        from ${parties} c
        join tenants t on t.id = c.tenant_id
        left join open o on o.tenant_id = c.tenant_id and o.party = c.id
       order by t.slug, c.id`),
  );
  const asOf = owed.reduce((latest, r) => (r.latest !== null && r.latest > latest ? r.latest : latest), todayIn());
  const aged = await aging(tx, side, { asOf, customerId: null, supplierId: null });
  const agedByParty = new Map(aged.data.map((row) => [Number('customerId' in row ? row.customerId : row.supplierId), row] as const));
  const differences: BookDifference[] = [];
  for (const r of owed) {
    const row = agedByParty.get(Number(r.party));
    const total = row ? toCentavos(row.total) : 0;
    const subject = `${label} ${r.party}`;
    if (total !== toCentavos(r.balance))
      differences.push({
        shop: r.shop,
        kind: `${label} balance = aging total`,
        subject,
        expected: r.balance,
        found: toPesos(total).toFixed(2),
      });
    if (!row) continue;
    const buckets = [row.current, row.days1To30, row.days31To60, row.days61To90, row.over90].reduce((s, x) => s + toCentavos(x), 0);
    if (buckets !== total)
      differences.push({
        shop: r.shop,
        kind: `${label} aging buckets add up to the total`,
        subject,
        expected: toPesos(total).toFixed(2),
        found: toPesos(buckets).toFixed(2),
      });
  }
  return differences;
}

/** Stock rows whose on hand is not the sum of their ledger, and ledger rows of a product and location with no stock row. */
async function stockDifferences(tx: Tx): Promise<BookDifference[]> {
  const rows = await rowsOf(
    tx.execute<{
      shop: string;
      sku: string | null;
      product: number;
      location: string | null;
      on_hand: string | null;
      ledger: string | null;
    }>(sql`
      with ledger as (
        select tenant_id, product_id, location_id, sum(quantity) as total
          from stock_movements
         group by tenant_id, product_id, location_id)
      select t.slug as shop, k.sku, coalesce(s.product_id, m.product_id) as product, l.code as location,
             s.on_hand::text as on_hand, coalesce(m.total, 0)::numeric(14, 4)::text as ledger
        from stock_levels s
        full join ledger m on m.tenant_id = s.tenant_id and m.product_id = s.product_id and m.location_id = s.location_id
        join tenants t on t.id = coalesce(s.tenant_id, m.tenant_id)
        left join products k on k.tenant_id = coalesce(s.tenant_id, m.tenant_id) and k.id = coalesce(s.product_id, m.product_id)
        left join stock_locations l on l.tenant_id = coalesce(s.tenant_id, m.tenant_id) and l.id = coalesce(s.location_id, m.location_id)
       where s.id is null or s.on_hand <> coalesce(m.total, 0)
       order by t.slug, 3, 4`),
  );
  return rows.map((r) => ({
    shop: r.shop,
    kind: 'on hand = Σ stock ledger',
    subject: `product ${r.sku ?? r.product} at ${r.location ?? '?'}`,
    expected: r.ledger ?? '0.0000',
    found: r.on_hand ?? 'no stock row',
  }));
}

import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCentavos } from '@oim/shared/pos/money';
import { reconcileBooks } from '../src/modules/finance';
import { startTestApp, type Answer, type Client, type TestApp } from './support/test-app';

/**
 * Random expenses paid in cash or owed on credit, edits that move them between the two and between
 * suppliers, voids, and supplier payments (and their voids) of their payables. Every answer is the
 * one a model kept in integer centavos predicts, every expense's payable has the model's amount,
 * paid and status, the report's total is the sum of the posted expenses, and reconcileBooks finds
 * no difference.
 */
let t: TestApp;
let admin: Client;
let shopId: number;
let cash: number;
let charge: number;
let category: number;
let suppliers: number[];

type Expense = { id: number; cents: number; credit: boolean; supplier: number; voided: boolean; paid: number };
type Payment = { id: number; expense: Expense; cents: number; voided: boolean };

const pesos = (cents: number) => cents / 100;
const expectStatus = (answer: Answer, status: number) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body.data;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = t.as('demo', (await t.login('demo')).token);
  shopId = (await t.db.asOwner((db) => db.execute<{ id: number }>(sql`select id::int from tenants where slug = 'demo'`))).rows[0]!.id;
  const types = (await admin.get('/api/masterfile/payment-types?pageSize=50')).body.data as { id: number; name: string }[];
  cash = types.find((p) => p.name === 'Cash')!.id;
  charge = types.find((p) => p.name === 'Charge')!.id;
  category = (await admin.post('/api/expenses/expense-categories', { expenseName: 'Random Costs' })).body.data.id;
  suppliers = [];
  for (const name of ['Random Power', 'Random Water'])
    suppliers.push((await admin.post('/api/masterfile/suppliers', { supplierName: name, paymentTermsDays: 7 })).body.data.id);
});
afterAll(async () => t.close());

const step = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    cents: fc.integer({ min: 1, max: 5_000_000 }),
    credit: fc.boolean(),
    supplier: fc.nat(1),
  }),
  fc.record({
    kind: fc.constant('edit' as const),
    pick: fc.nat(),
    cents: fc.integer({ min: 1, max: 5_000_000 }),
    credit: fc.boolean(),
    supplier: fc.nat(1),
  }),
  fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat(), share: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('unpay' as const), pick: fc.nat() }),
);

describe('expenses and their payables under random work', () => {
  it('answer as the model predicts, and the books reconcile', async () => {
    // Each run's expenses fall on a day of their own, so the report's total can be checked per run.
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 25 }), async (steps) => {
        run += 1;
        const day = `2024-${String(run).padStart(2, '0')}-15`;
        const expenses: Expense[] = [];
        const payments: Payment[] = [];
        const body = (cents: number, credit: boolean, supplier: number) => ({
          expenseCategoryId: category,
          amount: pesos(cents),
          paymentTypeId: credit ? charge : cash,
          supplierId: suppliers[supplier],
          expenseDate: `${day}T12:00:00+08:00`,
        });
        for (const s of steps) {
          if (s.kind === 'create') {
            const created = expectStatus(await admin.post('/api/expenses/expenses', body(s.cents, s.credit, s.supplier)), 201);
            expenses.push({ id: created.id, cents: s.cents, credit: s.credit, supplier: s.supplier, voided: false, paid: 0 });
          } else if (s.kind === 'edit' && expenses.length > 0) {
            const e = expenses[s.pick % expenses.length]!;
            const frozen = e.voided || e.paid > 0;
            expectStatus(await admin.put(`/api/expenses/expenses/${e.id}`, body(s.cents, s.credit, s.supplier)), frozen ? 409 : 200);
            if (!frozen) Object.assign(e, { cents: s.cents, credit: s.credit, supplier: s.supplier });
          } else if (s.kind === 'void' && expenses.length > 0) {
            const e = expenses[s.pick % expenses.length]!;
            const frozen = e.voided || e.paid > 0;
            expectStatus(await admin.delete(`/api/expenses/expenses/${e.id}`), frozen ? 409 : 200);
            if (!frozen) e.voided = true;
          } else if (s.kind === 'pay') {
            const open = expenses.filter((e) => e.credit && !e.voided && e.paid < e.cents);
            if (open.length === 0) continue;
            const e = open[s.pick % open.length]!;
            const payable = (await admin.get(`/api/finance/payables?sourceType=EXPENSE&sourceId=${e.id}`)).body.data[0];
            const cents = Math.max(1, Math.floor(((e.cents - e.paid) * s.share) / 100));
            const paid = expectStatus(
              await admin.post('/api/finance/payments', {
                direction: 'OUT',
                supplierId: suppliers[e.supplier],
                paymentTypeId: cash,
                amount: pesos(cents),
                allocations: [{ payableId: payable.id, amount: pesos(cents) }],
              }),
              201,
            );
            e.paid += cents;
            payments.push({ id: paid.id, expense: e, cents, voided: false });
          } else if (s.kind === 'unpay') {
            const standing = payments.filter((p) => !p.voided);
            if (standing.length === 0) continue;
            const p = standing[s.pick % standing.length]!;
            expectStatus(await admin.delete(`/api/finance/payments/${p.id}`), 200);
            p.voided = true;
            p.expense.paid -= p.cents;
          }
        }

        for (const e of expenses) {
          const stored = expectStatus(await admin.get(`/api/expenses/expenses/${e.id}`), 200);
          expect(toCentavos(stored.amount)).toBe(e.cents);
          expect(stored.status).toBe(e.voided ? 'VOIDED' : 'POSTED');
          const payable = (await admin.get(`/api/finance/payables?sourceType=EXPENSE&sourceId=${e.id}`)).body.data[0];
          if (e.credit && !e.voided) {
            expect(payable).toMatchObject({ supplierId: suppliers[e.supplier], amount: pesos(e.cents), paid: pesos(e.paid) });
            expect(payable.status).toBe(e.paid === 0 ? 'OPEN' : e.paid === e.cents ? 'PAID' : 'PARTIAL');
          } else if (payable) expect(payable.status).toBe('VOIDED');
        }
        const report = (await admin.get(`/api/reports/expense-report/category?expenseDate[between]=${day},${day}`)).body;
        expect(toCentavos(report.total)).toBe(expenses.filter((e) => !e.voided).reduce((sum, e) => sum + e.cents, 0));
        expect(await t.db.transaction(shopId, (tx) => reconcileBooks(tx))).toEqual([]);
      }),
      { numRuns: 8, endOnFailure: true },
    );
  }, 600_000);
});

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import { expenseBody, expenseUpdateBody, voidExpenseBody } from '@oim/shared/schemas/expenses';
import { notFound } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { findResource } from '../../platform/resource/list';
import { messageDataSchema } from '../../platform/resource/schema';
import { expenseResource } from './expenses.resource';
import { createExpense, updateExpense, voidExpense } from './save-expense';

/** What show, create and change answer with; the payable (finance's) is asked for with relations=payable by who may read payables. */
/** What show, create and change answer with; the payable (finance's) comes with relations=payable for who may read payables. */
export const EXPENSE_DETAIL = ['expenseCategory', 'paymentType', 'supplier', 'salesChannel', 'location', 'createdByUser', 'voidedByUser'];

export function registerExpenseRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Expenses');
  registerCrud(r, {
    path: 'expenses/expenses',
    resource: expenseResource,
    access: { list: ['View Expense', 'Create Expense'] },
    with: EXPENSE_DETAIL,
  });

  r.post('expenses/expenses', {
    access: 'Create Expense',
    summary: 'Record an expense (a cash outflow); one on a TRADE_CREDIT payment type becomes a payable to its supplier',
    body: expenseBody,
    status: 201,
    response: { 201: messageDataSchema(expenseResource) },
    handler: async ({ tx, tenant, user, body }) => {
      const id = await createExpense({ tx, tenantId: tenant.id, userId: user.id }, body);
      return { message: 'Expense created successfully.', data: (await findResource(tx, expenseResource, id, EXPENSE_DETAIL, user))! };
    },
  });

  r.put('expenses/expenses/:id', {
    access: 'Create Expense',
    summary: 'Change an expense and, for one on credit, its payable (refused while payments stand against it)',
    params: idParam,
    body: expenseUpdateBody,
    response: { 200: messageDataSchema(expenseResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      const done = await updateExpense({ tx, tenantId: tenant.id, userId: user.id }, params.id, body);
      if (!done) throw notFound('expense');
      return {
        message: 'Expense updated successfully.',
        data: (await findResource(tx, expenseResource, params.id, EXPENSE_DETAIL, user))!,
      };
    },
  });

  r.delete('expenses/expenses/:id', {
    access: 'Create Expense',
    summary: 'Void an expense and its payable (refused while payments stand against it); it stays, VOIDED with who, when and why',
    params: idParam,
    body: voidExpenseBody,
    response: { 200: z.object({ message: z.string() }) },
    handler: async ({ tx, tenant, user, params, body }) => {
      const done = await voidExpense({ tx, tenantId: tenant.id, userId: user.id }, params.id, body?.reason ?? null);
      if (!done) throw notFound('expense');
      return { message: 'Expense voided.' };
    },
  });
}

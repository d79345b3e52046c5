import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expenseCategoryBody, expenseCategoryUpdateBody } from '@oim/shared/schemas/expenses';
import { expenses } from '../../db/schema/expenses';
import { conflict } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { shopWhere } from '../../platform/resource/rows';
import { expenseCategoryResource } from './expense-categories.resource';

export function registerExpenseCategoryRoutes(app: FastifyInstance): void {
  registerCrud(createRouter(app, 'Expense categories'), {
    path: 'expenses/expense-categories',
    resource: expenseCategoryResource,
    access: {
      list: ['View Expense Category', 'Create Expense Category', 'View Expense', 'Create Expense'],
      create: 'Create Expense Category',
      update: 'Create Expense Category',
      delete: 'Create Expense Category',
    },
    create: { body: expenseCategoryBody },
    update: { body: expenseCategoryUpdateBody },
    remove: {
      // Voided expenses keep their category too: the record of what was voided stays whole.
      before: async ({ tx }, existing) => {
        const [used] = await tx
          .select({ n: count() })
          .from(expenses)
          .where(shopWhere(tx, expenses, eq(expenses.expenseCategoryId, existing.id)));
        const n = Number(used?.n ?? 0);
        if (n > 0) throw conflict(`The expense category cannot be deleted: it is used by ${n} expense${n === 1 ? '' : 's'}.`);
      },
    },
  });
}

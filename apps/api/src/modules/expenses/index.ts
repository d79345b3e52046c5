/**
 * Expenses (cash outflows): the shop's expense categories and the expenses recorded against them,
 * with photos of their receipts. An expense on credit becomes a payable (finance). Other modules
 * use only what this file exports.
 */
import type { FastifyPluginAsync } from 'fastify';
import './expenses.media';
import { registerExpenseCategoryRoutes } from './expense-categories.routes';
import { registerExpenseRoutes } from './expenses.routes';

export const expensesPlugin: FastifyPluginAsync = async (app) => {
  registerExpenseCategoryRoutes(app);
  registerExpenseRoutes(app);
};

export { setUpExpenses } from './set-up-expenses';
export { expenseResource } from './expenses.resource';

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { invalid } from '../../platform/errors';
import { cursorPages } from '../../platform/export/stream';
import { sendXlsx } from '../../platform/export/xlsx';
import { createRouter } from '../../platform/http/routes';
import { listResource, planList } from '../../platform/resource/list';
import { pageSchema, rawQuery } from '../../platform/resource/schema';
import { expenseResource } from '../expenses';
import {
  categoryTotalRow,
  expenseReportFileName,
  expenseReportWhere,
  expenseExportColumns,
  expenseExportLines,
  exportedExpense,
  exportedExpensesStatement,
  expenseSeries,
  expenseTotalsByCategory,
  readExpenseReportQuery,
  seriesRow,
  type SeriesUnit,
} from './expense-report';

const PERIOD =
  "expenseDate[between]=from,to (dates, 00:00:00–23:59:59 in the caller's timezone/timezoneOffset; default this month in Manila), " +
  'expenseCategoryId, salesChannelId; voided expenses never count';

export function registerExpenseReportRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Reports');

  r.get('reports/expense-report/category', {
    access: 'View Expense Reports',
    summary: `Expense totals per category, largest first, with each one's share (${PERIOD})`,
    query: rawQuery,
    response: { 200: z.object({ data: z.array(categoryTotalRow), total: z.number() }) },
    handler: async ({ tx, query }) => expenseTotalsByCategory(tx, readExpenseReportQuery(query)),
  });

  r.get('reports/expense-report/get-category', {
    access: 'View Expense Reports',
    summary: `One category's expenses in the period, as a list (expenseCategoryId required; ${PERIOD})`,
    query: rawQuery,
    response: { 200: pageSchema(expenseResource) },
    handler: async ({ tx, query, user }) => {
      const q = readExpenseReportQuery(query, { keepOtherFilters: true });
      // The list's own query is judged first: an unknown filter is a 400 whatever else is missing.
      planList(expenseResource, q.rest, [], user);
      if (q.expenseCategoryId === undefined) throw invalid({ expenseCategoryId: ['The expense category field is required.'] });
      return listResource(tx, expenseResource, q.rest, { extraWhere: expenseReportWhere(q), viewer: user });
    },
  });

  r.get('reports/expense-report', {
    access: 'View Expense Reports',
    summary: `The period's expenses, as a list with the list protocol's paging, sorting and relations (${PERIOD})`,
    query: rawQuery,
    response: { 200: pageSchema(expenseResource) },
    handler: async ({ tx, query, user }) => {
      const q = readExpenseReportQuery(query, { keepOtherFilters: true });
      return listResource(tx, expenseResource, q.rest, { extraWhere: expenseReportWhere(q), viewer: user });
    },
  });

  const series: [string, SeriesUnit, string][] = [
    ['daily', 'day', 'day'],
    ['weekly', 'week', 'week (from Monday)'],
    ['monthly', 'month', 'month'],
  ];
  for (const [path, unit, label] of series) {
    r.get(`reports/expense-report/${path}`, {
      access: 'View Expense Reports',
      summary: `Expense totals per ${label}, every one of the period listed with zeros (${PERIOD})`,
      query: rawQuery,
      response: { 200: z.object({ data: z.array(seriesRow) }) },
      handler: async ({ tx, query }) => ({ data: await expenseSeries(tx, readExpenseReportQuery(query), unit) }),
    });
  }

  r.get('reports/expense-report/export-excel', {
    access: 'Print Expense Reports',
    file: 'xlsx',
    summary: `The period's expenses as an .xlsx file (${PERIOD})`,
    query: rawQuery,
    handler: async ({ tx, query, reply }) => {
      const q = readExpenseReportQuery(query);
      return sendXlsx(reply, {
        fileName: expenseReportFileName(q),
        sheetName: 'Expenses',
        columns: expenseExportColumns(q),
        pages: expenseExportLines(cursorPages(tx, exportedExpensesStatement(tx, q), exportedExpense)),
      });
    },
  });
}

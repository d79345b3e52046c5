import { expenseCategories } from '../../db/schema/expenses';
import { defineResource } from '../../platform/resource/define';

export const expenseCategoryResource = defineResource({
  name: 'expenseCategories',
  label: 'expense category',
  table: expenseCategories,
  fields: {
    id: { column: expenseCategories.id, type: 'integer' },
    expenseName: { column: expenseCategories.expenseName, type: 'text', search: true },
    description: { column: expenseCategories.description, type: 'text', nullable: true, search: true },
    createdAt: { column: expenseCategories.createdAt, type: 'datetime' },
    updatedAt: { column: expenseCategories.updatedAt, type: 'datetime' },
  },
  lookup: ['id', 'expenseName'],
  defaultSort: [{ column: 'expenseName', direction: 'asc' }],
});

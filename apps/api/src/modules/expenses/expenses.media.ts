import { expenses } from '../../db/schema/expenses';
import { registerMediaOwner } from '../media';

// Expenses hold photos of their receipts; who may see and attach them.
registerMediaOwner({
  type: 'expenses',
  table: expenses,
  label: 'expense',
  collections: ['expense_receipts'],
  view: ['View Expense', 'Create Expense'],
  edit: ['Create Expense'],
});

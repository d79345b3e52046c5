import { DEFAULT_EXPENSE_CATEGORIES } from '@oim/shared/schemas/expenses';
import type { Tx } from '../../db/client';
import { expenseCategories } from '../../db/schema/expenses';

/** A new shop's expense categories: the costs most shops record. */
export async function setUpExpenses(tx: Tx, tenantId: number): Promise<void> {
  await tx.insert(expenseCategories).values(DEFAULT_EXPENSE_CATEGORIES.map((expenseName) => ({ tenantId, expenseName })));
}

import { z } from 'zod';
import { decimal, optionalText } from '@oim/shared/schemas/fields';
import type { ExpenseBody } from '@oim/shared/schemas/expenses';
import { dayText } from '@/lib/days';
import type { PaymentType } from '@/lib/reference-data/payment-types';

export type { ExpenseBody };

/** What the expense form holds: pickers keep their option, selects an id or ''. */
export type ExpenseFormValues = {
  expenseDate: Date | null;
  expenseCategory: { id: number; expenseName: string } | null;
  amount: string;
  paymentTypeId: number | '';
  referenceNumber: string;
  payee: string;
  supplier: { id: number; supplierName: string } | null;
  salesChannelId: number | '';
  locationId: number | '';
  notes: string;
  /** Only for an expense on credit; empty lets the server use the supplier's terms (or 30 days). */
  dueDate: Date | null;
};

const pickedId = (value: { id: number } | null) => (value && value.id > 0 ? value.id : null);
const idOrNull = (value: number | '') => (value === '' ? null : value);

/**
 * The form's rules, the server's own (it says the same with 422): a category, an amount over zero
 * with at most 2 decimals, a payment type, its reference number when it requires one, a payee or a
 * supplier, and a supplier for a payment on credit (a payable is owed to a supplier).
 */
export function expenseFormSchema(paymentTypes: readonly PaymentType[]) {
  return z
    .object({
      expenseDate: z.date().nullable(),
      expenseCategory: z.object({ id: z.number(), expenseName: z.string() }).nullable(),
      amount: decimal('amount', { min: 0.01 }),
      paymentTypeId: z.union([z.number(), z.literal('')]),
      referenceNumber: optionalText('reference number', 100),
      payee: optionalText('payee', 200),
      supplier: z.object({ id: z.number(), supplierName: z.string() }).nullable(),
      salesChannelId: z.union([z.number(), z.literal('')]),
      locationId: z.union([z.number(), z.literal('')]),
      notes: optionalText('notes', 2000),
      dueDate: z.date().nullable(),
    })
    .superRefine((values, ctx) => {
      if (!pickedId(values.expenseCategory))
        ctx.addIssue({ code: 'custom', path: ['expenseCategory'], message: 'The expense category field is required.' });
      const paymentType = paymentTypes.find((type) => type.id === values.paymentTypeId);
      if (!paymentType) ctx.addIssue({ code: 'custom', path: ['paymentTypeId'], message: 'The payment type field is required.' });
      if (paymentType?.requiresReferenceNumber && !values.referenceNumber)
        ctx.addIssue({ code: 'custom', path: ['referenceNumber'], message: `The reference number is required for ${paymentType.name}.` });
      if (paymentType?.category === 'TRADE_CREDIT' && !pickedId(values.supplier))
        ctx.addIssue({ code: 'custom', path: ['supplier'], message: 'A supplier is required for an expense paid on credit.' });
      if (!values.payee && !pickedId(values.supplier))
        ctx.addIssue({ code: 'custom', path: ['payee'], message: 'Enter the payee or choose a supplier.' });
    })
    .transform((values): ExpenseBody => ({
      expenseDate: values.expenseDate ? values.expenseDate.toISOString() : null,
      expenseCategoryId: pickedId(values.expenseCategory)!,
      amount: values.amount,
      paymentTypeId: values.paymentTypeId as number,
      referenceNumber: values.referenceNumber,
      payee: values.payee,
      supplierId: pickedId(values.supplier),
      salesChannelId: idOrNull(values.salesChannelId),
      locationId: idOrNull(values.locationId),
      notes: values.notes,
      ...(values.dueDate && paymentTypes.find((type) => type.id === values.paymentTypeId)?.category === 'TRADE_CREDIT'
        ? { dueDate: dayText(values.dueDate) }
        : {}),
    }));
}

import { z } from 'zod';
import { toCentavos } from '../pos/money';
import { dateOnly, decimal, flag, optionalText, requiredId, requiredText, text, updateBody } from './fields';

/** A shift is OPEN until its drawer is counted, then CLOSED. */
export const SHIFT_STATUSES = ['OPEN', 'CLOSED'] as const;
export const CASH_MOVEMENT_KINDS = ['CASH_IN', 'CASH_OUT'] as const;
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];
/** What the electronic journal holds: receipts as issued, reprints, voids, and the X and Z readings. */
export const JOURNAL_KINDS = ['RECEIPT', 'REPRINT', 'VOID', 'X_READING', 'Z_READING'] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

/** The drawer's denominations in pesos, largest first (bills, coins, then 25, 10 and 5 centavos). */
export const DENOMINATIONS = ['1000', '500', '200', '100', '50', '20', '10', '5', '1', '0.25', '0.10', '0.05'] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

/** Invoice prefixes are short and plain: letters, digits and dashes. */
const invoicePrefix = text('invoice prefix')
  .trim()
  .max(20, { error: 'The invoice prefix may not be greater than 20 characters.' })
  .regex(/^[A-Za-z0-9-]*$/, { error: 'The invoice prefix may hold only letters, digits and dashes.' });

export const posTerminalBody = z.object({
  salesChannelId: requiredId('sales channel'),
  terminalName: requiredText('terminal name', 100),
  machineIdentificationNumber: optionalText('machine identification number', 50),
  serialNumber: optionalText('serial number', 50),
  permitToUseNumber: optionalText('permit to use number', 50),
  accreditationNumber: optionalText('accreditation number', 50),
  invoicePrefix: invoicePrefix.optional().default(''),
  nextInvoiceNumber: z
    .number({ error: 'The next invoice number must be a whole number.' })
    .int({ error: 'The next invoice number must be a whole number.' })
    .min(1, { error: 'The next invoice number must be at least 1.' })
    .max(9_999_999_999, { error: 'The next invoice number may not be greater than 9999999999.' })
    .optional()
    .default(1),
  isActive: flag('active').optional().default(true),
});
export type PosTerminalBody = z.input<typeof posTerminalBody>;
export const posTerminalUpdateBody = updateBody(posTerminalBody);

export const openShiftBody = z.object({
  openingFloat: decimal('opening float'),
});

export const cashMovementBody = z.object({
  kind: z.enum(CASH_MOVEMENT_KINDS, { error: 'The kind must be CASH_IN or CASH_OUT.' }),
  amount: decimal('amount', { min: 0.01 }),
  reason: requiredText('reason', 200),
});

const pieces = z
  .number({ error: 'Each count must be a whole number of pieces.' })
  .int({ error: 'Each count must be a whole number of pieces.' })
  .min(0, { error: 'A count may not be negative.' })
  .max(1_000_000, { error: 'A count may not be greater than 1000000.' });

/** The drawer's count at close: pieces per denomination (a denomination left out is none). */
export const closeShiftBody = z.object({
  denominationCounts: z.partialRecord(z.enum(DENOMINATIONS, { error: 'Unknown denomination.' }), pieces),
});

export const journalQuery = z.object({ date: dateOnly('date') });

/** Pesos in the drawer for a count, in centavos (exact: every denomination is a whole number of centavos). */
export function countedCentavos(counts: Partial<Record<Denomination, number>>): number {
  let total = 0;
  for (const d of DENOMINATIONS) total += toCentavos(d) * (counts[d] ?? 0);
  return total;
}

/**
 * The BIR counter: terminals (pos_terminals) and their invoice series, shifts and the cash drawer
 * (pos_shifts, pos_cash_movements), and the append-only electronic journal (electronic_journal).
 * Sales calls in here while posting, reprinting and voiding; the X and Z readings build on these.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerReadingRoutes } from './readings.routes';
import { registerTerminalRoutes } from './terminals.routes';

export const posTerminalsPlugin: FastifyPluginAsync = async (app) => {
  registerTerminalRoutes(app);
  registerReadingRoutes(app);
};

// Sales: where a POS sale is rung up, its invoice number, and what its receipt prints.
export { checkSaleTerminal, numberInvoice, terminalOfSale, INVOICE_DIGITS, type SaleTerminal } from './sale-terminal';
// Sales made offline: the terminal's shift when the sale was made.
export { checkOfflineSaleTerminal, madeBeforeLastZReading } from './offline-shift';
// The journal: every receipt, reprint, void and reading as issued (readings call appendJournal too).
export { appendJournal, businessDateNow, journalOfDay, BUSINESS_TIME_ZONE, type JournalEntry } from './journal';
// Shifts: the readings read a shift's cash figures.
export { openShiftOf, shiftCash, shiftsOf, type ShiftCash } from './shifts';
export { posTerminalResource } from './terminals.resource';

import { and, eq, or, sql } from 'drizzle-orm';
import { type Tx, shopOf } from '../../db/client';
import { posShifts, posTerminals } from '../../db/schema/pos-terminals';
import { salesOrders } from '../../db/schema/sales-documents';
import { conflict, invalid } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';

/** The BIR numbers a receipt prints for a sale made at a terminal. */
export type SaleTerminal = {
  terminalId: number;
  shiftId: number;
  terminalName: string;
  machineIdentificationNumber: string | null;
  serialNumber: string | null;
  permitToUseNumber: string | null;
  accreditationNumber: string | null;
};

/** Invoice numbers are the terminal's prefix and its counter, at least 8 digits. */
export const INVOICE_DIGITS = 8;

/**
 * Checks, before a POS sale is posted, where it is rung up (one statement for the usual sale):
 * - a channel without active terminals and no terminalId: null, the sale is as before;
 * - a channel with active terminals and no terminalId: 422 (no sale escapes the series);
 * - a terminalId that is not an active terminal of this shop and channel: 422;
 * - a terminal without an open shift: 409 (the terminal asks to open one).
 * The open shift is locked FOR SHARE until the sale commits, so closing it waits for the sales
 * still being posted in it (and sales keep running side by side).
 */
export async function checkSaleTerminal(
  tx: Tx,
  input: { salesChannelId: number; terminalId?: number | null },
): Promise<{ terminalId: number; shiftId: number } | null> {
  const terminalId = input.terminalId ?? null;
  const rows = await tx
    .select({ id: posTerminals.id, channel: posTerminals.salesChannelId, active: posTerminals.isActive })
    .from(posTerminals)
    .where(
      shopWhere(
        tx,
        posTerminals,
        or(
          and(eq(posTerminals.salesChannelId, input.salesChannelId), eq(posTerminals.isActive, true)),
          terminalId === null ? sql`false` : eq(posTerminals.id, terminalId),
        ),
      ),
    )
    .limit(terminalId === null ? 1 : 1000);
  if (terminalId === null) {
    if (rows.length === 0) return null;
    throw invalid({ terminalId: ['The terminal field is required: this sales channel rings up sales at its terminals.'] });
  }
  const terminal = rows.find((r) => r.id === terminalId);
  if (!terminal || !terminal.active || terminal.channel !== input.salesChannelId)
    throw invalid({ terminalId: ['The selected terminal is invalid.'] });
  const [shift] = await tx
    .select({ id: posShifts.id })
    .from(posShifts)
    .where(shopWhere(tx, posShifts, and(eq(posShifts.terminalId, terminalId), eq(posShifts.status, 'OPEN'))))
    .for('share');
  if (!shift) throw conflict('No shift is open at this terminal: open a shift first.');
  return { terminalId, shiftId: shift.id };
}

/**
 * Gives a sale posted at a terminal the terminal's next invoice number, and records the terminal
 * and shift on it, in one statement. Call it last in the sale's transaction (as numberSale): the
 * terminal row stays locked from here to the commit, so two sales at one terminal never share a
 * number, and a posting that rolls back takes its counter step back with it (no hole).
 */
export async function numberInvoice(
  tx: Tx,
  input: { terminalId: number; shiftId: number; orderId: number },
): Promise<SaleTerminal & { invoiceNumber: string }> {
  const tenantId = shopOf(tx);
  const result = await tx.execute<{
    invoice_number: string;
    terminal_name: string;
    machine_identification_number: string | null;
    serial_number: string | null;
    permit_to_use_number: string | null;
    accreditation_number: string | null;
  }>(sql`with t as (
      update ${posTerminals} set next_invoice_number = next_invoice_number + 1, updated_at = now()
       where ${posTerminals.tenantId} = ${tenantId} and ${posTerminals.id} = ${input.terminalId}
       returning invoice_prefix || lpad((next_invoice_number - 1)::text, greatest(${INVOICE_DIGITS}, length((next_invoice_number - 1)::text)), '0') as invoice_number,
                 terminal_name, machine_identification_number, serial_number, permit_to_use_number, accreditation_number
    ), o as (
      update ${salesOrders} set terminal_id = ${input.terminalId}, shift_id = ${input.shiftId}, invoice_number = t.invoice_number
        from t where ${salesOrders.tenantId} = ${tenantId} and ${salesOrders.id} = ${input.orderId} returning 1
    )
    select t.* from t`);
  const row = result.rows[0]!;
  return {
    terminalId: input.terminalId,
    shiftId: input.shiftId,
    invoiceNumber: row.invoice_number,
    terminalName: row.terminal_name,
    machineIdentificationNumber: row.machine_identification_number,
    serialNumber: row.serial_number,
    permitToUseNumber: row.permit_to_use_number,
    accreditationNumber: row.accreditation_number,
  };
}

/** The terminal a sale was rung up at (null for a sale without one): what its receipt prints. */
export async function terminalOfSale(tx: Tx, terminalId: number | null): Promise<Omit<SaleTerminal, 'shiftId'> | null> {
  if (terminalId === null) return null;
  const [row] = await tx
    .select({
      terminalId: posTerminals.id,
      terminalName: posTerminals.terminalName,
      machineIdentificationNumber: posTerminals.machineIdentificationNumber,
      serialNumber: posTerminals.serialNumber,
      permitToUseNumber: posTerminals.permitToUseNumber,
      accreditationNumber: posTerminals.accreditationNumber,
    })
    .from(posTerminals)
    .where(shopWhere(tx, posTerminals, eq(posTerminals.id, terminalId)));
  return row ?? null;
}

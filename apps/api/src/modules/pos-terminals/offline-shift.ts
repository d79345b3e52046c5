import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { posShifts, posTerminals, posZReadings } from '../../db/schema/pos-terminals';
import { AppError, invalid } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';

/**
 * Where a sale made offline was rung up, checked when it syncs (the offline counterpart of
 * checkSaleTerminal): a channel without active terminals and no terminalId answers null; a channel
 * with them needs one (422); the terminal must be this channel's (an inactive one too: it may have
 * been retired since). The sale belongs to the shift that was open at that terminal when it was
 * made (opened at or before madeAt, not closed before it), even if that shift has closed since
 * (`closed` says so); none is 409 with code NO_SHIFT, for the terminal to park the sale.
 */
export async function checkOfflineSaleTerminal(
  tx: Tx,
  input: { salesChannelId: number; terminalId?: number | null; madeAt: Date },
): Promise<{ terminalId: number; shiftId: number; closed: boolean } | null> {
  const terminalId = input.terminalId ?? null;
  if (terminalId === null) {
    const [any] = await tx
      .select({ id: posTerminals.id })
      .from(posTerminals)
      .where(shopWhere(tx, posTerminals, and(eq(posTerminals.salesChannelId, input.salesChannelId), eq(posTerminals.isActive, true))))
      .limit(1);
    if (!any) return null;
    throw invalid({ terminalId: ['The terminal field is required: this sales channel rings up sales at its terminals.'] });
  }
  const [terminal] = await tx
    .select({ channel: posTerminals.salesChannelId })
    .from(posTerminals)
    .where(shopWhere(tx, posTerminals, eq(posTerminals.id, terminalId)));
  if (!terminal || terminal.channel !== input.salesChannelId) throw invalid({ terminalId: ['The selected terminal is invalid.'] });
  const [shift] = await tx
    .select({ id: posShifts.id, status: posShifts.status })
    .from(posShifts)
    .where(
      shopWhere(
        tx,
        posShifts,
        and(
          eq(posShifts.terminalId, terminalId),
          lte(posShifts.openedAt, input.madeAt),
          or(isNull(posShifts.closedAt), gte(posShifts.closedAt, input.madeAt)),
        ),
      ),
    )
    .orderBy(desc(posShifts.openedAt))
    .limit(1)
    // As an online sale does: closing an open shift waits for this sale.
    .for('share');
  if (!shift)
    throw new AppError('CONFLICT', 'No shift was open at this terminal when the sale was made.', undefined, undefined, {
      code: 'NO_SHIFT',
    });
  return { terminalId, shiftId: shift.id, closed: shift.status === 'CLOSED' };
}

/**
 * Whether an offline sale was made before its terminal's last Z reading: that reading is immutable,
 * so the next one counts the sale, as late. Asked once the sale holds the terminal's row (its invoice
 * number), so a Z reading made meanwhile has committed and is seen.
 */
export async function madeBeforeLastZReading(tx: Tx, terminalId: number, madeAt: Date): Promise<boolean> {
  const [last] = await tx
    .select({ at: posZReadings.createdAt })
    .from(posZReadings)
    .where(shopWhere(tx, posZReadings, eq(posZReadings.terminalId, terminalId)))
    .orderBy(desc(posZReadings.zCounter))
    .limit(1);
  return last !== undefined && madeAt.getTime() < new Date(last.at).getTime();
}

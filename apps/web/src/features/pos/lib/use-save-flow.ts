import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { SAVE_MESSAGES } from '@oim/shared/schemas/sales';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { ApiError } from '@/lib/api-client';
import { saveQuotation } from '../api/save-quotation';
import { saveSale } from '../api/save-sale';
import type { PaymentType } from '../types';
import { cartTotals, serialsNeeded, type SaveKind } from './cart';
import { usePosStore } from './pos-store';
import { buildOrderPayload, buildQuotationPayload, validateSave } from './save';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { isNetworkFailure, isOnline } from '@/lib/offline/connectivity';
import type { ReceiptData } from '@/components/receipt/receipt-data';
import { chosenTerminal } from './terminal-choice';
import { loadOfflineRuntime } from '../offline/load-offline-runtime';

export type SaveSuccess = {
  kind: SaveKind;
  id: number;
  number: string;
  edited: boolean;
  /** The terminal's invoice number of a sale rung up at a BIR terminal. */
  invoiceNumber?: string | null;
  /** A sale made offline: kept on this device under its provisional number until it syncs; its receipt is built here. */
  offline?: { receipt: ReceiptData };
  /** Cash handed over beyond what the sale's payments took: the change due to the customer, in pesos (0 when exact). */
  change?: number;
};

/** The change due on a sale's payments: what was tendered beyond each cash line's amount, added exactly. */
export function changeDue(payments: readonly { change?: number | null }[]): number {
  return toPesos(payments.reduce((sum, p) => sum + toCentavos(p.change ?? 0), 0));
}

/**
 * Stores a new sale made without a connection (features/pos/offline): the IndexedDB queue holds it
 * before this answers, so the cashier is told it is saved only once it cannot be lost.
 */
export async function saveOffline(
  payload: ReturnType<typeof buildOrderPayload>,
  paymentTypes: readonly PaymentType[] | undefined,
  /** The Idempotency-Key of an online attempt at this sale that got no answer: the sync sends it, so the server answers that sale if it was posted. */
  idempotencyKey?: string,
): Promise<SaveSuccess> {
  const { enqueueOfflineSale, localReference, offlineReceipt } = await loadOfflineRuntime();
  const state = usePosStore.getState();
  const channelId = payload.salesChannelId!;
  const terminalId = chosenTerminal(channelId);
  const { activeSalesOrderId: _edit, serviceOrderId: _job, ...sale } = payload as typeof payload & { serviceOrderId?: number };
  const queued = await enqueueOfflineSale({
    salesChannelId: channelId,
    payload: terminalId === null ? sale : { ...sale, terminalId },
    netTotal: payload.netTotal,
    customerName: (state.customer as { customerName?: string } | null)?.customerName ?? null,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
  const receipt = offlineReceipt({
    payload,
    provisionalNumber: queued.provisionalNumber,
    madeAt: queued.madeAt,
    customerName: (state.customer as { customerName?: string; isDefault?: boolean } | null)?.isDefault
      ? null
      : ((state.customer as { customerName?: string } | null)?.customerName ?? null),
    channelName: (state.salesChannel as { name?: string } | null)?.name ?? null,
    paymentTypes,
    reference: await localReference(channelId),
    lineFigures: cartTotals(state.lines, state.orderDiscounts, state.taxProfile, state.basicNecessityAllowance ?? null).lines,
  });
  return {
    kind: 'order',
    id: 0,
    number: queued.provisionalNumber,
    edited: false,
    offline: { receipt },
    change: changeDue(payload.orderPayments),
  };
}

/** What the cashier reads when the server refuses: its message, then the field messages (e.g. 409 names the product). */
export function serverErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const details = Object.values(error.errors ?? {}).flat();
    const unique = [...new Set(details)].filter((d) => d !== error.message);
    return [error.message || 'Error creating order.', ...unique].join('\n');
  }
  return 'The sale could not reach the server. Check the connection and save again: it will not be recorded twice.';
}

/**
 * Spec 5 'Saving a sale / a quotation': the checks in order (a modal message for the first that
 * fails), then the confirmation; nothing is sent on decline. A sale carries an Idempotency-Key:
 * a fresh one per attempt, the same one when that attempt is sent again after no answer came.
 */
export function useSaveFlow(paymentTypes: readonly PaymentType[] | undefined, onSaved: (saved: SaveSuccess) => void) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SaveKind | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = useRef<{ key: string; body: string } | null>(null);

  const requestSave = useCallback(
    (kind: SaveKind) => {
      const state = usePosStore.getState();
      const message = validateSave(kind, state, paymentTypes);
      if (message) {
        setError(message);
        return;
      }
      const missing = kind === 'order' ? state.lines.find((l) => l.isSerialized && l.serialNumbers.length !== serialsNeeded(l)) : undefined;
      if (missing) {
        setError(`Choose ${serialsNeeded(missing)} serial number(s) for ${missing.productName}.`);
        return;
      }
      setConfirming(kind);
    },
    [paymentTypes],
  );

  const saving = useRef(false);
  const confirm = useCallback(async () => {
    const kind = confirming;
    if (!kind || saving.current) return;
    saving.current = true;
    const state = usePosStore.getState();
    // A new sale kept on the device is stored in milliseconds: nothing is rendered before its write
    // (the ref above stops a second click), only the Sale Saved dialog after it.
    if (!(kind === 'order' && !isOnline() && !state.activeSalesOrderId && !state.serviceOrderId)) setBusy(true);
    try {
      if (kind === 'order') {
        const payload = buildOrderPayload(state);
        const body = JSON.stringify(payload);
        const key = pending.current?.body === body ? pending.current.key : newIdempotencyKey();
        // A new sale can be kept on the device (an edit or a job order's sale needs the server).
        const keepable = !payload.activeSalesOrderId && !state.serviceOrderId;
        const keepOffline = async () => {
          // The same key as the online attempt: if that post did reach the server, the sync answers its sale.
          const saved = await saveOffline(payload, paymentTypes, key);
          pending.current = null;
          // One render at once (the sale is kept): outside an event React would schedule these
          // updates as a task of their own, behind whatever else the busy page queued meanwhile.
          flushSync(() => {
            onSaved(saved);
            setConfirming(null);
            setBusy(false);
          });
        };
        if (!isOnline() && keepable) return await keepOffline();
        pending.current = { key, body };
        let saved;
        try {
          saved = await saveSale(payload, key);
        } catch (e) {
          // Sent, but no answer came (the line dropped): kept offline under the same key, never posted twice.
          if (keepable && isNetworkFailure(e)) return await keepOffline();
          throw e;
        }
        pending.current = null;
        onSaved({
          kind,
          id: saved.data.id,
          number: saved.data.salesOrderNumber,
          edited: !!payload.activeSalesOrderId,
          invoiceNumber: saved.data.invoiceNumber,
          change: changeDue(payload.orderPayments),
        });
      } else {
        const payload = buildQuotationPayload(state);
        const saved = await saveQuotation(payload);
        onSaved({ kind, id: saved.data.id, number: saved.data.quotationNumber, edited: !!payload.activeQuotationId });
      }
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: [kind === 'order' ? 'sales/sales-orders' : 'sales/quotations'] });
      void queryClient.invalidateQueries({ queryKey: ['sales', 'pos-products'] });
    } catch (e) {
      // An answer from the server ends the attempt; without one, the next try reuses its key.
      if (e instanceof ApiError && e.status < 500) pending.current = null;
      setConfirming(null);
      setError(serverErrorText(e));
    } finally {
      saving.current = false;
      setBusy(false);
    }
  }, [confirming, onSaved, queryClient, paymentTypes]);

  const texts = confirming === 'quotation' ? SAVE_MESSAGES.confirmQuotation : SAVE_MESSAGES.confirmSale;
  return {
    requestSave,
    confirm,
    cancel: useCallback(() => setConfirming(null), []),
    confirming,
    confirmTitle: texts.title,
    confirmMessage: texts.message,
    busy,
    error,
    clearError: useCallback(() => setError(null), []),
  };
}

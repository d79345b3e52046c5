import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isChannelCommissionEnabled } from '@/lib/commission-settings';
import { isFeatureFlagOn } from '@/lib/feature-flags';
import { getBundleProduct } from '../api/get-bundle-product';
import { getTieredPrice } from '../api/get-tiered-price';
import { isNetworkFailure, isOnline } from '@/lib/offline/connectivity';
import { loadOfflineRuntime } from '../offline/load-offline-runtime';
import type { CommissionData, CommissionUser, PosProduct, PosSerial } from '../types';
import { lineFromProduct, serialsNeeded, withUnit } from './cart';
import { usePosStore } from './pos-store';
import type { SerialRequest } from '@/components/serial-numbers/serial-number-dialog';

export type AddPrompts = {
  askQuantity: (product: PosProduct) => Promise<number | null>;
  askCommissionUser: (product: PosProduct) => Promise<CommissionUser | null>;
  askSerials: (request: SerialRequest) => Promise<PosSerial[] | null>;
};

/**
 * Spec 4 'Adding an item': a quantity above 1 is used as it is, otherwise asked (Cancel adds
 * nothing); a bundle is fetched whole and expanded; a service with a commission template on a
 * channel with commissions (and the commission_module flag on) asks who earns it (Cancel: added
 * without); a failure in those steps adds the item plainly. A scanned item goes straight in. The
 * quantity goes back to 1.
 */
export function useAddProduct(prompts: AddPrompts, afterAdd: () => void) {
  const queryClient = useQueryClient();
  const { askQuantity, askCommissionUser, askSerials } = prompts;
  return useCallback(
    async (product: PosProduct, { scanned }: { scanned: boolean }) => {
      const store = usePosStore.getState();
      let quantity = store.quantity;
      if (!(quantity > 1) && !scanned) {
        const answer = await askQuantity(product);
        if (answer === null) {
          afterAdd();
          return;
        }
        quantity = answer;
      }
      if (!(quantity > 0)) {
        usePosStore.getState().set({ quantity: 1 });
        afterAdd();
        return;
      }
      let line;
      try {
        const full = product.type === 'BUNDLE' ? await wholeBundle(product) : product;
        let commission: CommissionData | null = null;
        const channel = usePosStore.getState().salesChannel;
        // Commissions are a feature of their own (commission_module): off, the server drops them anyway.
        if (
          product.type === 'SERVICE' &&
          product.commissionTemplateId &&
          channel &&
          (await isFeatureFlagOn(queryClient, 'commission_module')) &&
          (await isChannelCommissionEnabled(queryClient, channel.id))
        ) {
          const user = await askCommissionUser(product);
          if (user)
            commission = {
              hasCommission: true,
              commissionTemplateId: product.commissionTemplateId,
              commissionUserId: user.id,
              commissionUser: user,
              commissionAmount: null,
            };
        }
        line = lineFromProduct(full, quantity, commission);
      } catch (error) {
        console.error('Adding the item plainly after a failure', error);
        line = lineFromProduct(product, quantity);
      }
      if (line.isSerialized) {
        const serials = await askSerials({
          productId: line.productId,
          productName: line.productName,
          needed: serialsNeeded(line),
          chosen: [],
        });
        if (serials) line = { ...line, serialNumbers: serials };
      }
      usePosStore.getState().addLines([line]);
      afterAdd();
      // Several at once (a quantity typed before the scan) may reach a price break, as a changed quantity
      // does; so may another line of a pricing group, for every line of the group.
      if (line.orderedQuantity > 1 || line.pricingGroupId !== null) await refreshTieredPrices(line.uniqueId);
    },
    [askQuantity, askCommissionUser, askSerials, afterAdd, queryClient],
  );
}

/**
 * Spec 4 'Changing the quantity': the line (and a bundle's parts) follow at once; then the tiered
 * price is asked and may replace the unit price. Its failures are ignored (spec 8).
 */
export async function changeLineQuantity(uniqueId: string, quantity: number): Promise<void> {
  usePosStore.getState().setLineQuantity(uniqueId, quantity);
  await refreshTieredPrices(uniqueId);
}

/** A line taken off the cart; the rest of its pricing group may fall back under a break it reached with it. */
export async function removeLineAndReprice(uniqueId: string): Promise<void> {
  const group = usePosStore.getState().lines.find((l) => l.uniqueId === uniqueId)?.pricingGroupId ?? null;
  usePosStore.getState().removeLine(uniqueId);
  if (group === null) return;
  const rest = usePosStore.getState().lines.filter((l) => l.pricingGroupId === group);
  await Promise.all(rest.map((l) => refreshTieredPrice(l.uniqueId)));
}

/** Another unit for the line (its price with it), then the tiered price for it. */
export async function changeLineUnit(uniqueId: string, uomId: number): Promise<void> {
  const line = usePosStore.getState().lines.find((l) => l.uniqueId === uniqueId);
  const option = line?.unitOptions?.find((o) => o.uomId === uomId);
  if (!line || !option || line.orderedUomId === uomId) return;
  usePosStore.getState().updateLine(uniqueId, (l) => withUnit(l, option));
  await refreshTieredPrices(uniqueId);
}

/**
 * The line's tiered price, and those of the other lines of its pricing group: a group's breaks count
 * the quantities of all its lines together, so one line's change may move the others across a break.
 */
async function refreshTieredPrices(uniqueId: string): Promise<void> {
  const { lines } = usePosStore.getState();
  const group = lines.find((l) => l.uniqueId === uniqueId)?.pricingGroupId ?? null;
  const affected = lines.filter((l) => l.uniqueId === uniqueId || (group !== null && l.pricingGroupId === group));
  await Promise.all(affected.map((l) => refreshTieredPrice(l.uniqueId)));
}

async function refreshTieredPrice(uniqueId: string): Promise<void> {
  const { lines } = usePosStore.getState();
  const line = lines.find((l) => l.uniqueId === uniqueId);
  if (!line) return;
  const { orderedQuantity: quantity, orderedUomId: uomId } = line;
  const othersOf = (all: typeof lines) =>
    all
      .filter((l) => l.uniqueId !== uniqueId)
      .map((l) => ({ productId: l.productId, orderedUomId: l.orderedUomId, orderedQuantity: l.orderedQuantity }));
  const groupOf = (all: typeof lines) =>
    line.pricingGroupId === null ? [] : othersOf(all.filter((l) => l.pricingGroupId === line.pricingGroupId));
  const request = {
    productId: line.productId,
    orderedUomId: uomId,
    orderedQuantity: quantity,
    orderedPricingGroupProducts: othersOf(lines),
  };
  // Offline (or no answer): the same price worked out on the device from the schedules kept for it.
  const onDevice = async () => {
    const channelId = usePosStore.getState().salesChannel?.id;
    const price = channelId
      ? await (await loadOfflineRuntime()).localTieredPrice(channelId, request, request.orderedPricingGroupProducts)
      : null;
    if (!price) throw new Error('not in the local catalogue');
    return { productId: line.productId, ...price };
  };
  try {
    const answer = !isOnline()
      ? await onDevice()
      : await getTieredPrice(request).catch((error: unknown) => {
          if (isNetworkFailure(error)) return onDevice();
          throw error;
        });
    const now = usePosStore.getState().lines;
    const current = now.find((l) => l.uniqueId === uniqueId);
    if (!current || current.orderedQuantity !== quantity || current.orderedUomId !== uomId || current.priceSource === 'manual') return;
    // Its pricing group changed meanwhile (a line added, changed or removed): that change's refresh answers.
    if (JSON.stringify(groupOf(now)) !== JSON.stringify(groupOf(lines))) return;
    const tiered = answer.appliedBreak !== null && answer.appliedBreak !== undefined;
    if (!tiered && current.priceSource !== 'tier') return;
    if (answer.unitPrice !== current.orderedUnitPrice || current.priceSource !== (tiered ? 'tier' : 'list')) {
      usePosStore
        .getState()
        .updateLine(uniqueId, (l) => ({ ...l, orderedUnitPrice: answer.unitPrice, priceSource: tiered ? 'tier' : 'list' }));
    }
  } catch {
    // Spec 8: a tiered pricing failure is silently ignored.
  }
}

/**
 * A bundle with its parts: fetched from the server, or as the local catalogue holds it when offline
 * (the offline search answers bundles with their parts).
 */
async function wholeBundle(product: PosProduct): Promise<PosProduct> {
  const local = (product.bundleProducts?.length ?? 0) > 0;
  if (local && !isOnline()) return product;
  try {
    return { ...product, ...(await getBundleProduct(product.id)) };
  } catch (error) {
    if (local) return product;
    throw error;
  }
}

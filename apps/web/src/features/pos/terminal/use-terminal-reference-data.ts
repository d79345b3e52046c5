import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isUnansweredLoad, useMySalesChannels } from '@/lib/reference-data/sales-channels';
import { usePaymentTypeOptions } from '@/lib/reference-data/payment-types';
import { defaultCustomerQuery } from '../api/get-default-customer';
import { useDiscounts } from '../api/get-discounts';
import { useTaxProfile } from '../api/get-tax-profile';
import { useTerminalShift } from '../components/terminal-shift-bar';
import { loadOfflineRuntime } from '../offline/load-offline-runtime';
import type { StoredChannel } from '../offline/local-catalogue';
import { useOfflineTerminal } from '../offline/use-offline-terminal';
import { usePosStore } from '../lib/pos-store';
import type { PosChannel, PosCustomer, ShopDiscount } from '../types';

/**
 * What the terminal sells with: the route's sales channel, its BIR terminal and shift, the payment
 * types, the shop's discounts, the default customer and the tax profile — from the server, else (no
 * connection) from what this device kept for offline sales. The channel, tax profile and default
 * customer are handed to the cart's store as they arrive.
 */
export function useTerminalReferenceData(channelId: number) {
  const { data: channels, isPending: channelsPending } = useMySalesChannels();
  const serverChannel = channels?.find((c) => c.id === channelId) ?? null;
  const offlineStatus = useOfflineTerminal(channelId > 0 ? channelId : null, serverChannel as StoredChannel | null);
  // Opened without a connection and without the channels kept by the service worker (lost right after
  // the terminal first opened): the channel as this device stored it for offline sales.
  const channelsUnanswered = isUnansweredLoad(channels);
  const keptChannel = channelsUnanswered ? ((offlineStatus.readiness?.channel ?? null) as PosChannel | null) : null;
  const channel: PosChannel | null = (serverChannel as PosChannel | null) ?? keptChannel;
  // The BIR terminal this device is and its shift (a channel without terminals has none).
  const terminalShift = useTerminalShift(channel?.id ?? null);
  const paymentTypesQuery = usePaymentTypeOptions();
  const discountsQuery = useDiscounts();
  const defaultCustomer = useQuery(defaultCustomerQuery);
  // What got no answer and was not kept by the service worker comes from the reference data kept for offline sales.
  const keptReference = useQuery({
    queryKey: ['pos', 'offline-reference', channelId],
    queryFn: async () => (await (await loadOfflineRuntime()).localReference(channelId)) ?? null,
    enabled: channelId > 0 && (paymentTypesQuery.isError || discountsQuery.isError || (defaultCustomer.isSuccess && !defaultCustomer.data)),
    staleTime: Infinity,
  });
  const paymentTypes = paymentTypesQuery.data ?? (keptReference.data?.paymentTypes as typeof paymentTypesQuery.data);
  const discounts = discountsQuery.data ?? (keptReference.data?.discounts as ShopDiscount[] | undefined);
  const discountsPending = discountsQuery.isPending;
  const startingCustomer = (defaultCustomer.data ?? keptReference.data?.defaultCustomer ?? null) as PosCustomer | null;

  // The channel's tax profile decides how totals are worked out (VAT shops) and what the receipt prints.
  const loadedTaxProfile = useTaxProfile(channel?.id ?? null).data;
  useEffect(() => {
    if (loadedTaxProfile && usePosStore.getState().taxProfile !== loadedTaxProfile)
      usePosStore.getState().set({ taxProfile: loadedTaxProfile });
  }, [loadedTaxProfile]);

  // The channel of the route is the sale's channel.
  useEffect(() => {
    if (channel && usePosStore.getState().salesChannel?.id !== channel.id) usePosStore.getState().set({ salesChannel: channel });
  }, [channel]);

  // Spec 4: the default customer, else customer 1, else none; its payment type, else type 1.
  useEffect(() => {
    if (defaultCustomer.isSuccess) usePosStore.getState().setDefaultCustomer(startingCustomer);
  }, [defaultCustomer.isSuccess, startingCustomer]);

  return { channel, channelsPending, channelsUnanswered, offlineStatus, terminalShift, paymentTypes, discounts, discountsPending };
}

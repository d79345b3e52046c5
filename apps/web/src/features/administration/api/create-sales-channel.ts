import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SALES_CHANNELS_RESOURCE, type SalesChannel, type Saved } from '../types';
import type { SalesChannelFormValues } from '../components/sales-channel-form-schema';
import { invalidateAdministration, invalidateSignedInAccess } from './invalidate';

export function createSalesChannel(body: SalesChannelFormValues): Promise<Saved<SalesChannel>> {
  return api.post<Saved<SalesChannel>>(SALES_CHANNELS_RESOURCE, body);
}

/** The signed-in user may be among the channel's users, so their own channel list is asked again. */
export function useCreateSalesChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSalesChannel,
    onSuccess: () => Promise.all([invalidateAdministration(queryClient), invalidateSignedInAccess(queryClient)]),
  });
}

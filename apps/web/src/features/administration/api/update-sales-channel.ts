import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SALES_CHANNELS_RESOURCE, type SalesChannel, type Saved } from '../types';
import type { SalesChannelFormValues } from '../components/sales-channel-form-schema';
import { invalidateAdministration, invalidateSignedInAccess } from './invalidate';

export function updateSalesChannel({ id, body }: { id: number; body: SalesChannelFormValues }): Promise<Saved<SalesChannel>> {
  return api.put<Saved<SalesChannel>>(`${SALES_CHANNELS_RESOURCE}/${id}`, body);
}

export function useUpdateSalesChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSalesChannel,
    onSuccess: () => Promise.all([invalidateAdministration(queryClient), invalidateSignedInAccess(queryClient)]),
  });
}

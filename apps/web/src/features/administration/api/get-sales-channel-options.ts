import { useQuery } from '@tanstack/react-query';
import { SALES_CHANNELS_RESOURCE, type SalesChannel } from '../types';
import { optionsQueryOptions } from './options';

/** Every sales channel, for the user dialog's Sales Channels select. */
export function useSalesChannelOptions() {
  return useQuery(optionsQueryOptions<SalesChannel>(SALES_CHANNELS_RESOURCE, 'name'));
}

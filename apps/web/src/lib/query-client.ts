import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Offline, a query still runs once instead of pausing until the browser is online: the
      // terminal's search answers from the local catalogue, and the service worker answers the
      // terminal's reference data from its cache (docs/architecture.md "The terminal offline").
      networkMode: 'offlineFirst',
      // A 4xx will not change by asking again.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    },
  },
});

import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { newQueryClient } from '@/lib/testing';
import { resourceKeys } from './use-list';
import { useResourceMutation } from './use-resource-mutation';

function setup(resources: string | string[], mutationFn: () => Promise<unknown>) {
  const queryClient = newQueryClient();
  for (const r of ['sales/customers', 'masterfile/suppliers', 'inventory/products'])
    queryClient.setQueryData(resourceKeys.list(r, { pagination: { page: 1, pageSize: 15 } }), { data: [] });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useResourceMutation(resources, mutationFn), { wrapper });
  const invalidated = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0]);
  return { result, invalidated };
}

describe('useResourceMutation', () => {
  it('refreshes what the resource shows after a success, and nothing of other resources', async () => {
    const { result, invalidated } = setup('sales/customers', async () => ({ data: { id: 1 } }));
    await act(() => result.current.mutateAsync(undefined));
    expect(invalidated()).toEqual(['sales/customers']);
  });

  it('refreshes after a refusal too: a 404 or 409 often means the list shows what someone else changed', async () => {
    const { result, invalidated } = setup('masterfile/suppliers', () => Promise.reject(new Error('Not found')));
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    expect(invalidated()).toEqual(['masterfile/suppliers']);
  });

  it('refreshes every resource it is given', async () => {
    const { result, invalidated } = setup(['inventory/products', 'sales/customers'], async () => ({}));
    await act(() => result.current.mutateAsync(undefined));
    expect(invalidated().sort()).toEqual(['inventory/products', 'sales/customers']);
  });
});

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/lib/use-list';

/** A mutation of a resource that refreshes every list, lookup and detail of it once it settles. */
export function useResourceMutation<TVariables, TAnswer>(resource: string, mutationFn: (variables: TVariables) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) }),
  });
}

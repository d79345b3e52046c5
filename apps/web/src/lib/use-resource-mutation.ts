import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/lib/use-list';

/**
 * A mutation that refreshes every list, lookup and detail of the resources it changes once it
 * settles: after a refusal too, since a 404 or 409 often means the screen shows what someone else changed.
 */
export function useResourceMutation<TVariables, TAnswer>(
  resources: string | readonly string[],
  mutationFn: (variables: TVariables) => Promise<TAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all(
        (typeof resources === 'string' ? [resources] : resources).map((r) =>
          queryClient.invalidateQueries({ queryKey: resourceKeys.all(r) }),
        ),
      ),
  });
}

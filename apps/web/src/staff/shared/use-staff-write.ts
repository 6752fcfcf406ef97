/** The one write hook of the console: every desk's change goes through it. */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { STAFF_KEY } from './staff-keys';

/**
 * A staff write: the call, then what it may have changed is read again once it settles, refused or
 * not (a refusal often means someone else changed it first). `changes` is one resource's key from
 * staffKeys; by default every staff query, for writes whose effects reach across desks (an order's
 * deposit or refund changes lists, counts and details all over the console).
 */
export function useStaffWrite<Input, Output>(
  write: (input: Input) => Promise<Output>,
  changes: QueryKey = STAFF_KEY,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: changes }),
  });
}

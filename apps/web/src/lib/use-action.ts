import { useMutation } from '@tanstack/react-query';

/**
 * A user's action (a save, a send, a call) with its busy state: the one way a screen runs one. The action
 * is a mutation, so "busy" is the mutation's own state rather than a flag kept beside it. `action` does
 * the whole of it, its messages included, and settles when the user may act again; `busyWith` is what
 * the running action was given (the row a per-row button belongs to).
 */
export function useAction<A = void, T = unknown>(action: (arg: A) => Promise<T>) {
  const mutation = useMutation({ mutationFn: action });
  return {
    run: (arg: A): Promise<T> => mutation.mutateAsync(arg),
    busy: mutation.isPending,
    busyWith: mutation.isPending ? mutation.variables : undefined,
  };
}

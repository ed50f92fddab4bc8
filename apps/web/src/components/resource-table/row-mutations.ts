import type { GridValidRowModel } from '@mui/x-data-grid';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createRow, deleteRow, resourceKeys, updateRow } from './resource-api';

/** A save: a new row's fields, or an existing row's id and only what changed (with its version stamp). */
export type RowSave<R> =
  { mode: 'add'; body: Partial<R> } | { mode: 'update'; id: unknown; body: Partial<R> };

/**
 * Saving and deleting a resource's rows. Each refreshes every cached page of the resource once done; the
 * busy state is the mutation's own, so a second click while one is under way is not a second call.
 */
export function useRowMutations<R extends GridValidRowModel>(resource: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
  const save = useMutation({
    mutationFn: (change: RowSave<R>) =>
      change.mode === 'add'
        ? createRow<R>(resource, change.body)
        : updateRow<R>(resource, change.id, change.body),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: unknown) => deleteRow(resource, id), onSuccess: refresh });
  return { save, remove };
}

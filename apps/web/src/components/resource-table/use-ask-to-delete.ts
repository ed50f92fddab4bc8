import type { GridValidRowModel } from '@mui/x-data-grid';
import { useDialogs } from '../dialogs/dialogs-context';
import { useRowMutations } from './row-mutations';
import { tableMessages, type TableDefinition } from './table-definition';

/**
 * Delete as every screen of a resource asks it: a question naming the row ('Delete activity "Bingo"?'),
 * then the call; a refusal is the spec's dialog. Answers whether the row is gone.
 */
export function useAskToDelete<R extends GridValidRowModel, I extends object>(def: TableDefinition<R, I>) {
  const { source } = def;
  const dialogs = useDialogs();
  const { remove } = useRowMutations<R>(source.name);
  const messages = tableMessages(source);

  return async (row: R): Promise<boolean> => {
    const sure = await dialogs.confirm({
      title: `Delete ${def.noun} "${def.rowName(row)}"?`,
      text: [def.deleteWarning, 'Are you sure you want to do this?'].filter(Boolean).join(' '),
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!sure) return false;
    try {
      await remove.mutateAsync(row[source.id]);
      return true;
    } catch (e) {
      await dialogs.failure(source.label, messages.deleteFailed, e);
      return false;
    }
  };
}

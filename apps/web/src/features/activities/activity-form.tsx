import type { PublicEvent } from '@acorn/domain/activities';
import { columnsFor, tableOffers } from '../../components/resource-table/table-definition';
import { useAskToDelete } from '../../components/resource-table/use-ask-to-delete';
import { groupPermissionsOf, useSession } from '../../lib/session';
import { useModule } from '../../lib/use-module';
import { activitiesTable } from './activities-table';

// The form (its inputs and date pickers) loads when a time or an activity is first chosen.
const loadForm = () => import('../../components/resource-form/resource-form');

/** What the calendar asks for: a new activity at the times chosen, or one of its activities. */
export type ActivityEditing =
  { mode: 'add'; times: Pick<PublicEvent, 'start_time' | 'end_time'> } | { mode: 'update'; row: PublicEvent };

/**
 * The calendar's add and edit: the table's form (its fields, rules and notes), opened on the times chosen
 * or on an activity, which it may also delete (the calendar has no row actions to do it).
 */
export function ActivityForm({ editing, onClose }: { editing: ActivityEditing | null; onClose: () => void }) {
  const session = useSession();
  const roles = session?.roles ?? [];
  const form = useModule(loadForm, editing !== null);
  const askToDelete = useAskToDelete(activitiesTable);
  if (!editing || !form) return null;
  return (
    <form.ResourceForm
      def={activitiesTable}
      columns={columnsFor(activitiesTable, roles)}
      roles={roles}
      mode={editing.mode}
      row={editing.mode === 'update' ? editing.row : undefined}
      preset={editing.mode === 'add' ? editing.times : undefined}
      onClose={onClose}
      // A save refreshes every public-events query, the calendar's week among them.
      onSaved={() => undefined}
      onDelete={
        tableOffers(activitiesTable.source, roles, groupPermissionsOf(session)).delete
          ? askToDelete
          : undefined
      }
    />
  );
}

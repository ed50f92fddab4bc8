import type { Maintenance, MaintenanceInput } from '@acorn/domain/maintenance';
import { TextField } from '@mui/material';
import { maintenancesTable } from '../../../../components/maintenance/maintenances-table';
import type { ResourceColumn } from '../../../../components/resource-table/field-input';
import type { TableDefinition } from '../../../../components/resource-table/table-definition';
import { useSession } from '../../../../lib/session';
import { useModule } from '../../../../lib/use-module';
import { residentJobsResource } from './maintenance-api';

// The drawer form loads when Add maintenance is first pressed, as the table's does.
const loadForm = () => import('../../../../components/resource-form/resource-form');

/** The resident, shown by name and never typed: the job is added for the resident whose panel is open. */
const fixedResident = (column: ResourceColumn<Maintenance>): ResourceColumn<Maintenance> => ({
  ...column,
  input: {
    kind: 'custom',
    render: ({ id, label, value }) => (
      <TextField
        id={id}
        label={label}
        fullWidth
        value={(value as string | null) ?? ''}
        helperText="The job is added for this resident."
        slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
      />
    ),
  },
});

interface Props {
  userId: number;
  name: string;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add maintenance: the /maintenance table's own drawer form (its fields, rules, defaults and messages),
 * with the resident fixed, posting to the resident's route.
 */
export function AddJobForm({ userId, name, onClose, onSaved }: Props) {
  const roles = useSession()?.roles ?? [];
  const form = useModule(loadForm, true);
  if (!form) return null;
  const def: TableDefinition<Maintenance, MaintenanceInput> = {
    ...maintenancesTable,
    source: { ...maintenancesTable.source, name: residentJobsResource(userId) },
  };
  // The group is the resident's: no group to choose, even for role 1.
  const columns = maintenancesTable
    .columns({ roles, isAdmin: false })
    .map((c) => (c.field === 'resident_name' ? fixedResident(c) : c));
  return (
    <form.ResourceForm
      def={def}
      columns={columns}
      roles={roles}
      mode="add"
      row={undefined}
      preset={{ resident_name: name }}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

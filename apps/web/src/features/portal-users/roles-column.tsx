import type { PortalUserRow, Role } from '@acorn/domain/portal-users';
import { useQuery } from '@tanstack/react-query';
import { MultiInput } from '../../components/resource-form/choice-inputs';
import type {
  Choice,
  ChoiceCodec,
  CustomInputProps,
  ResourceColumn,
} from '../../components/resource-table/field-input';
import { ChoiceChips } from '../../components/resource-table/multi-choice';
import { apiCall } from '../../lib/api';

/** The roles the signed-in user may give (never 6; 1 only for role 1), as the server's roles table words them. */
export const assignableRolesQuery = {
  queryKey: ['assignable-roles'],
  // Typed, not parsed: the server's response schema already holds the shape, and zod stays off this page.
  queryFn: async () => (await apiCall('get', '/v1/acorn/assignable-roles')).items,
  staleTime: 5 * 60_000,
};

type Held = number | Role;
const idOf = (role: Held) => (typeof role === 'number' ? role : role.role_id);
const heldRoles = (value: unknown): Role[] =>
  Array.isArray(value) ? (value as Held[]).filter((r): r is Role => typeof r !== 'number') : [];

/** A row's roles are [{role_id, description}]; the form sends the ids chosen. */
const idsCodec: ChoiceCodec = {
  toList: (stored) => (Array.isArray(stored) ? (stored as Held[]).map(idOf) : []),
  fromList: (chosen) => chosen,
};

function RolesInput(props: CustomInputProps) {
  const { data = [] } = useQuery(assignableRolesQuery);
  const choices: Choice<number>[] = data.map((r) => ({ value: r.role_id, label: r.description }));
  return <MultiInput {...props} choices={choices} codec={idsCodec} />;
}

/**
 * Group Roles: chips with each role's description as the server sent it with the row, and in the form the
 * roles the server offers this user. No role name is invented here.
 */
export const rolesColumn = (): ResourceColumn<PortalUserRow> => ({
  field: 'roles',
  headerName: 'Group Roles',
  minWidth: 260,
  flex: 1.5,
  sortable: false,
  input: { kind: 'custom', render: (props) => <RolesInput {...props} /> },
  renderCell: ({ value }) => <ChoiceChips names={heldRoles(value).map((r) => r.description)} />,
  text: (row) =>
    heldRoles(row.roles)
      .map((r) => r.description)
      .join(', '),
});

import type { AssignableRoles, PortalUserRow, Role } from '@acorn/domain';
import { useQuery } from '@tanstack/react-query';
import type { GridColDef, GridRenderEditCellParams } from '@mui/x-data-grid';
import {
  multiChoiceColumn,
  type Choice,
  type ChoiceCodec,
} from '../../components/resource-table/multi-choice';
import { api } from '../../lib/api';

const HEADER = 'Group Roles';

/** The roles the signed-in user may give (never 6; 1 only for role 1), as the server's roles table words them. */
export const assignableRolesQuery = {
  queryKey: ['assignable-roles'],
  // Typed, not parsed: the server's response schema already holds the shape, and zod stays off this page.
  queryFn: async () => (await api<AssignableRoles>('/v1/acorn/assignable-roles')).items,
  staleTime: 5 * 60_000,
};

type Held = number | Role;
const idOf = (role: Held) => (typeof role === 'number' ? role : role.role_id);
const choicesOf = (roles: readonly Role[]): Choice[] =>
  roles.map((r) => ({ value: r.role_id, label: r.description }));

/** A row's roles are [{role_id, description}]; a choice made while editing is kept in that shape. */
const rolesCodec = (choices: readonly Choice[]): ChoiceCodec => ({
  toList: (stored) => (Array.isArray(stored) ? (stored as Held[]).map(idOf) : []),
  fromList: (chosen) =>
    chosen.map((role_id) => ({
      role_id,
      description: choices.find((c) => c.value === role_id)?.label ?? '',
    })),
});

function RolesEdit(params: GridRenderEditCellParams<PortalUserRow>) {
  const { data = [] } = useQuery(assignableRolesQuery);
  const choices = choicesOf(data);
  return multiChoiceColumn(params.field, HEADER, choices, rolesCodec(choices)).renderEditCell!(params);
}

/**
 * Group Roles: chips with each role's description as the server sent it with the row, and while editing
 * the roles the server offers. No role name is invented here.
 */
export function rolesColumn(): GridColDef<PortalUserRow> {
  const base = multiChoiceColumn<PortalUserRow>('roles', HEADER, [], rolesCodec([]));
  return {
    ...base,
    renderCell: (params) => {
      const held = Array.isArray(params.value) ? (params.value as Held[]) : [];
      const own = choicesOf(held.filter((r): r is Role => typeof r !== 'number'));
      return multiChoiceColumn<PortalUserRow>('roles', HEADER, own, rolesCodec(own)).renderCell!(params);
    },
    renderEditCell: (params) => <RolesEdit {...params} />,
  };
}

import {
  apiAccess,
  JOBS_EDITABLE_FIELDS,
  maintenanceInputSchema,
  maintenanceSchema,
  ROLE,
  validateMaintenance,
} from '@acorn/domain';
import { acornUsers, maintenances as table } from '../../db/schema/index.js';
import { defineResource } from '../../lib/resource/define-resource.js';

const everyone = apiAccess('maintenances'); // 1, 2 and 8
const managers = [ROLE.ADMIN, ROLE.MANAGER] as const;

/**
 * Maintenance jobs. Role 8 (facility staff doing the jobs) sees them as 'Jobs': it may not add or delete,
 * and may change only notes, cost, status and start date — refused by the server, not just hidden.
 */
export const maintenances = defineResource({
  name: 'maintenances',
  table,
  id: table.maintenance_id,
  group: table.group_id,
  modified: table.last_modified_date,
  access: { read: everyone, create: managers, update: everyone, delete: managers, export: [ROLE.ADMIN] },
  row: maintenanceSchema,
  input: maintenanceInputSchema,
  validate: (row) => validateMaintenance(row),
  defaults: { status: 'Pending', is_recurring: false },
  references: {
    user_id: {
      table: acornUsers,
      id: acornUsers.user_id,
      group: acornUsers.group_id,
      message: 'The resident this job is for was not found.',
    },
  },
  editableFields: (user) =>
    user.roles.some((r) => r === ROLE.ADMIN || r === ROLE.MANAGER) ? null : JOBS_EDITABLE_FIELDS,
  searchable: [table.title, table.description, table.resident_name, table.notes],
  filters: { status: table.status },
  notFound: 'Maintenance not found.',
});

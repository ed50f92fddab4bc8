import { JOBS_EDITABLE_FIELDS, savedRecurrence } from './statuses';
import type { Maintenance, MaintenanceInput } from './maintenance';
import { ROLE } from '../access/roles';
import { maintenanceRules } from './rules';
import { defineContract, screenAccess } from '../shared/contract';
import { patternMessages } from '../shared/messages';

const managers = [ROLE.ADMIN, ROLE.MANAGER] as const;

/**
 * Maintenance jobs. Role 8 (facility staff doing the jobs) sees them as 'Jobs': it may not add or delete,
 * and may change only notes, cost, status and start date, refused by the server, not just hidden.
 */
export const maintenancesContract = defineContract<Maintenance, MaintenanceInput>({
  name: 'maintenances',
  route: '/maintenance',
  label: 'Maintenances',
  messages: patternMessages('Maintenance', 'Maintenances'),
  id: 'maintenance_id',
  modified: 'last_modified_date',
  rules: () => maintenanceRules,
  defaults: { status: 'Pending', is_recurring: false },
  // On every save, the table's and the resident panel's alike: a recurring job always says how often.
  derive: (row) => ({ recurrence: savedRecurrence(row) }),
  access: {
    read: screenAccess('/maintenance'),
    create: managers,
    update: screenAccess('/maintenance'),
    delete: managers,
    export: [ROLE.ADMIN],
  },
  editView: { fields: JOBS_EDITABLE_FIELDS, allFor: managers },
  searchable: ['title', 'description', 'resident_name', 'notes'],
  filters: ['status'],
  notFound: 'Maintenance not found.',
});

import type { AuditLogEntry } from '@acorn/domain/audit';

/** Who acted: their name as their account has it, else the address they used (a failed sign-in). */
export const whoText = (row: Pick<AuditLogEntry, 'actor_name' | 'actor_email' | 'actor_user_id'>) =>
  row.actor_name ?? row.actor_email ?? (row.actor_user_id ? `User #${row.actor_user_id}` : 'The system');

/** The records' names as a manager reads them, not as the tables are called. */
const ENTITY_WORDS: Readonly<Record<string, string>> = {
  'acorn-users': 'User details',
  check_in_logs: 'Check-ins',
  call_logs: 'Call log',
  calls: 'Call',
  messages: 'Chat',
  medical_notes: 'Medical information',
  health: 'Health readings',
  public_event_attendances: 'Activities',
  maintenances: 'Maintenance job',
  family_links: 'Family members',
  shared_photos: 'Photos',
  family_week: 'Family: week view',
  family_health: 'Family: health',
  family_tablet: 'Family: tablet',
  commands: 'Tablet commands',
  broadcasts: 'Tablet broadcast',
  resident_record: 'Whole record',
  audit_log: 'Audit log',
  portal_users: 'Portal user',
};

/** What was looked at or changed: its name, and which one when the row says. */
export function whatText(row: Pick<AuditLogEntry, 'entity' | 'entity_id' | 'resident_id'>): string {
  const name = ENTITY_WORDS[row.entity] ?? row.entity.replaceAll(/[_-]/g, ' ');
  // A resident's own record is named by the Resident column already.
  const which = row.entity_id && String(row.resident_id) !== row.entity_id ? ` #${row.entity_id}` : '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}${which}`;
}

import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';
import { portalUsers, tenantGroupId } from './identity.js';
import { residentKey } from './residents.js';

/**
 * A resident's medical information (issue 17): one row per resident, created by its first save. `version`
 * counts saves, so two staff members editing at once cannot overwrite each other unseen (a save naming an
 * older version is refused).
 */
export const medicalNotes = pgTable(
  'medical_notes',
  {
    user_id: integer().primaryKey(),
    group_id: tenantGroupId(),
    conditions: text(),
    allergies: text(),
    medications: text(),
    doctor_contact: text(),
    version: integer().notNull().default(1),
    updated_at: instant().notNull().defaultNow(),
    updated_by: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
  },
  (t) => [residentKey(t, 'medical_notes_resident_fk')],
);

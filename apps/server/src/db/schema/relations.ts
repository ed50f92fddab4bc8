import { type AnyColumn, relations } from 'drizzle-orm';
import { groups, portalUsers, roleAssignments, roles, sessions } from './identity.js';
import {
  acornUsers,
  facilities,
  familyLinks,
  userContacts,
  userDetails,
  userDevices,
  userMetrics,
} from './residents.js';
import { healthReadings } from './care-record.js';
import { callLogs, checkInLogs } from './resident-logs.js';
import { messages } from './tablet-link.js';
import { publicEventAttendances, publicEvents } from './content.js';
import { maintenances } from './facility-ops.js';

// For db.query.*.findMany({ with }) where the shape of an answer is a tree (a user with its details).

export const groupsRelations = relations(groups, ({ many }) => ({
  portal_users: many(portalUsers),
  facilities: many(facilities),
}));

export const portalUsersRelations = relations(portalUsers, ({ one, many }) => ({
  group: one(groups, { fields: [portalUsers.group_id], references: [groups.group_id] }),
  role_assignments: many(roleAssignments),
  sessions: many(sessions),
  family_links: many(familyLinks),
}));

export const roleAssignmentsRelations = relations(roleAssignments, ({ one }) => ({
  user: one(portalUsers, { fields: [roleAssignments.user_id], references: [portalUsers.user_id] }),
  role: one(roles, { fields: [roleAssignments.role_id], references: [roles.role_id] }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(portalUsers, { fields: [sessions.user_id], references: [portalUsers.user_id] }),
}));

export const facilitiesRelations = relations(facilities, ({ one, many }) => ({
  group: one(groups, { fields: [facilities.group_id], references: [groups.group_id] }),
  residents: many(acornUsers),
}));

export const acornUsersRelations = relations(acornUsers, ({ one, many }) => ({
  group: one(groups, { fields: [acornUsers.group_id], references: [groups.group_id] }),
  facility: one(facilities, { fields: [acornUsers.facility_id], references: [facilities.facility_id] }),
  user_details: one(userDetails),
  user_metrics: one(userMetrics),
  user_device: one(userDevices),
  user_contacts: many(userContacts, { relationName: 'contacts_of' }),
  check_in_logs: many(checkInLogs),
  call_logs: many(callLogs),
  health_readings: many(healthReadings),
  messages: many(messages),
  maintenances: many(maintenances),
  attendances: many(publicEventAttendances),
}));

const ownedByUser = <T extends { user_id: AnyColumn }>(table: T) => ({
  fields: [table.user_id] as [T['user_id']],
  references: [acornUsers.user_id] as [typeof acornUsers.user_id],
});

export const userDetailsRelations = relations(userDetails, ({ one }) => ({
  user: one(acornUsers, ownedByUser(userDetails)),
}));
export const userMetricsRelations = relations(userMetrics, ({ one }) => ({
  user: one(acornUsers, ownedByUser(userMetrics)),
}));
export const userDevicesRelations = relations(userDevices, ({ one }) => ({
  user: one(acornUsers, ownedByUser(userDevices)),
}));
export const userContactsRelations = relations(userContacts, ({ one }) => ({
  user: one(acornUsers, { ...ownedByUser(userContacts), relationName: 'contacts_of' }),
  contact_user: one(acornUsers, {
    fields: [userContacts.contact_user_id],
    references: [acornUsers.user_id],
  }),
}));
export const familyLinksRelations = relations(familyLinks, ({ one }) => ({
  portal_user: one(portalUsers, { fields: [familyLinks.portal_user_id], references: [portalUsers.user_id] }),
  resident: one(acornUsers, ownedByUser(familyLinks)),
}));
export const checkInLogsRelations = relations(checkInLogs, ({ one }) => ({
  user: one(acornUsers, ownedByUser(checkInLogs)),
}));
export const callLogsRelations = relations(callLogs, ({ one }) => ({
  user: one(acornUsers, ownedByUser(callLogs)),
}));
export const healthReadingsRelations = relations(healthReadings, ({ one }) => ({
  user: one(acornUsers, ownedByUser(healthReadings)),
}));
export const messagesRelations = relations(messages, ({ one }) => ({
  user: one(acornUsers, ownedByUser(messages)),
}));
export const maintenancesRelations = relations(maintenances, ({ one }) => ({
  user: one(acornUsers, { fields: [maintenances.user_id], references: [acornUsers.user_id] }),
  facility: one(facilities, { fields: [maintenances.facility_id], references: [facilities.facility_id] }),
}));
export const publicEventsRelations = relations(publicEvents, ({ many }) => ({
  attendances: many(publicEventAttendances),
}));
export const publicEventAttendancesRelations = relations(publicEventAttendances, ({ one }) => ({
  event: one(publicEvents, {
    fields: [publicEventAttendances.public_event_id],
    references: [publicEvents.public_event_id],
  }),
  user: one(acornUsers, ownedByUser(publicEventAttendances)),
}));

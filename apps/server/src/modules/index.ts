import type { FastifyInstance } from 'fastify';
import { acornUserUpdateRoute } from './acorn-users/acorn-user-update-route.js';
import { usersAndOrderRoutes } from './acorn-users/users-and-order-routes.js';
import { registerResource } from '../lib/resource/resource-routes.js';
import { customers } from './customers/customers-resource.js';
import { dashboardRoutes } from './dashboard/dashboard-routes.js';
import { devices } from './devices/devices-resource.js';
import { facilities } from './facilities/facilities-resource.js';
import { familyRoutes } from './family/family-routes.js';
import { familyHelpRoutes } from './family-help/family-help-routes.js';
import { familyMaintenanceRoutes } from './family-maintenance/family-maintenance-routes.js';
import { facilityReportsRoutes } from './facility-reports/facility-reports-routes.js';
import { groups } from './groups/groups-resource.js';
import { loginRoutes } from './identity/login-routes.js';
import { passwordResetRoutes } from './identity/password-reset-routes.js';
import { twoStepLoginRoute } from './identity/two-step/two-step-login-route.js';
import { twoStepRoutes } from './identity/two-step/two-step-routes.js';
import { localContents } from './local-contents/local-contents-resource.js';
import { maintenanceNotesRoutes } from './maintenances/maintenance-notes-routes.js';
import { maintenances } from './maintenances/maintenances-resource.js';
import { menuFileRoutes } from './menus/menu-file-routes.js';
import { menus } from './menus/menus-resource.js';
import { newspapers } from './newspapers/newspapers-resource.js';
import { noticeboards } from './noticeboards/noticeboards-resource.js';
import { orders } from './orders/orders-resource.js';
import { parts } from './parts/parts-resource.js';
import { photosRoutes } from './photos/photos-routes.js';
import { portalUsersResource } from './portal-users/portal-users-resource.js';
import { notificationItemsRoutes } from './profile/notification-items-routes.js';
import { notificationRoutes } from './profile/notification-routes.js';
import { passwordRoutes } from './profile/password-routes.js';
import { profileRoutes } from './profile/profile-routes.js';
import { calendarRoutes } from './public-events/calendar-routes.js';
import { publicEvents } from './public-events/public-events-resource.js';
import { lookupRoutes } from './records/lookup-routes.js';
import { residentsRoutes } from './residents/residents-routes.js';
import { renewals } from './renewals/renewals-resource.js';
import { repairs } from './repairs/repairs-resource.js';
import { roleRoutes } from './roles/role-routes.js';
import { suggestedApps } from './suggested-apps/suggested-apps-resource.js';
import { callRoutes } from './calls/call-routes.js';
import { specPushRoute } from './calls/spec-push-route.js';
import { commandRoutes } from './tablet-link/command-routes.js';
import { enrolmentRoutes } from './tablet-link/enrolment-routes.js';
import { liveRoutes } from './live/live-routes.js';
import { pushHelperRoutes } from './tablet-link/push-helper-routes.js';
import { tabletReadRoutes } from './tablet-link/reads/tablet-read-routes.js';
import { todayRoute } from './residents/events/tablet-today-route.js';
import { companionUsersRoutes } from './tablets/companion-users-routes.js';
import { tabletLookupRoutes } from './tablets/tablet-lookup-routes.js';
import { userDetailsRoutes } from './tablets/user-details-routes.js';
import { weatherRoutes } from './weather/weather-routes.js';
import { reportsRoutes } from './reports/reports-routes.js';
import { tabletJobRulesRoutes } from './tablet-jobs/tablet-job-rules-routes.js';
import { usersListRoutes } from './tablets/users-list-routes.js';
import { appointmentsRoutes } from './appointments/appointments-routes.js';
import { auditLogRoutes } from './audit-log/audit-log-routes.js';
import { residentExportRoutes } from './resident-export/resident-export-routes.js';
import { eraseRoute } from './resident-erasure/erase-route.js';

/** Every declared CRUD resource; each later table is one more line here. */
export const resources = [
  newspapers,
  localContents,
  noticeboards,
  menus,
  publicEvents,
  maintenances,
  groups,
  portalUsersResource,
  devices,
  orders,
  customers,
  parts,
  repairs,
  renewals,
  suggestedApps,
  facilities,
];

export async function apiModules(app: FastifyInstance) {
  await app.register(loginRoutes);
  await app.register(passwordResetRoutes);
  await app.register(twoStepLoginRoute);
  await app.register(twoStepRoutes);
  await app.register(roleRoutes);
  await app.register(profileRoutes);
  await app.register(passwordRoutes);
  await app.register(notificationRoutes);
  await app.register(notificationItemsRoutes);
  for (const resource of resources) registerResource(app, resource);
  await app.register(menuFileRoutes);
  await app.register(maintenanceNotesRoutes);
  await app.register(calendarRoutes);
  await app.register(usersAndOrderRoutes);
  await app.register(acornUserUpdateRoute);
  await app.register(familyRoutes);
  await app.register(familyHelpRoutes);
  await app.register(familyMaintenanceRoutes);
  await app.register(lookupRoutes);
  await app.register(enrolmentRoutes);
  await app.register(commandRoutes);
  await app.register(callRoutes);
  await app.register(specPushRoute);
  await app.register(pushHelperRoutes);
  await app.register(liveRoutes);
  await app.register(tabletReadRoutes);
  todayRoute(app);
  await app.register(usersListRoutes);
  await app.register(userDetailsRoutes);
  await app.register(companionUsersRoutes);
  await app.register(tabletLookupRoutes);
  await app.register(residentsRoutes);
  await app.register(weatherRoutes);
  await app.register(dashboardRoutes);
  await app.register(facilityReportsRoutes);
  await app.register(reportsRoutes);
  await app.register(tabletJobRulesRoutes);
  await app.register(photosRoutes);
  await app.register(appointmentsRoutes);
  await app.register(auditLogRoutes);
  await app.register(residentExportRoutes);
  await app.register(eraseRoute);
}

import type { ActivitiesReport, MaintenanceReport } from '@acorn/domain/facility-reports';
import { apiCall } from '../../lib/api';

// The Facility Monthly Reports' calls (issue 19). No month asks the server
// for the last whole month on the facility's clock; the answer says which month that is.

export type ReportKind = 'activities' | 'maintenance';

const base = (facilityId: number) => `/v1/acorn/facilities/${facilityId}`;
const monthQuery = (month: string | undefined) => (month ? `?month=${month}` : '');

export const reportKeys = {
  report: (kind: ReportKind, facilityId: number, month: string | undefined) =>
    ['facility-reports', kind, facilityId, month ?? 'last whole month'] as const,
};

export const fetchActivitiesReport = (facilityId: number, month?: string): Promise<ActivitiesReport> =>
  apiCall('get', '/v1/acorn/facilities/{facility_id}/activities-report', {
    params: { facility_id: facilityId },
    query: { month },
  });

export const fetchMaintenanceReport = (facilityId: number, month?: string): Promise<MaintenanceReport> =>
  apiCall('get', '/v1/acorn/facilities/{facility_id}/maintenance-report', {
    params: { facility_id: facilityId },
    query: { month },
  });

/** The activities report of a month as CSV, as the server names and sends it. */
export const activitiesCsvPath = (facilityId: number, month: string) =>
  `${base(facilityId)}/activities-report.csv${monthQuery(month)}`;

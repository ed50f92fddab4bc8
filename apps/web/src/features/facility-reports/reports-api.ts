import type { ActivitiesReport, MaintenanceReport } from '@acorn/domain';
import { api } from '../../lib/api';

// The Facility Monthly Reports' calls (issue 19), typed by the domain's answers. No month asks the server
// for the last whole month on the facility's clock; the answer says which month that is.

export type ReportKind = 'activities' | 'maintenance';

const base = (facilityId: number) => `/v1/acorn/facilities/${facilityId}`;
const monthQuery = (month: string | undefined) => (month ? `?month=${month}` : '');

export const reportKeys = {
  report: (kind: ReportKind, facilityId: number, month: string | undefined) =>
    ['facility-reports', kind, facilityId, month ?? 'last whole month'] as const,
};

export const fetchActivitiesReport = (facilityId: number, month?: string) =>
  api<ActivitiesReport>(`${base(facilityId)}/activities-report${monthQuery(month)}`);

export const fetchMaintenanceReport = (facilityId: number, month?: string) =>
  api<MaintenanceReport>(`${base(facilityId)}/maintenance-report${monthQuery(month)}`);

/** The activities report of a month as CSV, as the server names and sends it. */
export const activitiesCsvPath = (facilityId: number, month: string) =>
  `${base(facilityId)}/activities-report.csv${monthQuery(month)}`;

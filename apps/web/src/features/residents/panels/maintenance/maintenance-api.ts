import type { ResidentMaintenancesPage, ResidentMaintenanceTab } from '@acorn/domain/maintenance';
import { apiCall } from '../../../../lib/api';

/** Jobs on a page of the panel: few enough to scan as cards. */
export const JOBS_PER_PAGE = 10;

export const fetchResidentJobs = (
  userId: number,
  tab: ResidentMaintenanceTab,
  page: number,
): Promise<ResidentMaintenancesPage> =>
  apiCall('get', '/v1/acorn/residents/{user_id}/maintenances', {
    params: { user_id: userId },
    query: { tab, page, page_size: JOBS_PER_PAGE },
  });

/** Every page of every tab of one resident's jobs. */
export const residentJobsKey = (userId: number) => ['residents', userId, 'maintenances'] as const;

/**
 * Where the panel's add form sends a new job: the resource name the form posts to is the resident's own
 * route, which adds the job for them, in their group and facility.
 */
export const residentJobsResource = (userId: number) => `residents/${userId}/maintenances`;

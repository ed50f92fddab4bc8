import type { TabletJobRules, TabletJobRulesAnswer } from '@acorn/domain/tablet-jobs';
import { apiCall } from '../../lib/api';

// A group's rules for the maintenance jobs its tablets open themselves (GET/PUT /v1/acorn/tablet-job-rules).

const query = (groupId: number | null) => ({ group_id: groupId === null ? undefined : String(groupId) });

/** Under the maintenances resource's key: what refreshes the table's rows refreshes these too. */
export const tabletJobRulesKey = (groupId: number | null) =>
  ['maintenances', 'tablet-job-rules', groupId] as const;

/** The group's rules as they apply (`groupId` null: the user's own group). */
export const fetchTabletJobRules = (groupId: number | null): Promise<TabletJobRulesAnswer> =>
  apiCall('get', '/v1/acorn/tablet-job-rules', { query: query(groupId) });

export const saveTabletJobRules = (
  groupId: number | null,
  rules: TabletJobRules,
): Promise<TabletJobRulesAnswer> =>
  apiCall('put', '/v1/acorn/tablet-job-rules', { query: query(groupId), body: rules });

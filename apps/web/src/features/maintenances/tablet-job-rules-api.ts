import type { TabletJobRules, TabletJobRulesAnswer } from '@acorn/domain';
import { api } from '../../lib/api';

// A group's rules for the maintenance jobs its tablets open themselves (GET/PUT /v1/acorn/tablet-job-rules).

const path = (groupId: number | null) =>
  `/v1/acorn/tablet-job-rules${groupId === null ? '' : `?group_id=${groupId}`}`;

/** Under the maintenances resource's key: what refreshes the table's rows refreshes these too. */
export const tabletJobRulesKey = (groupId: number | null) =>
  ['maintenances', 'tablet-job-rules', groupId] as const;

/** The group's rules as they apply (`groupId` null: the user's own group). */
export const fetchTabletJobRules = (groupId: number | null) => api<TabletJobRulesAnswer>(path(groupId));

export const saveTabletJobRules = (groupId: number | null, rules: TabletJobRules) =>
  api<TabletJobRulesAnswer>(path(groupId), { method: 'PUT', body: rules });

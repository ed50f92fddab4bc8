import type { FamilyInstallResult, FamilyTablet } from '@acorn/domain/family';
import type { CommandState } from '@acorn/domain/tablets';
import { apiCall } from '../../lib/api';

/** The resident's tablet: its state, its apps, and the suggested apps with their installs. */
export const fetchFamilyTablet = (userId: number): Promise<FamilyTablet> =>
  apiCall('get', '/v1/acorn/family/residents/{user_id}/tablet', { params: { user_id: userId } });

export const installApp = (userId: number, appId: number): Promise<FamilyInstallResult> =>
  apiCall('post', '/v1/acorn/family/residents/{user_id}/install-app', {
    params: { user_id: userId },
    body: { app_id: appId },
  });

export const familyTabletKey = (userId: number) => ['family', 'tablet', userId] as const;

/** The page's copy with one install moved on: the button's answer, or a live command event. */
export function withInstallState(
  tablet: FamilyTablet,
  change: { app_id?: number; command_id: number; state: CommandState },
): FamilyTablet {
  return {
    ...tablet,
    suggested: tablet.suggested.map((app) =>
      app.app_id === change.app_id || app.install?.command_id === change.command_id
        ? { ...app, install: { command_id: change.command_id, state: change.state, detail: null } }
        : app,
    ),
  };
}

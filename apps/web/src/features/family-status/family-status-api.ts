import type { FamilyHealthSummary, FamilyWeek } from '@acorn/domain/family';
import { apiCall } from '../../lib/api';

// The family member's own calls (issue 20): a resident's week and health card.

/** The week holding `week` ('YYYY-MM-DD'), or this week on the care home's clock without one. */
export const fetchFamilyWeek = (userId: number, week: string | null): Promise<FamilyWeek> =>
  apiCall('get', '/v1/acorn/family/residents/{user_id}/week', {
    params: { user_id: userId },
    query: { start: week ?? undefined },
  });

export const fetchFamilyHealth = (userId: number): Promise<FamilyHealthSummary> =>
  apiCall('get', '/v1/acorn/family/residents/{user_id}/health-summary', { params: { user_id: userId } });

export const familyStatusKeys = {
  /** Every week of one resident: what a check-in event refreshes. */
  weeks: (userId: number) => ['family', userId, 'week'] as const,
  week: (userId: number, week: string | null) => ['family', userId, 'week', week ?? 'this'] as const,
  health: (userId: number) => ['family', userId, 'health'] as const,
};

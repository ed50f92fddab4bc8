import type { FamilyHealthSummary, FamilyWeek } from '@acorn/domain';
import { api } from '../../lib/api';

// The family member's own calls (issue 20): a resident's week and health card. The week
// and the card are typed from the domain (their schemas are the server's response schemas).

/** The week holding `week` ('YYYY-MM-DD'), or this week on the care home's clock without one. */
export const fetchFamilyWeek = (userId: number, week: string | null): Promise<FamilyWeek> =>
  api<FamilyWeek>(
    `/v1/acorn/family/residents/${userId}/week${week ? `?start=${encodeURIComponent(week)}` : ''}`,
  );

export const fetchFamilyHealth = (userId: number): Promise<FamilyHealthSummary> =>
  api<FamilyHealthSummary>(`/v1/acorn/family/residents/${userId}/health-summary`);

export const familyStatusKeys = {
  /** Every week of one resident: what a check-in event refreshes. */
  weeks: (userId: number) => ['family', userId, 'week'] as const,
  week: (userId: number, week: string | null) => ['family', userId, 'week', week ?? 'this'] as const,
  health: (userId: number) => ['family', userId, 'health'] as const,
};

import { apiUrl } from '@acorn/api-types';
import type {
  HealthCorrectionInput,
  HealthHistoryPage,
  HealthRange,
  HealthRangesInput,
  HealthReading,
  HealthReadingInput,
  HealthSeries,
  HealthSummary,
} from '@acorn/domain';
import { api } from '../../../../lib/api';

// The Health panel's calls (issue 18). The server's health routes are being built beside this on another
// branch and are not yet in the OpenAPI document, so these go through the untyped `api` with the domain's
// types as the answer; once the routes are generated, they become `apiCall` like residents-api.ts.

const base = (userId: number) => apiUrl('/v1/acorn/residents/{user_id}', { params: { user_id: userId } });

export const fetchHealthSummary = (userId: number): Promise<HealthSummary> => api(`${base(userId)}/health`);

export const fetchHealthSeries = (userId: number, range: HealthRange): Promise<HealthSeries> =>
  api(apiUrl(`${base(userId)}/health/series`, { query: { range } }));

export const fetchHealthHistory = (
  userId: number,
  page: number,
  pageSize: number,
): Promise<HealthHistoryPage> =>
  api(apiUrl(`${base(userId)}/health/readings`, { query: { page, page_size: pageSize } }));

/** What a saved reading or correction answers: the server's sentence and the stored reading. */
export interface SavedReading {
  message: string;
  item: HealthReading;
}

export const addHealthReading = (userId: number, body: HealthReadingInput): Promise<SavedReading> =>
  api(`${base(userId)}/health/readings`, { method: 'POST', body });

export const correctHealthReading = (
  userId: number,
  readingId: number,
  body: HealthCorrectionInput,
): Promise<SavedReading> =>
  api(`${base(userId)}/health/readings/${readingId}/corrections`, { method: 'POST', body });

export const saveHealthRanges = (userId: number, body: HealthRangesInput): Promise<HealthSummary> =>
  api(`${base(userId)}/health/ranges`, { method: 'PUT', body });

/** One root per resident, so a new reading (staff's or the tablet's) refreshes the summary, charts and history at once. */
export const healthKeys = {
  all: (userId: number) => ['residents', userId, 'health'] as const,
  summary: (userId: number) => ['residents', userId, 'health', 'summary'] as const,
  series: (userId: number, range: HealthRange) => ['residents', userId, 'health', 'series', range] as const,
  history: (userId: number) => ['residents', userId, 'health', 'history'] as const,
};

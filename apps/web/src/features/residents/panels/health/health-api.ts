import type {
  HealthCorrectionInput,
  HealthHistoryPage,
  HealthRange,
  HealthRangesInput,
  HealthReading,
  HealthReadingInput,
  HealthSeries,
  HealthSummary,
} from '@acorn/domain/health';
import { apiCall } from '../../../../lib/api';

// The Health panel's calls (issue 18), typed from the server's OpenAPI document: the answers must fit the
// domain's types the panel works with.

const of = (userId: number) => ({ params: { user_id: userId } });

export const fetchHealthSummary = (userId: number): Promise<HealthSummary> =>
  apiCall('get', '/v1/acorn/residents/{user_id}/health', of(userId));

export const fetchHealthSeries = (userId: number, range: HealthRange): Promise<HealthSeries> =>
  apiCall('get', '/v1/acorn/residents/{user_id}/health/series', { ...of(userId), query: { range } });

/** The charts' query: asked for the moment More Details is pressed, while the charts' code still loads. */
export const seriesQuery = (userId: number, range: HealthRange) => ({
  queryKey: healthKeys.series(userId, range),
  queryFn: () => fetchHealthSeries(userId, range),
  // Fresh until a reading is stored (the live event refreshes it): the view mounting just after the
  // press's prefetch answered must not ask again.
  staleTime: 60_000,
});

export const fetchHealthHistory = (
  userId: number,
  page: number,
  pageSize: number,
): Promise<HealthHistoryPage> =>
  apiCall('get', '/v1/acorn/residents/{user_id}/health/readings', {
    ...of(userId),
    query: { page, page_size: pageSize },
  });

/** What a saved reading or correction answers: the server's sentence and the stored reading. */
export interface SavedReading {
  message: string;
  item: HealthReading;
}

export const addHealthReading = (userId: number, body: HealthReadingInput): Promise<SavedReading> =>
  apiCall('post', '/v1/acorn/residents/{user_id}/health/readings', { ...of(userId), body });

export const correctHealthReading = (
  userId: number,
  readingId: number,
  body: HealthCorrectionInput,
): Promise<SavedReading> =>
  apiCall('post', '/v1/acorn/residents/{user_id}/health/readings/{reading_id}/corrections', {
    params: { user_id: userId, reading_id: readingId },
    body,
  });

export const saveHealthRanges = (userId: number, body: HealthRangesInput): Promise<HealthSummary> =>
  apiCall('put', '/v1/acorn/residents/{user_id}/health/ranges', { ...of(userId), body });

/** One root per resident, so a new reading (staff's or the tablet's) refreshes the summary, charts and history at once. */
export const healthKeys = {
  all: (userId: number) => ['residents', userId, 'health'] as const,
  summary: (userId: number) => ['residents', userId, 'health', 'summary'] as const,
  series: (userId: number, range: HealthRange) => ['residents', userId, 'health', 'series', range] as const,
  history: (userId: number) => ['residents', userId, 'health', 'history'] as const,
};

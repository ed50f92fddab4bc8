import {
  reportFileName,
  type FacilityRow,
  type GeneratedReport,
  type ListResponse,
  type ReportType,
} from '@acorn/domain';
import { api, download } from '../../lib/api';

// Typed from the domain's interfaces (not the OpenAPI types): the page needs no zod for them.
const BASE = '/v1/acorn/reports';
export const REPORTS_PAGE_SIZE = 10;
/** While a report is generating, the list is asked again this often: its progress bar moves with it. */
export const GENERATING_POLL_MS = 1000;

export const reportKeys = {
  all: ['reports'] as const,
  page: (page: number) => ['reports', 'page', page] as const,
  facilities: ['reports', 'facilities'] as const,
};

export const fetchReports = (page: number) =>
  api<ListResponse<GeneratedReport>>(`${BASE}?page=${page}&page_size=${REPORTS_PAGE_SIZE}`);

export const generateReport = (type: ReportType) =>
  api<GeneratedReport>(BASE, { method: 'POST', body: { type } });

export const deleteReport = (id: number) => api<void>(`${BASE}/${id}`, { method: 'DELETE' });

export const downloadReport = (report: GeneratedReport) =>
  download(`${BASE}/${report.report_id}/csv`, reportFileName(report.type, report.created_at));

const FACILITIES_PAGE = 100;

/** Every facility in the user's scope, by name: read a page of 100 at a time until all are in. */
export async function fetchAllFacilities(): Promise<FacilityRow[]> {
  const all: FacilityRow[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await api<ListResponse<FacilityRow>>(
      `/v1/acorn/facilities?page=${page}&page_size=${FACILITIES_PAGE}&sort=name&order=asc`,
    );
    all.push(...items);
    if (items.length < FACILITIES_PAGE || all.length >= total) return all;
  }
}

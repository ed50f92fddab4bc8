import type { ReportType } from '@acorn/domain/access';
import type { FacilityRow } from '@acorn/domain/facilities';
import { reportFileName, type GeneratedReport } from '@acorn/domain/reports';
import type { ListResponse } from '@acorn/domain/shared';
import { apiCall, download } from '../../lib/api';

// Paths checked against the OpenAPI document; answers named by the domain's interfaces (no zod on the page).
const BASE = '/v1/acorn/reports' as const;
export const REPORTS_PAGE_SIZE = 10;
/** While a report is generating, the list is asked again this often: its progress bar moves with it. */
export const GENERATING_POLL_MS = 1000;

export const reportKeys = {
  all: ['reports'] as const,
  page: (page: number) => ['reports', 'page', page] as const,
  facilities: ['reports', 'facilities'] as const,
};

export const fetchReports = (page: number): Promise<ListResponse<GeneratedReport>> =>
  apiCall('get', BASE, { query: { page, page_size: REPORTS_PAGE_SIZE } });

export const generateReport = (type: ReportType): Promise<GeneratedReport> =>
  apiCall('post', BASE, { body: { type } });

export const deleteReport = async (id: number) => {
  await apiCall('delete', '/v1/acorn/reports/{id}', { params: { id } });
};

export const downloadReport = (report: GeneratedReport) =>
  download(`${BASE}/${report.report_id}/csv`, reportFileName(report.type, report.created_at));

const FACILITIES_PAGE = 100;

/** Every facility in the user's scope, by name: read a page of 100 at a time until all are in. */
export async function fetchAllFacilities(): Promise<FacilityRow[]> {
  const all: FacilityRow[] = [];
  for (let page = 1; ; page++) {
    const { items, total }: ListResponse<FacilityRow> = await apiCall('get', '/v1/acorn/facilities', {
      query: { page, page_size: FACILITIES_PAGE, sort: 'name', order: 'asc' },
    });
    all.push(...items);
    if (items.length < FACILITIES_PAGE || all.length >= total) return all;
  }
}

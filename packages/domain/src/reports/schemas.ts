import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../shared/paging';
import { REPORT_TYPES } from '../access/permissions';
import { REPORT_STATUSES, type GeneratedReport } from './generated-reports';
import { idText, rowId, rowText, rowTimestamp } from '../shared/fields';
import { listResponseSchema } from '../shared/list';

/** A generated report as the API answers it (the server's; the page reads GeneratedReport's type). */
export const generatedReportSchema = z.object({
  report_id: rowId,
  group_id: rowId,
  type: z.enum(REPORT_TYPES),
  status: z.enum(REPORT_STATUSES),
  progress: z.int().min(0).max(100),
  row_count: z.int().nonnegative(),
  created_at: rowTimestamp,
  completed_at: rowText,
  author: rowText,
  failure: rowText,
}) satisfies z.ZodType<GeneratedReport>;

export const generatedReportsPageSchema = listResponseSchema(generatedReportSchema);

export const generatedReportsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().pipe(z.literal(PAGE_SIZES)).default(DEFAULT_PAGE_SIZE),
});

export const generateReportInputSchema = z.object({
  type: z.enum(REPORT_TYPES, { error: `Choose a report type: ${REPORT_TYPES.join(' or ')}.` }),
});

export const generatedReportParams = z.object({ id: idText });

import type { ReportType } from '@acorn/domain/access';
import { REPORT_MESSAGES, type GeneratedReport } from '@acorn/domain/reports';
import type { ListResponse } from '@acorn/domain/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { ApiError } from '../../lib/api';
import {
  deleteReport,
  downloadReport,
  fetchReports,
  GENERATING_POLL_MS,
  generateReport,
  reportKeys,
  REPORTS_PAGE_SIZE,
} from './reports-api';
import { useAction } from '../../lib/use-action';

interface ReportCall {
  call: () => Promise<string | null>;
  failed: string;
  refresh: boolean;
}

const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The group's generated reports, a page at a time, asked again every second while one is generating (so
 * its progress moves on the page), and what can be done with them: generate, download, delete.
 */
export function useReports() {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: reportKeys.page(page),
    queryFn: () => fetchReports(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((r) => r.status === 'generating') ? GENERATING_POLL_MS : false,
  });

  /** Runs a call, says how it went, and refreshes the list unless the call has put its answer there. */
  const action = useAction(async ({ call, failed, refresh }: ReportCall) => {
    try {
      const note = await call();
      if (note) dialogs.notify(note);
    } catch (error) {
      if (!signedOut(error)) await dialogs.failure('Reports', failed, error);
      refresh = true;
    } finally {
      if (refresh) void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    }
  });
  const run = (call: ReportCall['call'], failed: string, refresh = true) =>
    action.run({ call, failed, refresh });

  /**
   * A new report goes to the top of the first page as the server answered it (generating, 0 %): it shows
   * at once, and the list's polling takes it on from there to ready.
   */
  const showNew = (report: GeneratedReport) =>
    queryClient.setQueryData<ListResponse<GeneratedReport>>(reportKeys.page(1), (old) => ({
      items: [report, ...(old?.items ?? [])].slice(0, REPORTS_PAGE_SIZE),
      total: (old?.total ?? 0) + 1,
    }));

  return {
    list,
    page,
    setPage,
    busy: action.busy,
    generate: (type: ReportType) =>
      void run(
        async () => {
          showNew(await generateReport(type));
          setPage(1); // the newest is first
          return 'The report is being generated.';
        },
        'Failed to generate the report. Try again later.',
        false,
      ),
    download: (report: GeneratedReport) =>
      void run(async () => {
        await downloadReport(report);
        return null;
      }, 'Failed to download the report. Try again later.'),
    remove: async (report: GeneratedReport, name: string) => {
      const sure = await dialogs.confirm({
        title: `Delete report "${name}"?`,
        text: 'Are you sure you want to do this?',
        confirmLabel: 'Delete',
        destructive: true,
      });
      if (sure)
        await run(async () => {
          await deleteReport(report.report_id);
          return REPORT_MESSAGES.deleted;
        }, 'Failed to delete the report. Try again later.');
    },
  };
}

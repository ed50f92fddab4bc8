import type { ReportType } from '@acorn/domain/access';
import type { GeneratedReport } from '@acorn/domain/reports';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export { csvRows } from '../../lib/resource/csv.js';

type Headers = { authorization: string };
const BASE = '/v1/acorn/reports';

/** Asks for a report and waits until it is no longer generating; answers it, and its CSV when ready. */
export async function generated(app: FastifyInstance, headers: Headers, type: ReportType) {
  const asked = await app.inject({ method: 'POST', url: BASE, headers, payload: { type } });
  expect(asked.statusCode, asked.body).toBe(202);
  const started = asked.json<GeneratedReport>();
  const seen: number[] = [started.progress];
  let report = started;
  await expect
    .poll(async () => {
      report = (await app.inject({ url: `${BASE}/${started.report_id}`, headers })).json<GeneratedReport>();
      seen.push(report.progress);
      return report.status;
    })
    .not.toBe('generating');
  const csv =
    report.status === 'ready' ? await app.inject({ url: `${BASE}/${report.report_id}/csv`, headers }) : null;
  return { started, report, seen, csv };
}

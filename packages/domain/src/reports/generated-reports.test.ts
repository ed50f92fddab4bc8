import { describe, expect, it } from 'vitest';
import { reportColumns, reportFileName, reportInstant, type ReportSubject } from './generated-reports';

const subject: ReportSubject = {
  acorn_id: 'ACN-1',
  firstname: 'Mary',
  surname: null,
  group_name: 'Maple Grove Care',
  facility_name: null,
  is_active: true,
  is_connected: false,
  last_seen: null,
  check_in: 3,
  acorn_version: null,
  battery: null,
  storage_total: null,
  storage_free: null,
  storage_used: null,
  last_sync: null,
  apps: null,
};

describe('generated reports', () => {
  it('name their file by type and the day they were taken (UTC)', () => {
    expect(reportFileName('users_metrics', '2026-11-21T23:30:00-02:00')).toBe('users_metrics-2026-11-22.csv');
  });

  it('write every instant one way: ISO 8601, UTC, to the second', () => {
    expect(reportInstant('2026-11-21 09:00:00.123+01')).toBe('2026-11-21T08:00:00Z');
    expect(reportInstant(null)).toBeNull();
  });

  it('say a never-seen tablet is Unknown, and add the group first for every group', () => {
    const at = new Date('2026-11-21T09:00:00Z');
    const columns = reportColumns('users_status', true);
    expect(columns.map((c) => c.header).slice(0, 2)).toEqual(['Group', 'Acorn ID']);
    expect(columns.map((c) => c.value(subject, at))).toEqual([
      'Maple Grove Care',
      'ACN-1',
      'Mary',
      null,
      'Yes',
      'Unknown',
      null,
      'Success',
      null,
    ]);
  });
});

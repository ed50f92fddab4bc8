// @vitest-environment happy-dom
import { noAccessSentence, PERMISSION } from '@acorn/domain/access';
import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import type { GeneratedReport } from '@acorn/domain/reports';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { page, serverDouble } from '../../../test/server-double';
import { ReportsScreen } from './reports-screen';

const FACILITIES = '/v1/acorn/facilities';
const REPORTS = '/v1/acorn/reports';
const facility = (facility_id: number, name: string) => ({ facility_id, name, group_id: 2 });
const report = (extra: Partial<GeneratedReport> = {}): GeneratedReport => ({
  report_id: 7,
  group_id: 2,
  type: 'users_status',
  status: 'ready',
  progress: 100,
  row_count: 12,
  created_at: '2026-11-21T09:00:00.000Z',
  completed_at: '2026-11-21T09:00:02.000Z',
  author: 'Sam Staff',
  failure: null,
  ...extra,
});

function show(bits = ALL_PERMISSIONS, reports: GeneratedReport[] = [report()]) {
  const server = serverDouble({
    [`GET ${FACILITIES}`]: page([facility(1, 'Toronto'), facility(2, 'Lake Barrington Woods')]),
    [`GET ${REPORTS}`]: page(reports),
  });
  const rendered = renderApp(<ReportsScreen title="Facility Monthly Reports" />, {
    roles: [2],
    user: { group_permissions: bits },
    route: { path: '/reports', at: '/reports' },
  });
  return { server, ...rendered };
}

describe('the Facility Monthly Reports page', () => {
  it('links each facility to both report pages, the facility in the URL and named to screen readers', async () => {
    const { server, user } = show();
    const links = within(await screen.findByRole('list', { name: 'Facilities' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Activities Report for Toronto',
      'Maintenance Report for Toronto',
      'Activities Report for Lake Barrington Woods',
      'Maintenance Report for Lake Barrington Woods',
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/activities_report?facility_id=1',
      '/maintaince_report?facility_id=1',
      '/activities_report?facility_id=2',
      '/maintaince_report?facility_id=2',
    ]);
    expect(server.last('GET', FACILITIES)!.query.get('sort')).toBe('name');
    await user.click(links[1]!);
    expect(screen.getByRole('status', { name: 'Current address' }).textContent).toBe('/maintaince_report');
  });

  it('links no activities report for a group without READ_EDIT_PUBLIC_EVENTS', async () => {
    show(ALL_PERMISSIONS & ~PERMISSION.READ_EDIT_PUBLIC_EVENTS);
    const links = within(await screen.findByRole('list', { name: 'Facilities' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Maintenance Report for Toronto',
      'Maintenance Report for Lake Barrington Woods',
    ]);
  });

  it('lists reports with Generate, Download and Delete when the group holds every bit', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'Tablet user reports' });
    expect(within(table).getByText('Tablet user status')).toBeDefined();
    expect(within(table).getByText('Sam Staff')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDefined();
    expect(screen.getByRole('button', { name: /^Download CSV of Tablet user status/ })).toBeDefined();
    expect(screen.getByRole('button', { name: /^Delete Tablet user status/ })).toBeDefined();
  });

  it('offers no Generate or Delete the group’s bits refuse', async () => {
    show(ALL_PERMISSIONS & ~PERMISSION.GENERATE_REPORT & ~PERMISSION.DELETE_REPORT);
    await screen.findByRole('table', { name: 'Tablet user reports' });
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Download CSV/ })).toBeDefined();
  });

  it('says calmly the group has no access to reports without READ_REPORT, and asks for none', async () => {
    const { server } = show(ALL_PERMISSIONS & ~PERMISSION.READ_REPORT);
    expect(screen.getByText(noAccessSentence('tablet user reports'))).toBeDefined();
    await screen.findByRole('list', { name: 'Facilities' });
    expect(server.callsTo('GET', REPORTS)).toEqual([]);
  });

  it('generates the chosen type, shows its progress, and follows it until ready', async () => {
    const { server, user } = show(ALL_PERMISSIONS, []);
    await screen.findByText('No reports yet.');
    const generating = report({ status: 'generating', progress: 40, row_count: 0, completed_at: null });
    server.on({
      [`POST ${REPORTS}`]: { status: 202, body: generating },
      [`GET ${REPORTS}`]: page([generating]),
    });
    await user.click(screen.getByRole('combobox', { name: 'Report type' }));
    await user.click(screen.getByRole('option', { name: 'Tablet user metrics' }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(server.last('POST', REPORTS)!.body).toEqual({ type: 'users_metrics' });
    const bar = await screen.findByRole('progressbar', { name: /^Progress of Tablet user status/ });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    server.on({ [`GET ${REPORTS}`]: page([report()]) });
    await waitFor(() => expect(screen.getByText('Ready')).toBeDefined(), { timeout: 5_000 });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

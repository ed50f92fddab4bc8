// @vitest-environment happy-dom
import { noAccessSentence, PERMISSION } from '@acorn/domain/access';
import type { ActivitiesReport, MaintenanceReport } from '@acorn/domain/facility-reports';
import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { refuse, serverDouble } from '../../../test/server-double';
import { ActivitiesReportPage } from './activities-report-page';
import { MaintenanceReportPage } from './maintenance-report-page';

// The two facility reports (issue 19) as a manager opens them from a link or a bookmark, against a server
// double: the facility from the address, the name from the navigation state, the month, the calm states,
// and the response gauge's red state in words as well as colour.

const FACILITY = { facility_id: 3, name: 'Lake Barrington Woods', time_zone: 'America/Chicago' };
const MAINTENANCE = '/v1/acorn/facilities/3/maintenance-report';
const ACTIVITIES = '/v1/acorn/facilities/3/activities-report';

const maintenance = (average: number | null, month = '2026-10'): MaintenanceReport => ({
  facility: FACILITY,
  month,
  jobs: 3,
  by_status: [
    { status: 'Pending', count: 1 },
    { status: 'In-Progress', count: 1 },
    { status: 'Done', count: 1 },
    { status: 'Delayed', count: 0 },
  ],
  response: {
    average_business_hours: average,
    responded: 2,
    not_responded: 1,
    target_business_hours: 7,
    over_target: average !== null && average > 7,
  },
  between_requests: { average_hours: 123, gaps: 2 },
});

const activities: ActivitiesReport = {
  facility: FACILITY,
  month: '2026-10',
  types: [
    { category: 'Intellectual', activities: 1, invited: 3, attended: 1, rate: 1 / 3 },
    { category: 'Physical', activities: 2, invited: 2, attended: 1, rate: 0.5 },
    { category: 'Social', activities: 1, invited: 1, attended: 1, rate: 1 },
    { category: 'Spiritual', activities: 0, invited: 0, attended: 0, rate: null },
  ],
  untyped: { activities: 0, invited: 0, attended: 0, rate: null },
  total: { activities: 4, invited: 6, attended: 3, rate: 0.5 },
};

const openMaintenance = (search: string, roles = [2], state?: object) =>
  renderApp(<MaintenanceReportPage title="Maintenance Report" />, {
    roles,
    route: { path: '/maintaince_report', at: { pathname: '/maintaince_report', search, state } },
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the maintenance report', () => {
  it('says in words that an 8-hour average response is over the 7-hour target, and colours it red', async () => {
    serverDouble({ [`GET ${MAINTENANCE}`]: { body: maintenance(8) } });
    openMaintenance('?facility_id=3&month=2026-10');
    expect(await screen.findByText('8.0 business hours on average: over the 7-hour target.')).toBeTruthy();
    const meter = await screen.findByRole('meter', { name: 'Average response time' });
    expect(meter.getAttribute('aria-valuetext')).toBe('8.0 business hours, over the 7-hour target');
    expect(screen.getByText(/Business hours are Monday to Friday, 09:00 to 17:00/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Jobs by status' });
    expect(within(table).getByRole('row', { name: 'Total 3' })).toBeTruthy();
  });

  it('says a 6-hour average is within the target, and never "over"', async () => {
    serverDouble({ [`GET ${MAINTENANCE}`]: { body: maintenance(6) } });
    openMaintenance('?facility_id=3&month=2026-10');
    expect(await screen.findByText('6.0 business hours on average: within the 7-hour target.')).toBeTruthy();
    expect(screen.queryByText(/over the 7-hour target/)).toBeNull();
    expect(screen.getByText('123.0 hours (5.1 days) on average between requests, over 2 gaps.')).toBeTruthy();
  });

  it('shows the name passed along at once, asks the server for its default month, then shows the answer’s', async () => {
    const server = serverDouble({ [`GET ${MAINTENANCE}`]: { body: maintenance(6) } });
    openMaintenance('?facility_id=3', [2], { facility: 'Lake Barrington' });
    expect(screen.getByText('Lake Barrington')).toBeTruthy();
    expect(await screen.findByText('Lake Barrington Woods')).toBeTruthy();
    expect(server.last('GET', MAINTENANCE)!.query.get('month')).toBeNull();
    expect((screen.getByLabelText('Month') as HTMLSelectElement).value).toBe('2026-10');
  });

  it('asks for another month when one is chosen, and offers none still to come', async () => {
    const server = serverDouble({
      [`GET ${MAINTENANCE}`]: (call) => ({ body: maintenance(6, call.query.get('month') ?? '2026-10') }),
    });
    const { user } = openMaintenance('?facility_id=3&month=2026-10');
    await screen.findByText(/within the 7-hour target/);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(server.last('GET', MAINTENANCE)!.query.get('month')).toBe('2026-11'));
    await screen.findByText(/within the 7-hour target/);
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    const options = within(screen.getByLabelText('Month')).getAllByRole('option');
    expect(options[0]!.textContent).toBe('November 2026');
    await user.selectOptions(screen.getByLabelText('Month'), '2026-03');
    await waitFor(() => expect(server.last('GET', MAINTENANCE)!.query.get('month')).toBe('2026-03'));
  });
});

describe('without a facility to show', () => {
  it('says so calmly, with a link to the reports for whoever may open them', async () => {
    const server = serverDouble();
    openMaintenance('');
    expect(screen.getByText(/Choose a facility to see its report/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the facilities’ reports' }).getAttribute('href')).toBe(
      '/reports',
    );
    expect(server.calls).toEqual([]);
  });

  it('says another group’s facility cannot be shown, with no link for a role that may not list reports', async () => {
    serverDouble({ [`GET ${MAINTENANCE}`]: refuse(404, 'Facility not found.') });
    openMaintenance('?facility_id=3', [3]);
    expect(await screen.findByText(/it does not exist, or it is not one of yours/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('the activities report', () => {
  it('shows attendance per type as a table beside the chart, and offers its CSV', async () => {
    serverDouble({ [`GET ${ACTIVITIES}`]: { body: activities } });
    renderApp(<ActivitiesReportPage title="Activities Report" />, {
      roles: [2],
      route: { path: '/activities_report', at: '/activities_report?facility_id=3&month=2026-10' },
    });
    const table = await screen.findByRole('region', { name: 'Attendance by activity type, as a table' });
    expect(within(table).getByRole('row', { name: 'Intellectual 1 3 1 33.3%' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Spiritual 0 0 0 —' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Total 4 6 3 50.0%' })).toBeTruthy();
    expect(within(table).queryByRole('row', { name: /No type/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.getByText(/^Invited: a resident is counted once per activity/)).toBeTruthy();
  });

  it('says calmly the group has no access to activities without READ_EDIT_PUBLIC_EVENTS, and asks for none', async () => {
    const server = serverDouble({ [`GET ${ACTIVITIES}`]: { body: activities } });
    renderApp(<ActivitiesReportPage title="Activities Report" />, {
      roles: [2],
      user: { group_permissions: ALL_PERMISSIONS & ~PERMISSION.READ_EDIT_PUBLIC_EVENTS },
      route: { path: '/activities_report', at: '/activities_report?facility_id=3&month=2026-10' },
    });
    expect(await screen.findByText(noAccessSentence('activities'))).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});

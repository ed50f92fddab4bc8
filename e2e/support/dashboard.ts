import type { Dashboard } from '@acorn/domain/dashboard';
import type { FacilityRow } from '@acorn/domain/facilities';
import type { ResidentsPage } from '@acorn/domain/residents';
import { expect, type Page } from '@playwright/test';
import { sessionToken } from './demo';

/** The signed-in page's API, as that user: GET and POST answering JSON, each call checked. */
export async function apiOf(page: Page) {
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const answer = async <T>(res: Awaited<ReturnType<Page['request']['get']>>): Promise<T> => {
    expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  return {
    get: async <T>(url: string) => answer<T>(await page.request.get(url, { headers })),
    post: async <T>(url: string, data: object) => answer<T>(await page.request.post(url, { headers, data })),
    put: async <T>(url: string, data: object) => answer<T>(await page.request.put(url, { headers, data })),
  };
}

/** Minutes left in a facility's day on its own clock. */
function minutesLeft(timeZone: string): number {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return 24 * 60 - (hour! * 60 + minute!);
}

/** What the test added for a facility's today, as the dashboard should show it. */
export interface Today {
  facility: FacilityRow;
  event: string;
  job: string;
  /** '<first name> <surname> turns 84'. */
  birthday: string;
}

/**
 * Adds an activity (starting in two minutes), a job (starting today) and a birthday (a resident born 84
 * years ago today) through the API for today in one of two facilities: the one whose day has longer to
 * run, so that what is added for "today" is still today while the test looks (Toronto's evening is
 * Dublin's night). 84 years: a multiple of four, so 29 February has one too.
 */
export async function addToday(page: Page, names: readonly string[]): Promise<Today> {
  const api = await apiOf(page);
  const { items } = await api.get<{ items: FacilityRow[] }>('/v1/acorn/facilities?page_size=100');
  const [facility] = items
    .filter((f) => names.includes(f.name))
    .sort((a, b) => minutesLeft(b.time_zone) - minutesLeft(a.time_zone));
  const { date } = await api.get<Dashboard>(`/v1/acorn/facilities/${facility!.facility_id}/dashboard`);
  const stamp = Date.now();
  const start = new Date(stamp + 2 * 60_000);
  const event = `Dashboard quiz ${stamp}`;
  await api.post('/v1/acorn/public-events', {
    title: event,
    location: 'Day room',
    description: 'A quiz for the dashboard test',
    category: 'Intellectual',
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 30 * 60_000).toISOString(),
    county: 'All',
    group_id: facility!.group_id,
  });
  const residents = await api.get<ResidentsPage>(`/v1/acorn/residents?facility_id=${facility!.facility_id}`);
  const resident = residents.items[0]!;
  const job = `Dashboard job ${stamp}`;
  await api.post(`/v1/acorn/residents/${resident.user_id}/maintenances`, {
    title: job,
    start_date: date,
    priority: 1,
  });
  const dob = `${Number(date.slice(0, 4)) - 84}${date.slice(4)}`;
  await api.put(`/v1/acorn/users/${resident.user_id}`, { user: { dob } });
  return { facility: facility!, event, job, birthday: `${resident.firstname} ${resident.surname} turns 84` };
}

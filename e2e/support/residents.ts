import type { ResidentRow, ResidentsPage } from '@acorn/domain/residents';
import { expect, request, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';
import { portalUrl } from './ports';

export const MANAGER = 'manager@acorn.demo';
const server = portalUrl();

/**
 * The residents of one demo facility the manager looks after who have a tablet and are not awaiting a
 * check-in (a demo tablet that is would be asked by the outbox as soon as it connects), by name.
 */
export async function residentsOf(facility: string): Promise<ResidentRow[]> {
  const api = await request.newContext({ baseURL: server });
  const login = await api.post('/v2/acorn/login', { data: { email: MANAGER, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).last_active_token as string}` };
  const all = (await (await api.get('/v1/acorn/residents', { headers })).json()) as ResidentsPage;
  const { facility_id } = all.facilities.find((f) => f.name === facility)!;
  const page = (await (
    await api.get(`/v1/acorn/residents?facility_id=${facility_id}`, { headers })
  ).json()) as ResidentsPage;
  await api.dispose();
  return page.items.filter((r) => r.has_tablet && r.check_in !== 1);
}

export const nameOf = (r: ResidentRow) => `${r.firstname} ${r.surname}`;

/** The resident's row in the list. */
export const rowOf = (page: Page, r: ResidentRow): Locator =>
  page.getByRole('list', { name: 'Residents' }).locator(`li[data-user-id="${r.user_id}"]`);

/** Chooses a facility in the Facility filter. */
export async function chooseFacility(page: Page, facility: string) {
  await page.getByRole('combobox', { name: 'Facility' }).click();
  await page.getByRole('option', { name: new RegExp(`^${facility} \\(\\d+\\)$`) }).click();
  await expect(page.getByRole('combobox', { name: 'Facility' })).toContainText(facility);
}

import { expect, request } from '@playwright/test';
import { adminToken } from './admin-two-step';
import { linkIn, mailTo } from './mailbox';
import { portalUrl } from './ports';

const server = portalUrl();

/** An API client signed in as role 1, for a spec's setting up and tidying. */
export async function adminApi() {
  const api = await request.newContext({ baseURL: server });
  const headers = { authorization: `Bearer ${await adminToken()}` };
  return { api, headers };
}

type Admin = Awaited<ReturnType<typeof adminApi>>;

/** A demo group's id and permission bits, by its title. */
export async function groupNamed({ api, headers }: Admin, title: string) {
  const list = await api.get(`/v1/acorn/groups?q=${encodeURIComponent(title)}`, { headers });
  const group = (
    (await list.json()) as { items: { group_id: number; title: string; group_permissions: number }[] }
  ).items.find((g) => g.title === title);
  expect(group, title).toBeDefined();
  return group!;
}

/** Sets a group's permission bits as role 1 does on the Groups screen. */
export async function setGroupBits({ api, headers }: Admin, groupId: number, bits: number) {
  const res = await api.put(`/v1/acorn/groups/${groupId}`, { headers, data: { group_permissions: bits } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A portal user of the spec's own (so no other spec's account is touched), added by role 1 and given a
 * password through the mailed invitation, as a new member of staff would.
 */
export async function newStaff({ api, headers }: Admin, groupId: number, role: number, password: string) {
  const email = `reports.${Date.now()}@shannon.test`;
  const added = await api.post('/v1/acorn/portal-users', {
    headers,
    data: { email, firstname: 'Róisín', surname: 'Tester', group_id: groupId, roles: [role] },
  });
  expect(added.status(), await added.text()).toBe(201);
  const token = new URL(linkIn(await mailTo(email))!).searchParams.get('token');
  const set = await api.post('/v2/acorn/reset-password', { data: { token, password } });
  expect(set.status(), await set.text()).toBe(200);
  return email;
}

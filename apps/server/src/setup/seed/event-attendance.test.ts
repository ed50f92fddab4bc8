import type { ResidentEventsPage } from '@acorn/domain/activities';
import { expect, it } from 'vitest';
import { login } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import { hashPassword } from '../../lib/passwords.js';
import { DEMO_PASSWORD } from '../demo-accounts.js';
import { publicEventAttendances } from '../../db/schema/index.js';
import { seedDemo } from './demo.js';
import { MAPLE_GROVE } from './organisation.js';

// The Activities panel as the demo manager first opens it: marked attendance and answered invitations.
const { app, db, clock } = await createTestApp();
await seedDemo(db, { passwordHash: await hashPassword(DEMO_PASSWORD), today: clock() });
const manager = await login(app, 'manager@acorn.demo', DEMO_PASSWORD);
const headers = {
  authorization: `Bearer ${manager.json<{ last_active_token: string }>().last_active_token}`,
};
const events = async (userId: number, when: string) =>
  (
    await app.inject({ method: 'GET', url: `/v1/acorn/residents/${userId}/events?when=${when}`, headers })
  ).json<ResidentEventsPage>();

it('marks past activities by staff and has residents answer invitations to coming ones', async () => {
  const rows = await db.select().from(publicEventAttendances);
  const statuses = new Set(rows.map((r) => r.status));
  expect([...statuses].sort()).toEqual(['absent', 'attended', 'declined', null]);
  expect(rows.filter((r) => r.status === 'attended').length).toBeGreaterThan(rows.length / 3);
  expect(new Set(rows.map((r) => r.answer))).toEqual(new Set(['going', 'not_going', null]));
  for (const r of rows.filter((r) => r.status))
    expect(Date.parse(r.marked_at!)).toBeLessThanOrEqual(clock().getTime());

  // What the manager sees of Maple Grove's residents.
  const ours = rows.filter((r) => r.group_id === MAPLE_GROVE);
  const answered = ours.find((r) => r.answer)!;
  const coming = await events(answered.user_id, 'coming');
  expect(coming.items.find((i) => i.public_event_id === answered.public_event_id)).toMatchObject({
    answer: answered.answer,
    invite_state: 'done',
  });
  const marked = ours.find((r) => r.status)!;
  const past = await events(marked.user_id, 'past');
  expect(past.items.find((i) => i.public_event_id === marked.public_event_id)).toMatchObject({
    attendance: marked.status,
    marked_by: 'Karen Whitfield',
  });
});

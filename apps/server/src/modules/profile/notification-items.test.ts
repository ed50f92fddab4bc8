import {
  notificationItemSchema,
  notificationItemsSchema,
  type NotificationItems,
} from '@acorn/domain/residents';
import { desc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPortalUser, signIn, signedInStaff } from '../../../test/fixtures.js';
import { addResident } from '../../../test/residents.js';
import { READ_COALESCE_MS } from '../../lib/audit.js';
import { createTestApp } from '../../../test/test-app.js';
import { eventually } from '../../../test/tablets.js';
import { auditLog, callLogs, checkInLogs, familyLinks, messages } from '../../db/schema/index.js';
import type { LiveEvent } from '../tablet-link/live-events.js';

const { app, db, clock } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  manager: { roles: [2], group: 'maple' },
  colleague: { roles: [2], group: 'maple' },
  stranger: { roles: [2], group: 'shannon' },
  jobs: { roles: [8], group: 'maple' },
});
const mary = await addResident(db, groups.maple, { firstname: 'Mary', surname: 'Byrne', is_online: 2 });
const john = await addResident(db, groups.maple, { firstname: 'John', surname: 'Ahern', is_online: 2 });
const about = (user_id: number) => ({ user_id, group_id: groups.maple });
// Mary missed two check-ins (one item: her newest), John one; Mary asked for a call and wrote twice.
const [maryOlder, maryNewer, johns] = await db
  .insert(checkInLogs)
  .values([
    { ...about(mary), status: 'Failed', check_in_time: '2026-11-20T09:30:00Z' },
    { ...about(mary), status: 'Failed', check_in_time: '2026-11-21T08:30:00Z' },
    { ...about(john), status: 'Failed', check_in_time: '2026-11-21T08:00:00Z' },
    { ...about(john), status: 'Done', check_in_time: '2026-11-19T08:00:00Z' },
  ])
  .returning({ id: checkInLogs.id });
const [request] = await db
  .insert(callLogs)
  .values({ ...about(mary), name: 'Mary', status: 'requested', date: '2026-11-21T08:45:00Z' })
  .returning({ id: callLogs.id });
const [firstMessage, secondMessage] = await db
  .insert(messages)
  .values([
    {
      ...about(mary),
      direction: 'from_tablet',
      body: 'Can someone help me with the telly?',
      created_at: '2026-11-21T08:50:00Z',
    },
    {
      ...about(mary),
      direction: 'from_tablet',
      body: 'Never mind, sorted.',
      created_at: '2026-11-21T08:55:00Z',
    },
  ])
  .returning({ id: messages.id });

// A family member linked to John only.
const family = await createPortalUser(db, { email: 'family@n.ie', roles: [7], group_id: groups.maple });
await db.insert(familyLinks).values({ portal_user_id: family, ...about(john) });
const familyHeaders = await signIn(app, 'family@n.ie');

const events: LiveEvent[] = [];
app.tabletLink.events.listen((e) => events.push(e));
const items = async (headers = as.manager) => {
  const res = await app.inject({ url: '/v1/acorn/notifications/items', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationItems>();
};
const counts = async (headers = as.manager) =>
  (await app.inject({ url: '/v1/acorn/notifications/count', headers })).json<Record<string, number>>();
const acknowledge = (kind: string, id: number, headers = as.manager) =>
  app.inject({ method: 'POST', url: '/v1/acorn/notifications/acknowledge', headers, payload: { kind, id } });

describe('GET /v1/acorn/notifications/items', () => {
  it("lists the group's missed check-ins (one per resident), call requests and messages, newest first", async () => {
    const lists = await items();
    expect(lists.missed_check_ins.map((i) => [i.id, i.resident_name])).toEqual([
      [maryNewer!.id, 'Mary Byrne'],
      [johns!.id, 'John Ahern'],
    ]);
    expect(lists.call_requests).toMatchObject([{ kind: 'call_request', id: request!.id, user_id: mary }]);
    // The database writes the body, unchecked: exactly the schema's fields.
    expect(notificationItemsSchema.strict().parse(lists)).toEqual(lists);
    const fields = Object.keys(notificationItemSchema.shape).sort();
    for (const item of Object.values(lists).flat()) expect(Object.keys(item).sort()).toEqual(fields);
    expect(lists.messages.map((m) => m.text)).toEqual([
      'Never mind, sorted.',
      'Can someone help me with the telly?',
    ]);
    expect(await counts()).toMatchObject({
      missed_check_ins: 2,
      call_requests: 1,
      unread_messages: 2,
      total: 5,
    });
  });

  it("tells another group's staff nothing about them", async () => {
    expect(await items(as.stranger)).toEqual({ missed_check_ins: [], call_requests: [], messages: [] });
  });

  it("tells a family member about their own resident's missed check-ins only", async () => {
    const lists = await items(familyHeaders);
    expect(lists).toEqual({
      missed_check_ins: [expect.objectContaining({ user_id: john })],
      call_requests: [],
      messages: [],
    });
  });

  // Security review 3, finding 4: the bell told of missed check-ins the link did not share.
  it('tells a family member nothing of check-ins their link does not share, in the list and the count', async () => {
    const share = (on: boolean) => db.update(familyLinks).set({ share_check_ins: on });
    await share(false);
    try {
      expect(await items(familyHeaders)).toEqual({ missed_check_ins: [], call_requests: [], messages: [] });
      expect(await counts(familyHeaders)).toMatchObject({ missed_check_ins: 0, total: 0 });
    } finally {
      await share(true);
    }
    expect(await counts(familyHeaders)).toMatchObject({ missed_check_ins: 1, total: 1 });
  });

  // Security review 3, finding 9: the popover shows the first words of residents' chat, unaudited.
  it('audits a read of the chat (or call note) of each resident whose text it shows, and no one else', async () => {
    const note = (text: string | null) =>
      db.update(callLogs).set({ note: text }).where(eq(callLogs.id, request!.id));
    // The lists above looked within the minute in which the same read is one row (ADR 0043).
    clock.advance(READ_COALESCE_MS);
    const [last] = await db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect((await items()).messages.map((m) => m.user_id)).toEqual([mary, mary]);
    await items(familyHeaders);
    await note('Wants her son rung after lunch');
    await items();
    await note(null);
    const rows = await db.select().from(auditLog).where(gt(auditLog.id, last!.id));
    const about = { action: 'read', resident_id: mary, group_id: groups.maple };
    // The second look at the same chat within the minute is the first's row (ADR 0043); the note is new.
    expect(rows).toEqual([
      expect.objectContaining({ ...about, entity: 'messages' }),
      expect.objectContaining({ ...about, entity: 'call_logs' }),
    ]);
  });

  it('refuses roles that do not see residents, and callers without a session', async () => {
    expect((await app.inject({ url: '/v1/acorn/notifications/items', headers: as.jobs })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ url: '/v1/acorn/notifications/items' })).statusCode).toBe(401);
  });
});

describe('POST /v1/acorn/notifications/acknowledge', () => {
  it('clears a missed check-in and the older ones for the whole group, live', async () => {
    const res = await acknowledge('missed_check_in', maryNewer!.id);
    expect(res.statusCode, res.body).toBe(204);
    const lists = await items(as.colleague);
    expect(lists.missed_check_ins.map((i) => i.user_id)).toEqual([john]);
    await eventually(() =>
      expect(events).toContainEqual({
        type: 'acknowledged',
        ...about(mary),
        kind: 'missed_check_in',
        id: maryNewer!.id,
      }),
    );
    // The older one went with it: it does not surface now that the newer is cleared.
    expect(lists.missed_check_ins.map((i) => i.id)).not.toContain(maryOlder!.id);
  });

  it('clears a call request', async () => {
    expect((await acknowledge('call_request', request!.id)).statusCode).toBe(204);
    expect((await items(as.colleague)).call_requests).toEqual([]);
  });

  it('marks a message read, and the older unread of the same resident', async () => {
    expect((await acknowledge('message', secondMessage!.id)).statusCode).toBe(204);
    expect((await items(as.colleague)).messages).toEqual([]);
    const [first] = await db.select().from(messages).where(eq(messages.id, firstMessage!.id));
    expect(first!.read_at).not.toBeNull();
    await eventually(() => expect(events).toContainEqual({ type: 'message_read', ...about(mary) }));
    expect(await counts(as.colleague)).toMatchObject({
      missed_check_ins: 1,
      call_requests: 0,
      unread_messages: 0,
    });
  });

  it("answers 404 for another group's item or the wrong kind, and 403 to a family member", async () => {
    expect((await acknowledge('missed_check_in', johns!.id, as.stranger)).statusCode).toBe(404);
    expect((await acknowledge('call_request', johns!.id)).statusCode).toBe(404);
    expect((await acknowledge('missed_check_in', johns!.id, familyHeaders)).statusCode).toBe(403);
    expect((await items(familyHeaders)).missed_check_ins).toHaveLength(1);
  });
});

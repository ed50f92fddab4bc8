import { FAMILY_SHARES, type FamilyShare, type FamilyShares } from '@acorn/domain/family';
import type { NotificationItems } from '@acorn/domain/residents';
import type { LiveEvent } from '@acorn/domain/tablet-link';
import type { CommandAction } from '@acorn/domain/tablets';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLogs, checkInLogs, familyLinks, messages } from '../../src/db/schema/index.js';
import { MAPLE_GROVE } from '../../src/setup/seed/organisation.js';
import { liveStream } from '../live-stream.js';
import { eventually, listen } from '../tablets.js';
import { OTHER_GROUP, type MatrixWorld } from './world.js';

/** What a family member must share to hear an event about a linked resident: a share, any link, or never. */
type Needs = FamilyShare | 'any link' | 'never';

// Written out per event type and per command action (the records make a new one fail to compile until it
// is placed here), independent of the server's filter (family-hearing.ts), which this judges.
const EVENT_NEEDS: Record<Exclude<LiveEvent['type'], 'command'>, Needs> = {
  check_in: 'check_ins',
  call_signal: 'calls',
  presence: 'never',
  metrics: 'never',
  message: 'never',
  message_read: 'never',
  health_reading: 'never',
  tablet_job: 'never',
  event_answer: 'never',
  acknowledged: 'never',
  call_ringing: 'never',
  call_stopped_ringing: 'never',
};
const COMMAND_NEEDS: Record<CommandAction, Needs> = {
  photo: 'any link',
  install_app: 'any link',
  check_in: 'never',
  message: 'never',
  reset_calendar: 'never',
  reset_email: 'never',
  reset_messages_auth: 'never',
  reset: 'never',
  update: 'never',
  event_invite: 'never',
  calendar: 'never',
};

/** One event of every type (a command of every action) about `user_id`; call signals for `member`'s call. */
function everyEvent(group_id: number, user_id: number, member: number): [LiveEvent, Needs][] {
  const at = '2026-11-21T09:00:00.000Z';
  const samples: { [T in keyof typeof EVENT_NEEDS]: Extract<LiveEvent, { type: T }> } = {
    check_in: { type: 'check_in', group_id, user_id, state: 2 },
    call_signal: {
      type: 'call_signal',
      group_id,
      user_id,
      portal_user_id: member,
      signal: { type: 'hangup', call_id: 1 },
    },
    presence: { type: 'presence', group_id, user_id, online: true, last_seen: at },
    metrics: { type: 'metrics', group_id, user_id, battery: 50, acorn_version: null },
    message: { type: 'message', group_id, user_id, kind: 'message' },
    message_read: { type: 'message_read', group_id, user_id },
    health_reading: { type: 'health_reading', group_id, user_id },
    tablet_job: { type: 'tablet_job', group_id, user_id, maintenance_id: 1, condition: 'offline' },
    event_answer: { type: 'event_answer', group_id, user_id, public_event_id: 1, answer: 'going' },
    acknowledged: { type: 'acknowledged', group_id, user_id, kind: 'missed_check_in', id: 1 },
    call_ringing: {
      type: 'call_ringing',
      group_id,
      call_id: 1,
      user_id,
      resident_name: 'R',
      rings_until: at,
    },
    call_stopped_ringing: {
      type: 'call_stopped_ringing',
      group_id,
      user_id,
      call_id: 1,
      reason: 'missed',
      answered_by: null,
    },
  };
  const commands = Object.entries(COMMAND_NEEDS).map(([action, needs], i): [LiveEvent, Needs] => [
    { type: 'command', group_id, user_id, command_id: 100 + i, action, state: 'sent' },
    needs,
  ]);
  return [
    ...Object.entries(samples).map(([type, event]): [LiveEvent, Needs] => [
      event,
      EVENT_NEEDS[type as keyof typeof EVENT_NEEDS],
    ]),
    ...commands,
  ];
}

const photoCommand = {
  type: 'command',
  group_id: MAPLE_GROVE,
  action: 'photo',
  state: 'done',
} as const;
const everything = Object.fromEntries(FAMILY_SHARES.map((s) => [s, true])) as FamilyShares;
const only = (shared: readonly FamilyShare[]) =>
  Object.fromEntries(FAMILY_SHARES.map((s) => [s, shared.includes(s)])) as FamilyShares;
/** Every way one link may be set: sharing nothing, each share alone, everything. */
const SETTINGS = [[], ...FAMILY_SHARES.map((s) => [s]), [...FAMILY_SHARES]] as FamilyShare[][];

/**
 * The family channels beside the routes (security review 3, finding 4): the family live stream and the
 * header's bell, per family share. The matrix's family member shares everything about one resident; the
 * other's link is set each way in turn while the stream stays open (the stream is re-judged, as after any
 * write), and every event about either, about a resident they are not linked to and about another group's
 * is sent. The stream must carry exactly what the links share; the bell only shared missed check-ins.
 */
export function describeFamilyChannels(world: MatrixWorld) {
  const { app, db, residents } = world;
  const family = world.principals.find(
    (p) => p.kind === 'role' && p.role === 7 && 'authorization' in p.headers,
  );
  if (family?.kind !== 'role') throw new Error('the matrix has no family member');
  const about = [
    { group: MAPLE_GROVE, user_id: residents.own },
    { group: MAPLE_GROVE, user_id: residents.unshared },
    { group: MAPLE_GROVE, user_id: residents.unlinked },
    { group: OTHER_GROUP, user_id: residents.other },
  ];
  const setLink = (shares: FamilyShares) =>
    db
      .update(familyLinks)
      .set({
        share_activities: shares.activities,
        share_check_ins: shares.check_ins,
        share_health: shares.health,
        share_calls: shares.calls,
      })
      .where(and(eq(familyLinks.portal_user_id, family.userId), eq(familyLinks.user_id, residents.unshared)));
  let stream: Awaited<ReturnType<typeof liveStream>>;
  let markers = 1000;

  beforeAll(async () => {
    // Something for the bell about everyone: a missed check-in, a call request and an unread message.
    for (const { group, user_id } of about) {
      const rows = { user_id, group_id: group };
      await db
        .insert(checkInLogs)
        .values({ ...rows, status: 'Failed', check_in_time: '2026-11-21T08:00:00Z' });
      await db
        .insert(callLogs)
        .values({ ...rows, name: 'R', status: 'requested', date: '2026-11-21T08:00:00Z' });
      await db.insert(messages).values({ ...rows, direction: 'from_tablet', body: 'Hello' });
    }
    const { server } = await listen(app);
    stream = await liveStream(
      server,
      { authorization: family.headers.authorization! },
      '/v1/acorn/family/live',
    );
  });
  afterAll(async () => {
    stream.socket.close();
    await setLink(only([]));
  });

  describe.each(SETTINGS)('the second link sharing [%s]', (...shared) => {
    const linked = new Map([
      [residents.own, everything],
      [residents.unshared, only(shared)],
    ]);
    const hears = (event: LiveEvent, needs: Needs) => {
      const link = linked.get(event.user_id);
      return !!link && needs !== 'never' && (needs === 'any link' || link[needs]);
    };

    it('the family live stream carries exactly what each link shares', async () => {
      await setLink(only(shared));
      await app.streamAccess.refresh();
      const sent = about.flatMap(({ group, user_id }) => everyEvent(group, user_id, family.userId));
      // Last, one the stream always carries: whatever it was going to carry of the rest is there by then.
      const last: LiveEvent = { ...photoCommand, user_id: residents.own, command_id: ++markers };
      const from = stream.events.length;
      app.tabletLink.events.emit(...sent.map(([event]) => event), last);
      await eventually(() => expect(stream.events.at(-1)).toEqual(last));
      expect(stream.events.slice(from, -1)).toEqual(
        sent.filter(([event, needs]) => hears(event, needs)).map(([event]) => event),
      );
    });

    it('the bell tells of missed check-ins only where the link shares check-ins', async () => {
      await setLink(only(shared));
      const expected = [...linked].filter(([, link]) => link.check_ins).map(([id]) => id);
      const headers = { authorization: family.headers.authorization! };
      const items = await app.inject({ url: '/v1/acorn/notifications/items', headers });
      const lists = items.json<NotificationItems>();
      expect(lists.missed_check_ins.map((i) => i.user_id).sort()).toEqual(expected.sort());
      expect([lists.call_requests, lists.messages]).toEqual([[], []]);
      const count = await app.inject({ url: '/v1/acorn/notifications/count', headers });
      expect(count.json()).toEqual({
        missed_check_ins: expected.length,
        call_requests: 0,
        unread_messages: 0,
        total: expected.length,
      });
    });
  });
}

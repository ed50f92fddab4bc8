import { eventInvitePayloadSchema, type ResidentEventsPage } from '@acorn/domain/activities';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../../test/fixtures.js';
import { createTestApp } from '../../../../test/test-app.js';
import { createTablets, eventually, listen, simulatedTablet } from '../../../../test/tablets.js';
import { commands, publicEventAttendances } from '../../../db/schema/index.js';
import type { LiveEvent } from '../../tablet-link/live-events.js';
import { addEvent } from './test-events.js';

// An invitation's whole journey: the portal sends it, a simulated tablet receives it as an event_invite
// command, and the resident's answer comes back on the acknowledgement.
const { app, db, clock } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, { manager: { roles: [2], group: 'maple' } });
const where = await listen(app);
const [identity] = await createTablets(db, groups.maple, 1);
const sim = simulatedTablet(identity!, where, { checkInAnswerMs: 50 });
afterAll(() => sim.drop());
await sim.enrol();
await sim.connect();
const mary = sim.userId;
const heard: LiveEvent[] = [];
app.tabletLink.events.listen((e) => heard.push(e));

const event = (title: string) => addEvent(db, clock(), title, 48, { group_id: groups.maple });
const invite = async (eventId: number) =>
  (
    await app.inject({
      method: 'POST',
      url: `/v1/acorn/residents/${mary}/events/${eventId}/invite`,
      headers: as.manager,
    })
  ).json<{ command_id: number }>().command_id;
const shown = async (eventId: number) =>
  (await app.inject({ method: 'GET', url: `/v1/acorn/residents/${mary}/events`, headers: as.manager }))
    .json<ResidentEventsPage>()
    .items.find((i) => i.public_event_id === eventId)!;
const attendance = async (eventId: number) =>
  (
    await db
      .select()
      .from(publicEventAttendances)
      .where(
        and(eq(publicEventAttendances.public_event_id, eventId), eq(publicEventAttendances.user_id, mary)),
      )
  )[0];
/** Waits until the command is done: its answer, if any, is stored by then (one batch, one emit). */
const done = (command_id: number) =>
  eventually(() =>
    expect(heard).toContainEqual(expect.objectContaining({ type: 'command', command_id, state: 'done' })),
  );

describe('an activity invitation', () => {
  it('reaches the tablet, waits delivered, and stores the resident’s going with a live event', async () => {
    const quiz = await event('Table quiz');
    const commandId = await invite(quiz);
    const received = await sim.waitFor((c) => c.command_id === commandId);
    expect(received.action).toBe('event_invite');
    expect(eventInvitePayloadSchema.parse(received.payload)).toMatchObject({
      public_event_id: quiz,
      title: 'Table quiz',
    });
    await eventually(async () => expect((await shown(quiz)).invite_state).toBe('delivered'));
    expect((await shown(quiz)).answer).toBeNull();
    sim.answerInvite(received, 'going');
    await eventually(() =>
      expect(heard).toContainEqual({
        type: 'event_answer',
        group_id: groups.maple,
        user_id: mary,
        public_event_id: quiz,
        answer: 'going',
      }),
    );
    expect(await shown(quiz)).toMatchObject({
      answer: 'going',
      answered_at: clock().toISOString(),
      invite_state: 'done',
    });
  });

  it('is left unanswered by a done without an answer', async () => {
    const walk = await event('Garden walk');
    const commandId = await invite(walk);
    await sim.waitFor((c) => c.command_id === commandId);
    await sim.publishRaw('acks', JSON.stringify({ command_id: commandId, state: 'done' }));
    await done(commandId);
    expect(await attendance(walk)).toMatchObject({ answer: null, invite_command_id: commandId });
  });

  it('is not what an answer on another kind of command is', async () => {
    const mass = await event('Mass');
    // A message whose payload happens to name the event: only an event_invite's answer counts.
    const [message] = await db
      .insert(commands)
      .values({
        user_id: mary,
        group_id: groups.maple,
        action: 'message',
        payload: { message: 'Mass on Sunday', public_event_id: mass },
        ttl_seconds: 3600,
        expires_at: new Date(clock().getTime() + 3_600_000).toISOString(),
        state: 'sent',
      })
      .returning();
    const ack = { command_id: message!.id, state: 'done', answer: 'going' };
    await sim.publishRaw('acks', JSON.stringify(ack));
    await done(message!.id);
    expect(await attendance(mass)).toBeUndefined();
    expect(heard.filter((e) => e.type === 'event_answer' && e.public_event_id === mass)).toEqual([]);
  });
});

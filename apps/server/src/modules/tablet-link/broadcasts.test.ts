import { CHECK_IN_STATE } from '@acorn/domain/residents';
import { groupBroadcastTopic } from '@acorn/domain/tablet-link';
import type { CommandResult } from '@acorn/domain/tablets';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import {
  createTablets,
  eventually,
  externalBroker,
  externalBrokerConfig,
  listen,
  simulatedTablet,
} from '../../../test/tablets.js';
import { createTestApp } from '../../../test/test-app.js';
import { acornUsers, auditLog, broadcasts, commands } from '../../db/schema/index.js';
import { writtenOut } from './commands/broadcasts.js';

const { url: external, dynsec } = externalBroker;
const { app, db } = await createTestApp({
  config: {
    groupPublishMin: 2,
    broadcastFallbackMs: 300,
    ...externalBrokerConfig(),
  },
});
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
});
const where = await listen(app, external);
const started: { drop(): void }[] = [];
afterAll(() => started.forEach((t) => t.drop()));

/** Connected tablets of one group, each recording the topics its messages came on. */
async function fleet(group: number, count: number, checkInAnswerMs: number | null = 50) {
  const made = [];
  for (const identity of await createTablets(db, group, count)) {
    const sim = simulatedTablet(identity, where, { checkInAnswerMs });
    started.push(sim);
    await sim.enrol();
    await sim.connect();
    const topics: string[] = [];
    sim.client!.on('message', (topic) => topics.push(topic));
    made.push({ sim, topics });
  }
  const ids = made.map((m) => m.sim.userId);
  await eventually(async () => {
    const online = await db
      .select()
      .from(acornUsers)
      .where(and(inArray(acornUsers.user_id, ids), eq(acornUsers.is_connected, true)));
    expect(online).toHaveLength(ids.length);
  });
  return made;
}

const send = (payload: Record<string, unknown>, headers = as.manager) =>
  app.inject({ method: 'POST', url: '/v1/acorn/commands', headers, payload });

const statesOf = async (ids: number[]) =>
  (await db.select().from(commands).where(inArray(commands.id, ids))).map((c) => c.state);

describe('a broadcast', () => {
  it("goes once on the group's topic, skips who it is not for, and each tablet acknowledges it by the broadcast", async () => {
    const tablets = await fleet(groups.maple, 4);
    const [left, ...named] = tablets;
    const res = await send({
      action: 'message',
      message: 'Lunch is at one',
      user_ids: named.map((t) => t.sim.userId),
    });
    expect(res.statusCode).toBe(202);
    const sent = res.json<CommandResult>().commands;
    expect(sent).toHaveLength(3);
    const root = app.tabletLink.root;
    for (const { sim, topics } of named) {
      const got = await sim.waitFor((c) => c.payload.message === 'Lunch is at one');
      expect(got.command_id).toBeLessThan(0);
      expect(topics).toEqual([groupBroadcastTopic(groups.maple, root)]);
    }
    await eventually(async () =>
      expect(await statesOf(sent.map((c) => c.command_id))).toEqual(['done', 'done', 'done']),
    );
    // The tablet it was not for had it from the group's topic too, and ignored it (`except`).
    expect(left!.sim.received).toHaveLength(0);

    const [stored] = await db
      .select()
      .from(broadcasts)
      .where(eq(broadcasts.id, -named[0]!.sim.received[0]!.command_id));
    expect(stored!.published_groups).toEqual([groups.maple]);
    expect(stored!.materialised_at).not.toBeNull();
    // Read back as the asking instance does when another wrote them out first: exactly the answer's.
    const readBack = await writtenOut(db, stored!.id);
    expect(readBack.map((c) => c.id)).toEqual(sent.map((c) => c.command_id));
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'broadcasts'), eq(auditLog.entity_id, String(stored!.id))));
    expect(audited.map((a) => [a.action, a.entity, (a.changes as { tablets: number }).tablets])).toEqual([
      ['command', 'broadcasts', 3],
    ]);
    // Each resident's record still says what was sent to them.
    const perResident = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'commands'),
          inArray(
            auditLog.entity_id,
            sent.map((c) => String(c.command_id)),
          ),
        ),
      );
    expect(perResident).toHaveLength(3);
  });

  it('turns a group check-in Pending, then Success as each resident answers', async () => {
    const tablets = await fleet(groups.maple, 2);
    const ids = tablets.map((t) => t.sim.userId);
    const res = await send({ action: 'check_in', user_ids: ids });
    expect(res.statusCode).toBe(202);
    const pending = await db.select().from(acornUsers).where(inArray(acornUsers.user_id, ids));
    expect(pending.map((p) => p.is_online)).toEqual([CHECK_IN_STATE.PENDING, CHECK_IN_STATE.PENDING]);
    await eventually(async () => {
      const answered = await db.select().from(acornUsers).where(inArray(acornUsers.user_id, ids));
      expect(answered.map((a) => a.is_online)).toEqual([CHECK_IN_STATE.SUCCESS, CHECK_IN_STATE.SUCCESS]);
    });
  });

  it("reaches a tablet that missed the group's topic on its own, and is acted on once", async () => {
    const [late, other] = await fleet(groups.maple, 2);
    await late!.sim.client!.unsubscribeAsync(late!.sim.credential!.broadcast_topic);
    const res = await send({
      action: 'message',
      message: 'Bingo at three',
      user_ids: [late!.sim.userId, other!.sim.userId],
    });
    const sent = res.json<CommandResult>().commands;
    const got = await late!.sim.waitFor((c) => c.payload.message === 'Bingo at three');
    expect(got.command_id).toBeLessThan(0);
    expect(late!.topics).toEqual([late!.sim.topic('commands')]);
    await eventually(async () =>
      expect(await statesOf(sent.map((c) => c.command_id))).toEqual(['done', 'done']),
    );
    expect(other!.sim.received.filter((c) => c.payload.message === 'Bingo at three')).toHaveLength(1);
  });

  it('is written out and delivered after a crash left it stored but not written out', async () => {
    const tablets = await fleet(groups.maple, 2);
    const [b] = await db
      .insert(broadcasts)
      .values({
        action: 'message',
        payload: { message: 'After the restart' },
        ttl_seconds: 3600,
        targets: tablets.map((t) => ({ user_id: t.sim.userId, group_id: groups.maple })),
        published_groups: [groups.maple],
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        actor_email: 'manager@example.test',
        actor_ip: '127.0.0.1',
      })
      .returning();
    await app.tabletLink.dispatcher.recover(false);
    for (const { sim } of tablets) await sim.waitFor((c) => c.payload.message === 'After the restart');
    await eventually(async () => {
      const written = await db.select().from(commands).where(eq(commands.broadcast_id, b!.id));
      expect(written.map((c) => c.state)).toEqual(['done', 'done']);
    });
  });

  // A broker without dynamic security or the hooks (the machine's anonymous Mosquitto) checks nothing.
  it.skipIf(external && !dynsec)(
    "is not for another group's tablets: they may not subscribe to the group's topic",
    async () => {
      const [outsider] = await fleet(groups.acorn, 1);
      const topic = groupBroadcastTopic(groups.maple, app.tabletLink.root);
      await expect(outsider!.sim.client!.subscribeAsync(topic, { qos: 1 })).rejects.toThrow(
        /Subscribe error/,
      );
    },
  );
});

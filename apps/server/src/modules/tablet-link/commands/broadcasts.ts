import { groupBroadcastTopic, MAX_BROADCAST_EXCEPT, type BroadcastPayload } from '@acorn/domain/tablet-link';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { auditLog, broadcasts, commands, tabletCredentials } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import { anyOf } from '../../../lib/any-of.js';
import type { BrokerLink } from '../broker/broker-link.js';
import {
  storedCommandColumns,
  storeCommands,
  type Actor,
  type NewCommands,
  type StoredCommand,
  type Target,
} from './store-commands.js';

/** A group's part of a broadcast sent on the group's topic: everyone in it with a live credential, bar `except`. */
export interface GroupPublish {
  group_id: number;
  except: number[];
}

/**
 * Which groups a broadcast goes to on their topic (ADR 0041): those where it reaches at least `min` tablets
 * and leaves out at most MAX_BROADCAST_EXCEPT of the group's (named in `except`). A tablet's group here is
 * its live credential's, the one the broker lets it subscribe to. Smaller parts go tablet by tablet, each
 * command with its own id: below `min` the saving is nothing.
 */
export async function groupPublishes(
  db: Db,
  targets: readonly Target[],
  min: number,
): Promise<GroupPublish[]> {
  const wanted = new Map<number, Set<number>>();
  for (const t of targets) wanted.set(t.group_id, (wanted.get(t.group_id) ?? new Set()).add(t.user_id));
  const large = [...wanted].filter(([, users]) => users.size >= min).map(([group]) => group);
  if (large.length === 0) return [];
  const live = await db
    .select({ user_id: tabletCredentials.user_id, group_id: tabletCredentials.group_id })
    .from(tabletCredentials)
    .where(and(inArray(tabletCredentials.group_id, large), isNull(tabletCredentials.revoked_at)));
  const except = new Map(large.map((g) => [g, [] as number[]]));
  for (const c of live) if (!wanted.get(c.group_id)!.has(c.user_id)) except.get(c.group_id)!.push(c.user_id);
  return [...except]
    .filter(([, left]) => left.length <= MAX_BROADCAST_EXCEPT)
    .map(([group_id, left]) => ({ group_id, except: left }));
}

/**
 * A command to many tablets (ADR 0041): stored as one row with its target set and one audit row, published
 * once per group on the group's topic, then written out as one command per tablet (with their audit, chat
 * and check-in rows) by `materialise`, which whatever needs those rows first runs (the request, a tablet's
 * acknowledgement, the next start after a crash) and which runs once.
 */
export function broadcaster(deps: {
  db: Db;
  link: BrokerLink;
  log: FastifyBaseLogger;
  root: string;
  groupPublishMin: number;
}) {
  const { db, link, log, root } = deps;
  /** Materialisations under way in this process, so a request and an acknowledgement share one. */
  const underWay = new Map<number, Promise<StoredCommand[]>>();

  /** Writes a broadcast's per-tablet rows, once: answers them, or nothing when it was done before. */
  function materialise(id: number): Promise<StoredCommand[]> {
    const running = underWay.get(id);
    if (running) return running;
    const work = db
      .transaction(async (tx) => {
        // The row lock makes a second instance (or a second start) wait, then find it done.
        const [b] = await tx
          .select()
          .from(broadcasts)
          .where(and(eq(broadcasts.id, id), isNull(broadcasts.materialised_at)))
          .for('update');
        if (!b) return [];
        const stored = await storeCommands(
          tx,
          b.targets,
          {
            action: b.action as NewCommands['action'],
            payload: b.payload,
            ttlSeconds: b.ttl_seconds,
            createdBy: b.created_by,
            senderName: null,
            now: new Date(b.created_at),
          },
          { user_id: b.created_by, email: b.actor_email, ip: b.actor_ip },
          { id, published_groups: b.published_groups },
        );
        await tx
          .update(broadcasts)
          .set({ materialised_at: sql`now()` })
          .where(eq(broadcasts.id, id));
        return stored;
      })
      .finally(() => underWay.delete(id));
    underWay.set(id, work);
    return work;
  }

  return {
    materialise,
    /** Every broadcast's per-tablet rows exist once this resolves (before its acknowledgements are applied). */
    async materialised(ids: readonly number[]): Promise<void> {
      await Promise.all([...new Set(ids)].map(materialise));
    },
    /** Stores, publishes on the groups' topics, then writes the per-tablet commands; answers those. */
    async send(targets: readonly Target[], command: NewCommands, actor: Actor): Promise<StoredCommand[]> {
      const groups = await groupPublishes(db, targets, deps.groupPublishMin);
      const expires_at = new Date(command.now.getTime() + command.ttlSeconds * 1000).toISOString();
      const id = await storeBroadcast(db, targets, command, actor, groups, expires_at);
      await Promise.all(
        groups.map(({ group_id, except }) => {
          const message: BroadcastPayload = {
            broadcast_id: id,
            action: command.action,
            payload: command.payload,
            expires_at,
            ...(except.length ? { except } : {}),
          };
          // QoS 0: the group's topic is the fast path, at most once; each tablet's own command row makes
          // it at least once (the fallback, redelivery at connect). At QoS 1 every tablet also answers the
          // broker, which at 10,000 tablets put the last receipt 0.3-0.5 s later (bench:fanout).
          return link
            .publish(groupBroadcastTopic(group_id, root), JSON.stringify(message), { qos: 0 })
            .catch((error: unknown) =>
              // Its commands stay queued: each tablet gets its own from the fallback or at its next connection.
              log.warn({ err: error, broadcast_id: id, group_id }, 'tablet link: group publish failed'),
            );
        }),
      );
      // One turn of the event loop first: the embedded broker's last writes to the tablets' sockets go out
      // before the embedded database holds the thread for the per-tablet rows (about 1 s at 10,000; without
      // the turn, the last tablets got it 0.2-0.3 s later: bench:fanout).
      await new Promise((resolve) => setImmediate(resolve));
      const written = await materialise(id);
      // Empty when another instance wrote them out first (an acknowledgement it handled): read them back.
      return written.length > 0 ? written : writtenOut(db, id);
    },
    /** After a crash: the broadcasts stored (perhaps published) but never written out, written out now. */
    async recover(): Promise<StoredCommand[]> {
      const left = await db
        .select({ id: broadcasts.id })
        .from(broadcasts)
        .where(isNull(broadcasts.materialised_at))
        .orderBy(asc(broadcasts.id));
      const stored: StoredCommand[] = [];
      for (const { id } of left) stored.push(...(await materialise(id)));
      return stored;
    },
  };
}
export type Broadcaster = ReturnType<typeof broadcaster>;

/**
 * A broadcast's per-tablet commands, as written out: they carry its creation time, author and action (and
 * broadcast_id only where their group had the topic), so those with its targets are exactly its own.
 */
export async function writtenOut(db: Db, id: number): Promise<StoredCommand[]> {
  const [b] = await db.select().from(broadcasts).where(eq(broadcasts.id, id));
  if (!b) return [];
  return db
    .select(storedCommandColumns)
    .from(commands)
    .where(
      and(
        eq(commands.created_at, b.created_at),
        eq(commands.action, b.action),
        b.created_by === null ? isNull(commands.created_by) : eq(commands.created_by, b.created_by),
        anyOf(
          commands.user_id,
          b.targets.map((t) => t.user_id),
        ),
      ),
    )
    .orderBy(asc(commands.id));
}

/** The broadcast's row and its one audit row (what was asked, of how many tablets), in one statement. */
async function storeBroadcast(
  db: Db,
  targets: readonly Target[],
  c: NewCommands,
  actor: Actor,
  groups: readonly GroupPublish[],
  expires_at: string,
): Promise<number> {
  const result = await db.execute<{ id: number | string }>(sql`
    with stored as (
      insert into ${broadcasts} (action, payload, ttl_seconds, targets, published_groups, created_at, expires_at,
        created_by, actor_email, actor_ip)
      values (${c.action}, ${JSON.stringify(c.payload)}::jsonb, ${c.ttlSeconds},
        ${JSON.stringify(targets.map(({ user_id, group_id }) => ({ user_id, group_id })))}::jsonb,
        ${`{${groups.map((g) => g.group_id).join(',')}}`}::int[], ${c.now.toISOString()}, ${expires_at},
        ${c.createdBy}, ${actor.email}, ${actor.ip})
      returning id
    ), audited as (
      insert into ${auditLog} (at, actor_user_id, actor_email, action, entity, entity_id, changes, ip)
      select ${c.now.toISOString()}, ${actor.user_id}, ${actor.email}, 'command', 'broadcasts', id::text,
        ${JSON.stringify({ action: c.action, tablets: targets.length, groups: groups.map((g) => g.group_id) })}::jsonb,
        ${actor.ip}
      from stored
    )
    select id from stored`);
  return Number(result.rows[0]!.id);
}

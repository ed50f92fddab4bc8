import { COMMAND_STATES, type CommandState } from '@acorn/domain/tablets';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, day, instant, lastModified } from './columns.js';
import { portalUsers, tenantGroupId } from './identity.js';
import { acornUsers, residentKey } from './residents.js';

/**
 * The outbox: a command is a row before it is a publish, so none is lost when an API instance or the broker
 * restarts. user_id has no foreign key on purpose: a command's record outlives the user it was for. (A
 * deleted tablet user's row stays as an unassigned device, so the delete-time reset still reaches the
 * tablet: docs/decisions/0011.)
 */
export const commands = pgTable(
  'commands',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer().notNull(),
    group_id: tenantGroupId(),
    action: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ttl_seconds: integer().notNull(),
    created_at: createdAt(),
    expires_at: instant().notNull(),
    state: text().$type<CommandState>().notNull().default('queued'),
    sent_at: instant(),
    delivered_at: instant(),
    /** When it reached done, failed or expired. */
    finished_at: instant(),
    /** What the tablet reported with done or failed. */
    detail: text(),
    created_by: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
    /** Set when this command also went out on its group's topic, as this broadcast (ADR 0041). */
    broadcast_id: bigint({ mode: 'number' }),
  },
  (t) => [
    index('commands_user_state_idx').on(t.user_id, t.state),
    // A tablet acknowledges a broadcast by its id: its command is found by (broadcast, tablet user).
    uniqueIndex('commands_broadcast_user_idx')
      .on(t.broadcast_id, t.user_id)
      .where(sql`${t.broadcast_id} is not null`),
    index('commands_group_created_idx').on(t.group_id, t.created_at.desc().nullsFirst()),
    // Lets the sweeper find what to expire without scanning finished commands.
    index('commands_pending_expiry_idx')
      .on(t.expires_at)
      .where(sql`${t.state} in ('queued', 'sent')`),
    check(
      'commands_state_check',
      sql`${t.state} in (${sql.raw(COMMAND_STATES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

/**
 * One command to many tablets, stored as one row with its target set before anything is published
 * (ADR 0041). Its per-tablet commands (and their audit, chat and check-in rows) are written just after the
 * publish, by whichever comes first: the request itself, a tablet's acknowledgement, or the next start after
 * a crash (materialised_at null).
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    action: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ttl_seconds: integer().notNull(),
    /** Each target with its group, as resolved when it was asked: [{ user_id, group_id }]. */
    targets: jsonb().$type<{ user_id: number; group_id: number }[]>().notNull(),
    /** The groups it went to on their topic: their targets' commands carry broadcast_id. */
    published_groups: integer().array().notNull().default([]),
    created_at: createdAt(),
    expires_at: instant().notNull(),
    created_by: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
    /** Who asked, for the per-tablet audit rows written with the commands. */
    actor_email: text().notNull(),
    actor_ip: text().notNull(),
    materialised_at: instant(),
  },
  (t) => [
    index('broadcasts_unmaterialised_idx')
      .on(t.id)
      .where(sql`${t.materialised_at} is null`),
  ],
);

const unreadIncoming = (t: { direction: AnyPgColumn; read_at: AnyPgColumn }) =>
  sql`${t.direction} = 'from_tablet' and ${t.read_at} is null`;

/** Chat between staff and a resident's tablet, both directions; unread incoming ones feed the badge. */
export const messages = pgTable(
  'messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer().notNull(),
    group_id: tenantGroupId(),
    direction: text().$type<'to_tablet' | 'from_tablet'>().notNull(),
    body: text().notNull(),
    sender_user_id: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
    sender_name: text(),
    command_id: bigint({ mode: 'number' }).references(() => commands.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    read_at: instant(),
  },
  (t) => [
    residentKey(t, 'messages_resident_fk'),
    index('messages_user_created_idx').on(t.user_id, t.created_at.desc().nullsFirst()),
    index('messages_group_created_idx').on(t.group_id, t.created_at.desc().nullsFirst()),
    // The chat pages back by id (keyset); unread incoming ones feed the badges and the popover.
    index('messages_user_id_idx').on(t.user_id, t.id),
    index('messages_unread_user_idx').on(t.user_id, t.id).where(unreadIncoming(t)),
    index('messages_unread_group_idx')
      .on(t.group_id, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(unreadIncoming(t)),
    index('messages_unread_time_idx')
      .on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(unreadIncoming(t)),
    check('messages_direction_check', sql`${t.direction} in ('to_tablet', 'from_tablet')`),
  ],
);

/** Tablet software releases; an update command names one by id. */
export const acornVersions = pgTable('acorn_versions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  version: text().notNull().unique(),
  release_date: day(),
  download_url: text(),
  notes: text(),
  last_modified_date: lastModified(),
});

/**
 * A tablet's MQTT credential, issued at enrolment. Only a SHA-256 of the 256-bit random password is kept
 * (a slow hash adds nothing to a secret that long, and the broker checks it on every connect). Enrolling
 * again revokes the earlier credential; revoked rows stay for the audit trail.
 */
export const tabletCredentials = pgTable(
  'tablet_credentials',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => acornUsers.user_id, { onDelete: 'cascade' }),
    group_id: tenantGroupId(),
    username: text().notNull(),
    secret_hash: text().notNull(),
    created_at: createdAt(),
    revoked_at: instant(),
    last_connected_at: instant(),
    /** A Firebase registration token the tablet reported, for the optional FCM transport. */
    fcm_token: text(),
  },
  (t) => [
    // One live credential per tablet user: the broker's lookup by user name is one index probe.
    uniqueIndex('tablet_credentials_live_username_unique')
      .on(t.username)
      .where(sql`${t.revoked_at} is null`),
    index('tablet_credentials_user_idx').on(t.user_id),
  ],
);

/**
 * One-time enrolment links (issue 21): staff make one for a tablet user; the tablet app redeems it once,
 * within ENROLMENT_LINK_VALID_MINUTES, for its credential. Only the token's hash is kept; making a new
 * link for the user spends the earlier ones.
 */
export const enrolmentLinks = pgTable(
  'enrolment_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    token_hash: text().notNull().unique(),
    user_id: integer()
      .notNull()
      .references(() => acornUsers.user_id, { onDelete: 'cascade' }),
    group_id: tenantGroupId(),
    created_by: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
    created_at: createdAt(),
    expires_at: instant().notNull(),
    used_at: instant(),
  },
  (t) => [index('enrolment_links_user_idx').on(t.user_id)],
);

import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, day, instant, lastModified } from './columns.js';
import { portalUsers, tenantGroupId } from './identity.js';
import { residentKey } from './residents.js';

export const COMMAND_STATES = ['queued', 'sent', 'delivered', 'done', 'failed', 'expired'] as const;
export type CommandState = (typeof COMMAND_STATES)[number];

/**
 * The outbox: a command is a row before it is a publish, so none is lost when an API instance or the broker
 * restarts. user_id has no foreign key on purpose: deleting a tablet user sends a reset to the tablet after
 * the user row is gone.
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
    result: jsonb().$type<Record<string, unknown>>(),
    created_by: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
  },
  (t) => [
    index('commands_user_state_idx').on(t.user_id, t.state),
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

import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, lastModified, listIndexes } from './columns.js';

/** A customer (tenant). group_id 1, 'Acorn Group', is the operator and is protected from edit and delete. */
export const groups = pgTable(
  'groups',
  {
    group_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text().notNull(),
    group_role_id: integer(),
    /** READ_REPORT 1 … VIEW_EDIT_USER_MANUALS 16384, read at sign-in. */
    group_permissions: integer().notNull().default(0),
    /** Tablets of this group prove membership with the secret when they enrol; only its hash is kept. */
    enrolment_secret_hash: text(),
    created_at: createdAt(),
    last_modified_date: lastModified(),
  },
  (t) => [
    uniqueIndex('groups_title_unique').on(t.title),
    index('groups_last_modified_idx').on(t.last_modified_date.desc().nullsFirst()),
  ],
);

/** Every row that belongs to a customer carries this; the server filters on it for every role but 1. */
export const tenantGroupId = () =>
  integer()
    .notNull()
    .references(() => groups.group_id);

/**
 * The two columns every listed resource table ends with: the group its rows belong to, and the stamp the
 * server sets on each save (a list's default order, an update's version). Spread last, so the columns keep
 * the order the migrations created them in.
 */
export const groupAndStamp = () => ({ group_id: tenantGroupId(), last_modified_date: lastModified() });

/** Role ids are fixed constants the code checks (1 administrator … 8 maintenance jobs), so no identity. */
export const roles = pgTable('roles', {
  role_id: integer().primaryKey(),
  description: text().notNull(),
});

export const portalUsers = pgTable(
  'portal_users',
  {
    user_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    /** Null until the user sets a password through a reset link. */
    password_hash: text(),
    firstname: text().notNull(),
    surname: text().notNull(),
    mob_phone: text(),
    avatar: text(),
    group_id: tenantGroupId(),
    is_active: boolean().notNull().default(true),
    last_login_at: instant(),
    created_at: createdAt(),
    last_modified_date: lastModified(),
  },
  (t) => [
    // Sign-in is by email typed in any case; two accounts differing only in case would be ambiguous.
    uniqueIndex('portal_users_email_lower_unique').on(sql`lower(${t.email})`),
    ...listIndexes('portal_users', t.group_id, t.last_modified_date, t.user_id),
  ],
);

export const roleAssignments = pgTable(
  'role_assignments',
  {
    user_id: integer()
      .notNull()
      .references(() => portalUsers.user_id, { onDelete: 'cascade' }),
    role_id: integer()
      .notNull()
      .references(() => roles.role_id),
    group_id: tenantGroupId(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.role_id] }),
    index('role_assignments_group_idx').on(t.group_id, t.role_id),
  ],
);

/** Opaque session tokens: only a hash is stored, so a leaked table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    token_hash: text().notNull().unique(),
    user_id: integer()
      .notNull()
      .references(() => portalUsers.user_id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    last_seen_at: instant().notNull().defaultNow(),
    revoked_at: instant(),
    ip: text(),
    user_agent: text(),
    /**
     * How the session proved more than the password (ADR 0038): 'authenticator code' or 'recovery code' at
     * sign-in, 'enrolment' when it set up the account's authenticator itself; null for the password alone.
     * Two-step sign-in is judged by this, never by whether the account has an authenticator now.
     */
    second_step: text(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    token_hash: text().notNull().unique(),
    user_id: integer()
      .notNull()
      .references(() => portalUsers.user_id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    expires_at: instant().notNull(),
    used_at: instant(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.user_id)],
);

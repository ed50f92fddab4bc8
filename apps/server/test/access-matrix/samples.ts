import type { FamilyShare } from '@acorn/domain/family';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/types.js';
import { resources } from '../../src/modules/index.js';

/** The row a request names: in the caller's group, in another group, or nowhere. */
export type Target = 'own' | 'other' | 'missing' | 'unlinked' | 'unshared';
export const MISSING_ID = 999_999;

/** Family routes that need the link to share something (ADR 0033), beyond being linked at all. */
export const FAMILY_SHARE_OF: Record<string, FamilyShare> = {
  'GET /v1/acorn/family/residents/:user_id/health-summary': 'health',
  'POST /v1/acorn/family/residents/:user_id/calls': 'calls',
};
export const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

export interface Pick {
  group: number;
  /** The resident family routes name for this target (linked, unlinked or unshared). */
  resident: number;
  /** The caller's own portal user id (their profile, their roles). */
  self: number;
  /** Ids already chosen for earlier path parameters, e.g. the resident a photo must belong to. */
  picked: Record<string, string>;
}

export type Rule = {
  table: string;
  id: string;
  where?: (p: Pick) => SQL;
  /** Rows this puts last are picked last (a menu with its PDF, a job with its photo come first). */
  first?: SQL;
  /** Rows of every group (the operator's commercial tables): there is no other group's row to hide. */
  ungrouped?: true;
};
const ofResident =
  (column = 'user_id') =>
  (p: Pick) =>
    sql`${sql.identifier(column)} = ${Number(p.picked.user_id ?? p.resident)}`;

/**
 * Where each path parameter's sample row comes from, by the path before it and its name: the nearest rule
 * whose pattern matches the method and the path up to and including the parameter (`PUT /v1/…/:id`). A route whose parameter no rule names
 * fails the matrix (routes.test.ts), so a new route cannot go uncovered.
 */
export const PARAM_RULES: [RegExp, Rule | 'resident' | 'self' | { literal: string }][] = [
  // The tablet's content kinds are names, not rows.
  [/\/content\/:kind$/, { literal: 'newspapers' }],
  [/\/(residents|users|acorn-users)\/:(user_)?id$/, 'resident'],
  [/\/family\/residents\/:user_id$/, 'resident'],
  [
    /\/companion-users\/:(user_)?id$/,
    { table: 'acorn_users', id: 'user_id', where: () => sql`user_type = 1` },
  ],
  // The profile form's PUT: one's own account (the resource's GET and DELETE are the table's, below).
  [/^PUT .*\/portal-users\/:id$/, 'self'],
  [/\/user-roles\/:id$/, 'self'],
  [/\/roles\/:id$/, { table: 'portal_users', id: 'user_id', where: () => sql`email like 'matrix-victim%'` }],
  [/\/family-links\/:portal_user_id$/, { table: 'family_links', id: 'portal_user_id', where: ofResident() }],
  [/\/residents\/:user_id\/events\/:event_id$/, { table: 'public_events', id: 'public_event_id' }],
  [/\/readings\/:reading_id$/, { table: 'health_readings', id: 'id', where: ofResident() }],
  [
    /\/family\/residents\/:user_id\/photos\/:photo_id$/,
    {
      table: 'shared_photos',
      id: 'photo_id',
      where: (p) => sql`${ofResident()(p)} and uploaded_by is not null and removed_at is null`,
    },
  ],
  [
    /\/photos\/:photo_id$/,
    { table: 'shared_photos', id: 'photo_id', where: (p) => sql`${ofResident()(p)} and removed_at is null` },
  ],
  [
    /\/maintenance-requests\/:maintenance_id$/,
    {
      table: 'maintenances',
      id: 'maintenance_id',
      where: (p) => sql`photo_path is not null and ${ofResident()(p)}`,
    },
  ],
  [
    /\/maintenances\/:(maintenance_)?id$/,
    { table: 'maintenances', id: 'maintenance_id', first: sql`photo_path is null` },
  ],
  [/\/calls\/:call_id$/, { table: 'calls', id: 'id' }],
  [/\/commands\/:id$/, { table: 'commands', id: 'id' }],
  [/\/reports\/:id$/, { table: 'reports', id: 'report_id', where: () => sql`status = 'ready'` }],
  [/\/appointments\/:appointment_id$/, { table: 'appointments', id: 'appointment_id' }],
  [/\/facilities\/:facility_id$/, { table: 'facilities', id: 'facility_id' }],
  [/\/menus\/:id$/, { table: 'menus', id: 'menus_id', first: sql`file_path is null` }],
  [/\/groups\/:id$/, { table: 'groups', id: 'group_id' }],
  ...resources.map((r): [RegExp, Rule] => [
    new RegExp(`/${r.contract.name}/:id$`),
    {
      table: getTableName(r.table),
      id: r.columns.id.name,
      ...(r.columns.group ? {} : { ungrouped: true as const }),
    },
  ]),
];

/** The rule for the parameter ending `call` (`METHOD /path` up to and including it), if any. */
export function ruleFor(call: string) {
  return PARAM_RULES.find(([pattern]) => pattern.test(call))?.[1];
}

const groupColumn = new Map<string, boolean>();
async function hasGroup(db: Db, table: string) {
  if (!groupColumn.has(table)) {
    const { rows } = await db.execute(
      sql`select 1 from information_schema.columns where table_name = ${table} and column_name = 'group_id'`,
    );
    groupColumn.set(table, rows.length > 0);
  }
  return groupColumn.get(table)!;
}

/** The first row the rule names in the pick's group (groups by their own id), or undefined. */
export async function sampleId(db: Db, rule: Rule, p: Pick): Promise<string | undefined> {
  const conditions = [rule.where?.(p) ?? sql`true`];
  if (rule.table === 'groups') conditions.push(sql`group_id = ${p.group}`);
  else if (!rule.ungrouped && (await hasGroup(db, rule.table))) conditions.push(sql`group_id = ${p.group}`);
  const { rows } = await db.execute<{ id: string }>(
    sql`select ${sql.identifier(rule.id)}::text as id from ${sql.identifier(rule.table)} where ${sql.join(conditions, sql` and `)} order by ${rule.first ?? sql`1`}, 1 limit 1`,
  );
  return rows[0]?.id;
}

import type { FamilyInstall, FamilySuggestedApp, FamilyTablet } from '@acorn/domain/family';
import type { InstalledApp } from '@acorn/domain/residents';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { acornSuggestedApps, acornUsers, commands, userMetrics } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { hasTablet } from '../tablet-link/tablet-filter.js';

/** The operator's group (1, 'Acorn Group'): the apps it suggests reach every resident. */
const OPERATOR_GROUP = 1;

/** A suggested app that reaches a resident, as stored. */
export interface ReachingApp {
  id: number;
  title: string;
  category: string;
  description: string;
  img_url: string;
  app_package: string;
}

/**
 * The suggested apps that reach a resident: the operator's (for every tablet) and their own group's, one
 * per package (the group's own when both suggest it), by title. `appId` narrows to one.
 */
export async function reachingApps(db: Db, groupId: number, appId?: number): Promise<ReachingApp[]> {
  const a = acornSuggestedApps;
  const rows = await db
    .selectDistinctOn([a.app_package], {
      id: a.id,
      title: a.title,
      category: a.category,
      description: a.description,
      img_url: a.img_url,
      app_package: a.app_package,
    })
    .from(a)
    .where(and(inArray(a.group_id, [OPERATOR_GROUP, groupId]), appId ? eq(a.id, appId) : undefined))
    .orderBy(a.app_package, desc(sql`${a.group_id} = ${groupId}`), asc(a.id));
  return rows.sort((x, y) => x.title.localeCompare(y.title) || x.id - y.id);
}

/** The latest install_app command per package for one resident. */
export async function latestInstalls(db: Db, userId: number): Promise<Map<string, FamilyInstall>> {
  const pkg = sql<string>`${commands.payload}->>'package'`;
  const rows = await db
    .selectDistinctOn([pkg], {
      package: pkg,
      command_id: commands.id,
      state: commands.state,
      detail: commands.detail,
    })
    .from(commands)
    .where(and(eq(commands.user_id, userId), eq(commands.action, 'install_app')))
    .orderBy(pkg, desc(commands.id));
  return new Map(rows.map(({ package: name, ...install }) => [name, install]));
}

/** What the tablet reported, with its presence; null when the resident is not there at all. */
async function tabletState(db: Db, userId: number) {
  const [row] = await db
    .select({
      has_tablet: hasTablet,
      online: acornUsers.is_connected,
      last_seen: acornUsers.last_seen,
      battery: userMetrics.battery,
      storage_total: userMetrics.storage_total,
      storage_free: userMetrics.storage_free,
      acorn_version: userMetrics.acorn_version,
      apps: userMetrics.apps,
    })
    .from(acornUsers)
    .leftJoin(userMetrics, eq(userMetrics.user_id, acornUsers.user_id))
    .where(eq(acornUsers.user_id, userId));
  return row ?? null;
}

/** The apps a tablet reported, by name. */
const byName = (apps: readonly InstalledApp[]) => [...apps].sort((x, y) => x.name.localeCompare(y.name));

/** Help User's whole answer for one resident (already checked to be the member's own). */
export async function familyTablet(
  db: Db,
  resident: { user_id: number; group_id: number },
): Promise<FamilyTablet> {
  const [state, apps, installs] = await Promise.all([
    tabletState(db, resident.user_id),
    reachingApps(db, resident.group_id),
    latestInstalls(db, resident.user_id),
  ]);
  const installed = byName(state?.apps ?? []);
  const packages = new Set(installed.map((app) => app.applicationIdentifier));
  const suggested = apps.map((app): FamilySuggestedApp => ({
    app_id: app.id,
    name: app.title,
    category: app.category,
    description: app.description,
    img_url: app.img_url,
    package: app.app_package,
    installed: packages.has(app.app_package),
    install: installs.get(app.app_package) ?? null,
  }));
  return {
    has_tablet: Boolean(state?.has_tablet),
    online: Boolean(state?.online),
    last_seen: state?.last_seen ? new Date(state.last_seen).toISOString() : null,
    battery: state?.battery ?? null,
    storage_total: state?.storage_total ?? null,
    storage_free: state?.storage_free ?? null,
    acorn_version: state?.acorn_version ?? null,
    installed,
    suggested,
  };
}

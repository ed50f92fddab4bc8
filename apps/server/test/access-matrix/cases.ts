import { admits } from '@acorn/domain/access';
import { MAPLE_GROVE } from '../../src/setup/seed/organisation.js';
import { createPortalUser } from '../fixtures.js';
import { familyLinks, tabletCredentials } from '../../src/db/schema/index.js';
import { cloneRow } from './fresh.js';
import type { Principal } from './principals.js';
import {
  FAMILY_SHARE_OF,
  MISSING_ID,
  paramsOf,
  ruleFor,
  sampleId,
  type Pick,
  type Target,
} from './samples.js';

export { FAMILY_SHARE_OF, paramsOf };
import { OTHER_GROUP, type MatrixWorld } from './world.js';

type Route = MatrixWorld['app']['apiRoutes'][number];

/** What a case must answer. `ok`: the call is let through to the row (2xx, or 4xx for the empty body). */
export type Outcome = 'ok' | 401 | 403 | 404 | 'public' | 'hidden';

const FAMILY_PREFIX = '/v1/acorn/family/residents/:user_id';

export function targetsOf(route: Route): Target[] | ['none'] {
  if (!paramsOf(route.url).length) return ['none'];
  const family = route.url.startsWith(FAMILY_PREFIX) ? (['unlinked', 'unshared'] as const) : [];
  return ['own', 'other', 'missing', ...family];
}

/** The answer the route table and the group and family scope rules imply. */
export function expected(route: Route, principal: Principal, target: Target | 'none'): Outcome {
  if (route.access === 'public') return 'public';
  if (principal.kind === 'refused') return 401;
  // Held to setting up two-step sign-in: every route but those that set it up is refused (ADR 0038).
  if (principal.heldToSetup && !route.duringTwoStepSetup) return 403;
  if (!admits(route.access, [principal.role])) return 403;
  if (target === 'other' && principal.role === 1) return 'ok';
  // Another user's own things (their roles, their profile): refused or not found, either reveals nothing.
  if ((target === 'other' || target === 'missing') && ruleOf(route) === 'self') return 'hidden';
  if (target === 'missing' || target === 'unlinked') return 404;
  if (target === 'other') return 404;
  if (target === 'unshared') return FAMILY_SHARE_OF[`${route.method} ${route.url}`] ? 403 : 'ok';
  return 'ok';
}

const ruleOf = (route: Route) => {
  const [last] = paramsOf(route.url).slice(-1);
  return last === undefined
    ? undefined
    : ruleFor(`${route.method} ${route.url.slice(0, route.url.indexOf(`:${last}`) + last.length + 1)}`);
};

/** Why no URL can be made: a path parameter no sample rule names. */
export function unmappedParams(route: Route): string[] {
  return paramsOf(route.url).filter(
    (param) =>
      !ruleFor(`${route.method} ${route.url.slice(0, route.url.indexOf(`:${param}`) + param.length + 1)}`),
  );
}

/** The URL a case asks for; a deleting call that is let through gets a copy of the row to delete. */
export async function urlFor(
  world: MatrixWorld,
  route: Route,
  principal: Principal,
  target: Target | 'none',
) {
  const { db, residents } = world;
  if (target === 'none') return route.url;
  const group = target === 'other' ? OTHER_GROUP : MAPLE_GROVE;
  const resident = {
    own: residents.own,
    other: residents.other,
    unlinked: residents.unlinked,
    unshared: residents.unshared,
    missing: MISSING_ID,
  }[target];
  const self = principal.kind === 'role' ? principal.userId : MISSING_ID;
  const pick: Pick = {
    group,
    resident,
    self: target === 'other' ? Number(await otherSelf(world)) : self,
    picked: {},
  };
  const params = paramsOf(route.url);
  const deletes = route.method === 'DELETE' && expected(route, principal, target) === 'ok';
  let url = route.url;
  for (const [index, param] of params.entries()) {
    const prefix = route.url.slice(0, route.url.indexOf(`:${param}`) + param.length + 1);
    const rule = ruleFor(`${route.method} ${prefix}`);
    if (!rule)
      throw new Error(
        `${route.method} ${route.url}: no sample row for :${param}; add a rule to test/access-matrix/samples.ts`,
      );
    let id: string | undefined;
    if (typeof rule === 'object' && 'literal' in rule) id = rule.literal;
    else if (target === 'missing') id = String(MISSING_ID);
    else if (rule === 'resident') id = String(pick.resident);
    else if (rule === 'self') id = String(pick.self);
    else id = (await sampleId(db, rule, pick)) ?? (target === 'unlinked' ? String(MISSING_ID) : undefined);
    if (id === undefined)
      throw new Error(`${route.method} ${route.url}: the demo has no row for :${param} in group ${group}`);
    if (deletes && index === params.length - 1) id = await freshCopy(world, rule, id, pick);
    pick.picked[param] = id;
    url = url.replace(`:${param}`, id);
  }
  return url;
}

async function freshCopy(
  world: MatrixWorld,
  rule: NonNullable<ReturnType<typeof ruleFor>>,
  id: string,
  pick: Pick,
) {
  if (rule === 'resident') {
    // With a live tablet credential, which revoking one needs.
    const copy = await cloneRow(world.db, 'acorn_users', 'user_id', id);
    await world.db.insert(tabletCredentials).values({
      user_id: Number(copy),
      group_id: pick.group,
      username: `matrix-tablet-${copy}`,
      secret_hash: 'not-a-hash',
    });
    return copy;
  }
  if (typeof rule !== 'object' || 'literal' in rule) return id;
  if (rule.table !== 'family_links') return cloneRow(world.db, rule.table, rule.id, id);
  // A link is a pair of ids: a new family member is linked to the resident.
  const email = `matrix-link-${Math.random().toString(36).slice(2)}@matrix.test`;
  const member = await createPortalUser(world.db, { email, roles: [7], group_id: pick.group });
  await world.db
    .insert(familyLinks)
    .values({ portal_user_id: member, user_id: Number(pick.picked.user_id), group_id: pick.group });
  return String(member);
}

/** A portal user of the other group, looked up once per world (files share modules in a worker). */
const victims = new WeakMap<object, Promise<string | undefined>>();
function otherSelf(world: MatrixWorld) {
  if (!victims.has(world)) {
    const pick = { group: OTHER_GROUP, resident: 0, self: 0, picked: {} };
    victims.set(world, sampleId(world.db, { table: 'portal_users', id: 'user_id' }, pick));
  }
  return victims.get(world)!;
}

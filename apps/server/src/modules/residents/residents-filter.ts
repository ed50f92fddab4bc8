import { USER_TYPE, type ResidentsFilter } from '@acorn/domain';
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { acornUsers } from '../../db/schema/index.js';
import { inScope } from '../../lib/group-scope.js';
import { containsPattern } from '../../lib/like.js';

/** Residents are the tablet users (user_type 2) of the scope (null = every group). */
export const residentsOf = (scope: number | null): SQL =>
  and(eq(acornUsers.user_type, USER_TYPE.TABLET_USER), inScope(acornUsers.group_id, scope))!;

/** The search box: first name, surname, the full name, Acorn id, room or location. */
function searchWhere(q: string | null | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    ilike(acornUsers.firstname, pattern),
    ilike(acornUsers.surname, pattern),
    ilike(sql`${acornUsers.firstname} || ' ' || ${acornUsers.surname}`, pattern),
    ilike(acornUsers.acorn_id, pattern),
    ilike(acornUsers.location, pattern),
  );
}

/** The residents list's filters as a WHERE over acorn_users; the list and the group actions share it. */
export function residentsWhere(filter: ResidentsFilter, scope: number | null): SQL {
  return and(
    residentsOf(scope),
    filter.facility_id ? eq(acornUsers.facility_id, filter.facility_id) : undefined,
    filter.check_in?.length ? inArray(acornUsers.is_online, filter.check_in) : undefined,
    searchWhere(filter.q),
  )!;
}

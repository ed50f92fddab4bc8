import { USER_TYPE, type ResidentsFilter } from '@acorn/domain/residents';
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { acornUsers, residentSearchText } from '../../db/schema/index.js';
import { inScope } from '../../lib/group-scope.js';
import { containsPattern } from '../../lib/like.js';

/** Residents are the tablet users (user_type 2) of the scope (null = every group). */
export const residentsOf = (scope: number | null): SQL =>
  and(eq(acornUsers.user_type, USER_TYPE.TABLET_USER), inScope(acornUsers.group_id, scope))!;

/**
 * The search box: first name, surname, the full name, Acorn id, room or location, as one ILIKE over
 * residentSearchText, which its trigram index serves. (The search is trimmed, so a match across the space
 * between the names needs both names, as the full name alone matched it.)
 */
function searchWhere(q: string | null | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const indexed = ilike(residentSearchText(acornUsers), pattern);
  // Only a search holding the separator itself could match across two fields: it is checked field by field.
  if (!text.includes(SEPARATOR)) return indexed;
  const fields = [acornUsers.firstname, acornUsers.surname, acornUsers.acorn_id, acornUsers.location];
  return and(
    indexed,
    or(
      ...fields.map((field) => ilike(field, pattern)),
      ilike(sql`${acornUsers.firstname} || ' ' || ${acornUsers.surname}`, pattern),
    ),
  );
}

/** chr(31) of residentSearchText. */
const SEPARATOR = '\x1f';

/** The residents list's filters as a WHERE over acorn_users; the list and the group actions share it. */
export function residentsWhere(filter: ResidentsFilter, scope: number | null): SQL {
  return and(
    residentsOf(scope),
    filter.facility_id ? eq(acornUsers.facility_id, filter.facility_id) : undefined,
    filter.check_in?.length ? inArray(acornUsers.is_online, filter.check_in) : undefined,
    searchWhere(filter.q),
  )!;
}

import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { familyLinks, portalUsers } from '../../db/schema/index.js';

/**
 * Who asked for a job, in words, for staff: the family member's name and how they are related to the
 * job's resident ('Jamie Family (grandchild)'), or '(family)' once that link is gone; null for a job staff
 * or a tablet opened. Over the job's own requested_by and user_id, so the table's reads and the resident
 * panel's share it. (The inner tables are aliased, as next-start-date.ts explains.)
 */
export const requestedByName = (requestedBy: SQLWrapper, residentId: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select concat_ws(' ', requester.firstname, requester.surname)
      || ' (' || coalesce(nullif(trim(link.relationship), ''), 'family') || ')'
    from ${portalUsers} requester
    left join ${familyLinks} link on link.portal_user_id = requester.user_id and link.user_id = ${residentId}
    where requester.user_id = ${requestedBy})`;

/** A photo came with the request. */
export const hasPhoto = (photoPath: SQLWrapper): SQL<boolean> => sql<boolean>`(${photoPath} is not null)`;

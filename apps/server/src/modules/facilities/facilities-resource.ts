import { facilityInputSchema, facilitySchema } from '@acorn/domain/facilities';
import { USER_TYPE } from '@acorn/domain/residents';
import { facilitiesContract } from '@acorn/domain/facilities';
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { acornUsers, facilities as table } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-error.js';
import { fromContract } from '../../lib/resource/define-resource.js';

export const FACILITY_HAS_RESIDENTS = 'Facility has residents: move them to another facility first.';

/** The residents of a facility: its tablet users (user_type 2), not companions or spare tablets. */
const livesAt = (facility: SQLWrapper | number) =>
  and(eq(acornUsers.facility_id, facility), eq(acornUsers.user_type, USER_TYPE.TABLET_USER));

/**
 * Facilities: the contract, on its table, with the count of residents, read from them on every read and
 * never stored. A facility where residents still live is not deleted (409: it is in use, not forbidden,
 * where the database would quietly leave them without one); its row is locked by then, so none can join it
 * meanwhile.
 */
export const facilities = fromContract(facilitiesContract, table, {
  row: facilitySchema,
  input: facilityInputSchema,
  computed: {
    resident_count: sql<number>`(select count(*) from ${acornUsers} where ${livesAt(table.facility_id)})::int`,
  },
  protect: async (existing, _req, tx, action) => {
    if (action === 'delete' && (await tx.$count(acornUsers, livesAt(existing.facility_id))) > 0)
      throw new HttpError(409, FACILITY_HAS_RESIDENTS);
    return null;
  },
});

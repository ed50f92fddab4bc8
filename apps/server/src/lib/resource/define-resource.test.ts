import { newspaperInputSchema, newspaperSchema } from '@acorn/domain/content';
import { facilityInputSchema, facilitySchema } from '@acorn/domain/facilities';
import { portalUserInputSchema, portalUserRowSchema } from '@acorn/domain/portal-users';
import { facilitiesContract } from '@acorn/domain/facilities';
import { newspapersContract } from '@acorn/domain/content';
import { sql } from 'drizzle-orm';
import { portalUsersContract } from '@acorn/domain/portal-users';
import { describe, expect, it } from 'vitest';
import { facilities, newspapers, portalUsers } from '../../db/schema/index.js';
import { fromContract } from './define-resource.js';

describe('fromContract', () => {
  it('compiles only when every field of the contract is a column of its table or a declared extra', () => {
    // Type-checked by `npm run typecheck`: a portal user's roles live in another table.
    const schemas = { row: portalUserRowSchema, input: portalUserInputSchema };
    // @ts-expect-error roles is not a column of portal_users, and no extras name it
    const undeclared = fromContract(portalUsersContract, portalUsers, schemas);
    const declared = fromContract(portalUsersContract, portalUsers, { ...schemas, extras: ['roles'] });
    expect(undeclared.extras).toBeUndefined();
    expect(declared.extras).toEqual(['roles']);
  });

  it('gives the hooks the table’s own row type', () => {
    const resource = fromContract(newspapersContract, newspapers, {
      row: newspaperSchema,
      input: newspaperInputSchema,
      protect: (existing) => (existing.title.length > 0 ? null : 'untitled'),
    });
    expect(resource.table).toBe(newspapers);
  });

  it('takes a computed field only as SQL of the row’s own type for it, and none the row lacks', () => {
    const schemas = { row: facilitySchema, input: facilityInputSchema };
    // @ts-expect-error resident_count is neither a column of facilities nor computed
    fromContract(facilitiesContract, facilities, schemas);
    fromContract(facilitiesContract, facilities, {
      ...schemas,
      // @ts-expect-error a count is a number, not text
      computed: { resident_count: sql<string>`'0'` },
    });
    const counted = fromContract(facilitiesContract, facilities, {
      ...schemas,
      // @ts-expect-error a computed field must be one of the row's
      computed: { resident_count: sql<number>`0`, beds: sql<number>`0` },
    });
    expect(counted.computed).toHaveProperty('beds');
  });
});

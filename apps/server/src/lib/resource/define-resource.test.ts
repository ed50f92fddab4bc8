import {
  newspaperInputSchema,
  newspaperSchema,
  portalUserInputSchema,
  portalUserRowSchema,
} from '@acorn/domain';
import { newspapersContract } from '@acorn/domain/contracts/newspapers';
import { portalUsersContract } from '@acorn/domain/contracts/portal-users';
import { describe, expect, it } from 'vitest';
import { newspapers, portalUsers } from '../../db/schema/index.js';
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
});

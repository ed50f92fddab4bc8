import { newspapersContract } from '@acorn/domain/contracts/newspapers';
import { portalUsersContract } from '@acorn/domain/contracts/portal-users';
import { describe, expect, it } from 'vitest';
import { newspapers, portalUsers } from '../../db/schema/index.js';
import { fromContract } from './define-resource.js';

describe('fromContract', () => {
  it('compiles only when every field of the contract is a column of its table or a declared extra', () => {
    // Type-checked by `npm run typecheck`: a portal user's roles live in another table.
    // @ts-expect-error roles is not a column of portal_users, and no extras name it
    const undeclared = fromContract(portalUsersContract, portalUsers);
    const declared = fromContract(portalUsersContract, portalUsers, { extras: ['roles'] });
    expect(undeclared.extras).toBeUndefined();
    expect(declared.extras).toEqual(['roles']);
  });

  it('gives the hooks the table’s own row type', () => {
    const resource = fromContract(newspapersContract, newspapers, {
      protect: (existing) => (existing.title.length > 0 ? null : 'untitled'),
    });
    expect(resource.table).toBe(newspapers);
  });
});

import { admits, ALL_ROLES, findRoute } from '@acorn/domain';
import { CONTRACTS } from '@acorn/domain/contracts/all';
import { describe, expect, it } from 'vitest';
import { SCREEN_CODE } from '../../app/screen-code';
import { tableOffers } from './table-definition';

/** Screens that hold their table inside (Maintenances adds the Jobs wording, Activities a calendar). */
const TABLE_INSIDE: Record<string, () => Promise<Parameters<typeof tableOffers>[0] & { resource: string }>> =
  {
    '/maintenance': () =>
      import('../../features/maintenances/maintenances-table').then((m) => m.maintenancesTable),
    '/activities': () => import('../../features/activities/activities-table').then((m) => m.activitiesTable),
  };

async function tableOf(route: string) {
  const code = SCREEN_CODE[route];
  if (code?.kind === 'table') return code.load();
  const inside = TABLE_INSIDE[route];
  if (!inside) throw new Error(`${route} shows no table`);
  return inside();
}

/**
 * Every resource declared by a contract × every role: the table on its screen offers exactly what the
 * server allows (the server's routes take their access from the same contract, and the access matrix holds
 * the server to it): no button the server refuses, no refusal the page did not expect.
 */
describe.each(CONTRACTS.map((contract) => ({ name: contract.name, contract })))('$name', ({ contract }) => {
  it.each(ALL_ROLES)('role %i', async (role) => {
    const table = await tableOf(contract.route);
    expect(table.resource).toBe(contract.name);
    const allowed = (access: Parameters<typeof admits>[0]) => admits(access, [role]);
    const { read, update, create, delete: remove, export: exported } = contract.access;
    // A role the server does not let read never reaches the page: the route table keeps it out.
    expect(admits(findRoute(contract.route)!.access, [role])).toBe(allowed(read));
    if (!allowed(read)) return;
    expect(tableOffers(table, [role])).toEqual({
      edit: allowed(update),
      add: allowed(create),
      delete: allowed(remove),
      export: allowed(exported),
    });
  });
});

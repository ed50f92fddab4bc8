import { admits, ALL_ROLES, findRoute } from '@acorn/domain/access';
import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import { CONTRACTS } from '@acorn/domain/registry';
import type { AnyContract } from '@acorn/domain/shared';
import { describe, expect, it } from 'vitest';
import { SCREEN_CODE } from '../../app/screen-code';
import { anyTable, editableFields, tableOffers, type AnyTable } from './table-definition';

/** Screens that hold their table inside (Maintenances adds the Jobs wording, Activities a calendar). */
const TABLE_INSIDE: Record<string, () => Promise<AnyTable>> = {
  '/maintenance': () =>
    import('../../features/maintenances/maintenances-table').then((m) => anyTable(m.maintenancesTable)),
  '/activities': () =>
    import('../../features/activities/activities-table').then((m) => anyTable(m.activitiesTable)),
};

async function tableOf(route: string): Promise<AnyTable> {
  const code = SCREEN_CODE[route];
  if (code?.kind === 'table') return code.load();
  const inside = TABLE_INSIDE[route];
  if (!inside) throw new Error(`${route} shows no table`);
  return inside();
}

/** The fields a role may type in the form: what its columns offer, narrowed as the contract says. */
const formFields = (table: AnyTable, roles: readonly number[]) =>
  table.with((def) => {
    const typed = def
      .columns({ roles, isAdmin: roles.includes(1) })
      .filter((c) => c.input && !c.derived)
      .map((c) => c.field);
    const narrowed = editableFields(def.source, roles);
    return narrowed ? typed.filter((f) => narrowed.includes(f)) : typed;
  });

/**
 * Every resource declared by a contract × every role (and every permission bit it needs): the table on its
 * screen offers exactly what the server allows (the server's routes take their access from the same contract, and the access matrix holds
 * the server to it): no button the server refuses, no refusal the page did not expect; and the form types
 * only fields the contract lets that role write.
 */
describe.each(CONTRACTS.map((contract) => ({ name: contract.name, contract })))('$name', ({ contract }) => {
  it.each(ALL_ROLES)('role %i', async (role) => {
    const table = await tableOf(contract.route);
    expect(table.source.name).toBe(contract.name);
    const allowed = (access: Parameters<typeof admits>[0]) => admits(access, [role]);
    const { read, update, create, delete: remove, export: exported } = contract.access;
    // A role the server does not let read never reaches the page: the route table keeps it out.
    expect(admits(findRoute(contract.route)!.access, [role])).toBe(allowed(read));
    if (!allowed(read)) return;
    expect(tableOffers(table.source, [role], ALL_PERMISSIONS)).toEqual({
      read: true,
      edit: allowed(update),
      add: allowed(create),
      delete: allowed(remove),
      export: allowed(exported),
    });
    if (allowed(update)) expectWritable(contract, formFields(table, [role]), role);
    // A group without one of the contract's bits is offered everything but the actions that bit guards.
    const bits = contract.permissions ?? {};
    for (const bit of new Set(Object.values(bits))) {
      const offers = tableOffers(table.source, [role], ALL_PERMISSIONS & ~bit);
      const guarded = (action: keyof typeof bits) => bits[action] === bit;
      expect(offers).toEqual({
        read: !guarded('read'),
        edit: allowed(update) && !guarded('update'),
        add: allowed(create) && !guarded('create'),
        delete: allowed(remove) && !guarded('delete'),
        export: allowed(exported) && !guarded('export'),
      });
    }
  });
});

function expectWritable(contract: AnyContract, fields: string[], role: number) {
  const view = contract.editView;
  const writable = view && !admits(view.allFor, [role]) ? view.fields : null;
  if (writable) expect(fields.every((f) => writable.includes(f))).toBe(true);
  expect(fields.length).toBeGreaterThan(0);
}

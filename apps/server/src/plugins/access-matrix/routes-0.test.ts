import { FAMILY_SHARES, type FamilyShare } from '@acorn/domain/family';
import { expect, it } from 'vitest';
import { describeSlice } from '../../../test/access-matrix/matrix-suite.js';

// One quarter of the generated access matrix (test/access-matrix): four files, so vitest's workers share it.
const world = await describeSlice(0, 4);

// The family scope beyond statuses (ADR 0033): a resident's week shows a family member only the kinds their
// link shares, and names the rest as not shared. The matrix's family member shares everything with one
// resident and nothing with another.
it.each([
  ['everything', world.residents.own, FAMILY_SHARES],
  ['nothing', world.residents.unshared, []],
] as const)('a link sharing %s: the week holds only what it shares', async (_, resident, shared) => {
  const family = world.principals.find((p) => p.kind === 'role' && p.role === 7)!;
  const res = await world.app.inject({
    url: `/v1/acorn/family/residents/${resident}/week`,
    headers: family.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const week = res.json<{ items: { kind: FamilyShare }[]; not_shared: FamilyShare[] }>();
  expect(week.items.filter((item) => !(shared as readonly string[]).includes(item.kind))).toEqual([]);
  expect([...week.not_shared].sort()).toEqual(
    FAMILY_SHARES.filter((k) => !(shared as readonly string[]).includes(k)).sort(),
  );
  if (shared.length) expect(week.items.length).toBeGreaterThan(0);
});

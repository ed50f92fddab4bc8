import {
  HEALTH_MEASURES,
  displayValue,
  type HealthMeasure,
  type HealthRangesInput,
} from '@acorn/domain/health';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { healthRanges } from '../../../db/schema/index.js';
import { auditResident } from '../resident-audit.js';
import type { VisibleResident } from '../visible-resident.js';

type End = number | null;

/** Each end rounded as the measure keeps values, so the order rule is checked on what will be stored. */
export function roundedRanges(input: HealthRangesInput): HealthRangesInput {
  const end = (m: HealthMeasure, v: End) => (v == null ? null : displayValue(m, v, 'metric'));
  return Object.fromEntries(
    Object.entries(input).map(([m, range]) => [
      m,
      range && { low: end(m as HealthMeasure, range.low), high: end(m as HealthMeasure, range.high) },
    ]),
  ) as HealthRangesInput;
}

/**
 * Saves a resident's normal ranges: a measure given is set (upserted), one given as null goes back to
 * its default (its row deleted), one not given is left alone. One transaction with its audit row, which
 * names the measures whose range really changed.
 */
export async function saveRanges(req: FastifyRequest, resident: VisibleResident, input: HealthRangesInput) {
  const given = HEALTH_MEASURES.filter((m) => input[m] !== undefined);
  const set = given.filter((m) => input[m] != null);
  const reset = given.filter((m) => input[m] === null);
  const mine = eq(healthRanges.user_id, resident.user_id);
  await req.server.db.transaction(async (tx) => {
    const before = new Map(
      (await tx.select().from(healthRanges).where(mine)).map((row) => [row.measure, row]),
    );
    const text = (v: End | undefined) => (v == null ? null : String(v));
    if (set.length > 0) {
      const stamp = { updated_at: req.server.clock().toISOString(), updated_by: req.user!.user_id };
      await tx
        .insert(healthRanges)
        .values(
          set.map((measure) => ({
            user_id: resident.user_id,
            group_id: resident.group_id,
            measure,
            low: text(input[measure]?.low),
            high: text(input[measure]?.high),
            ...stamp,
          })),
        )
        .onConflictDoUpdate({
          target: [healthRanges.user_id, healthRanges.measure],
          set: { low: sql`excluded.low`, high: sql`excluded.high`, ...stamp },
        });
    }
    if (reset.length > 0)
      await tx.delete(healthRanges).where(and(mine, inArray(healthRanges.measure, reset)));
    const same = (a: string | null | undefined, b: End | undefined) => (a == null ? null : Number(a)) === b;
    const changed = given.filter((m) => {
      const was = before.get(m);
      const now = input[m];
      return now ? !was || !same(was.low, now.low) || !same(was.high, now.high) : Boolean(was);
    });
    await auditResident(tx, req, resident, {
      action: 'update',
      entity: 'health',
      changes: { ranges: changed },
    });
  });
}

import type { HealthCorrectionInput } from '@acorn/domain/health';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { healthReadings, portalUsers } from '../../../db/schema/index.js';
import { auditResident } from '../resident-audit.js';
import type { VisibleResident } from '../visible-resident.js';
import { storedValues } from './health-sql.js';

/** The reading a correction names, if it is this resident's. */
export async function residentReading(req: FastifyRequest, userId: number, readingId: number) {
  const [row] = await req.server.db
    .select({ id: healthReadings.id, timestamp: healthReadings.timestamp })
    .from(healthReadings)
    .where(and(eq(healthReadings.id, readingId), eq(healthReadings.user_id, userId)));
  return row ?? null;
}

/**
 * Stores a staff member's reading, or a correction of `corrects` (kept: the new row names it), with its
 * audit row, in one transaction; answers the new id. A correction's time is the corrected reading's unless
 * given. Null when the reading was corrected already: the unique index on `supersedes` decides, so of two
 * corrections at once exactly one is stored, and the other is told (never a 500).
 */
export async function storeReading(
  req: FastifyRequest,
  resident: VisibleResident,
  input: HealthCorrectionInput,
  corrects?: { id: number; timestamp: string },
): Promise<number | null> {
  const { db } = req.server;
  const now = req.server.clock().toISOString();
  const by = req.user!.user_id;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(healthReadings)
      .values({
        user_id: resident.user_id,
        group_id: resident.group_id,
        timestamp: input.timestamp ?? corrects?.timestamp ?? now,
        ...storedValues(input),
        note: input.note?.trim() || null,
        source: 'staff',
        created_by: by,
        // Their name as it is now: the history keeps it if they later leave.
        recorded_by: sql`(select nullif(concat_ws(' ', ${portalUsers.firstname}, ${portalUsers.surname}), '')
          from ${portalUsers} where ${portalUsers.user_id} = ${by})`,
        created_at: now,
        supersedes: corrects?.id ?? null,
        correction_reason: corrects ? (input.reason?.trim() ?? null) : null,
      })
      .onConflictDoNothing({ target: healthReadings.supersedes })
      .returning({ id: healthReadings.id });
    if (!row) return null;
    await auditResident(tx, req, resident, {
      action: 'create',
      entity: 'health',
      changes: { reading_id: row.id, ...(corrects ? { supersedes: corrects.id } : {}) },
    });
    return row.id;
  });
}

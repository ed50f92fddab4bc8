import type { UnitSystem } from '@acorn/domain/health';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { visibleResident, type VisibleResident } from '../visible-resident.js';
import { unitsSql } from './health-sql.js';

export type HealthResident = VisibleResident & { units: UnitSystem };

/** The resident a health write names (404 for another group's) and the units their facility charts in. */
export async function healthResident(req: FastifyRequest, userId: number): Promise<HealthResident> {
  const resident = await visibleResident(req, userId);
  const result = await req.server.db.execute<{ units: UnitSystem }>(
    sql`select ${unitsSql(sql`${resident.user_id}::int`)} as units`,
  );
  return { ...resident, units: result.rows[0]!.units };
}

/**
 * A reading or range the domain's rule refuses (400): its message, and the field it is shown on. A body the
 * request schema refuses is a 400 too, with a message and no field: without `optional()` its answer failed
 * this schema and became a 500 (found by proof:fuzz).
 */
export const healthRefusalSchema = z.object({ message: z.string(), field: z.string().optional() });

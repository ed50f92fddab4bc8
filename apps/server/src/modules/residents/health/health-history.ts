import { sql } from 'drizzle-orm';
import { healthReadings } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import type { HealthReading } from '@acorn/domain/health';
import { auditChanges } from '../resident-read.js';
import { r, readings, readingsJson } from './health-sql.js';

/**
 * The history table's page (healthHistoryPageSchema) about the CTE `resident` (residentBody): every
 * reading, the corrected ones and their corrections too, newest first, each saying whether it is
 * superseded; with its audit row's changes (which page was shown).
 */
export function healthHistoryBody(paging: { page: number; page_size: number }) {
  return {
    body: sql`json_build_object(
      'items', ${readingsJson(sql`select * from ${readings} where ${r.user_id} = resident.user_id
        order by ${r.timestamp} desc, ${r.id} desc
        limit ${paging.page_size} offset ${(paging.page - 1) * paging.page_size}`)},
      'total', (select count(*) from ${healthReadings}
        where ${healthReadings.user_id} = resident.user_id))`,
    changes: auditChanges({ page: sql`${paging.page}::int`, page_size: sql`${paging.page_size}::int` }),
  };
}

/** One stored reading as the API answers it, by id (after a write). */
export async function readingById(db: Db, id: number): Promise<HealthReading> {
  const result = await db.execute<{ item: string }>(
    sql`select (${readingsJson(sql`select * from ${readings} where ${r.id} = ${id}`)} -> 0)::text as item`,
  );
  return JSON.parse(result.rows[0]!.item) as HealthReading;
}

import { HEALTH_MEASURES } from '@acorn/domain/health';
import type { HealthPayload } from '@acorn/domain/tablet-link';
import { sql } from 'drizzle-orm';
import { acornUsers, healthReadings } from '../../../db/schema/index.js';
import { storedValues } from './health-sql.js';
import type { InboundDeps } from '../../tablet-link/inbound/inbound-deps.js';

const columns = sql.join(
  HEALTH_MEASURES.map((m) => sql.identifier(m)),
  sql`, `,
);

/**
 * A health reading the tablet reports (already schema- and range-checked): stored as the tablet's, at the
 * time it says it was taken (never later than the server's now: a tablet's clock may run fast), in one
 * statement that also finds the resident's group, and told to the portal, where an open Health panel
 * refreshes.
 */
export function tabletHealthReports({ db, clock, events }: Pick<InboundDeps, 'db' | 'clock' | 'events'>) {
  return async (userId: number, body: HealthPayload) => {
    const now = clock();
    const taken = body.taken_at && Date.parse(body.taken_at) < now.getTime() ? new Date(body.taken_at) : now;
    // Rounded as staff's readings are, so a device's 36.75 °C is stored and shown as 36.8 alike.
    const rounded = storedValues(body);
    const values = sql.join(
      HEALTH_MEASURES.map((m) => sql`${rounded[m]}::numeric`),
      sql`, `,
    );
    const result = await db.execute<{ group_id: number }>(sql`
      insert into ${healthReadings} (user_id, group_id, timestamp, ${columns}, note, source, device, recorded_by,
        created_at)
      select ${acornUsers.user_id}, ${acornUsers.group_id}, ${taken.toISOString()}::timestamptz, ${values},
        ${body.note?.trim() || null}, 'tablet', ${body.device ?? null}, ${body.device ?? 'Resident’s tablet'},
        ${now.toISOString()}::timestamptz
      from ${acornUsers} where ${acornUsers.user_id} = ${userId}
      returning group_id`);
    const stored = result.rows[0];
    if (stored) events.emit({ type: 'health_reading', group_id: stored.group_id, user_id: userId });
  };
}

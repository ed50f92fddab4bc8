import { sql } from 'drizzle-orm';
import { acornUsers } from '../../../db/schema/index.js';
import { batcher } from '../../../lib/batcher.js';
import type { LiveEvent } from '../live-events.js';
import { latestPerTablet, REPORT_BATCH, type InboundDeps } from './inbound-deps.js';

export interface PresenceReport {
  user_id: number;
  online: boolean;
}

/**
 * Tablets coming and going, stored in batches: each changed tablet is told to the portal, and one that came
 * online is sent what waits for it.
 */
export function presenceReports(
  deps: Pick<InboundDeps, 'db' | 'clock' | 'events' | 'dispatcher' | 'onError'>,
) {
  const { db, clock, events, dispatcher } = deps;
  return batcher<PresenceReport>(
    async (items) => {
      const last_seen = clock().toISOString();
      const { rows: changed } = await db.execute<{
        user_id: number;
        group_id: number;
        is_connected: boolean;
      }>(
        sql`
          update ${acornUsers} u set is_connected = v.online, last_seen = ${last_seen}
          from jsonb_to_recordset(${JSON.stringify(latestPerTablet(items))}::jsonb) as v(user_id int, online boolean)
          where u.user_id = v.user_id
          returning u.user_id, u.group_id, u.is_connected`,
      );
      events.emit(
        ...changed.map((c): LiveEvent => ({
          type: 'presence',
          group_id: c.group_id,
          user_id: c.user_id,
          online: c.is_connected,
          last_seen,
        })),
      );
      await dispatcher.redeliver(changed.filter((c) => c.is_connected).map((c) => c.user_id));
    },
    { ...REPORT_BATCH, onError: deps.onError },
  );
}

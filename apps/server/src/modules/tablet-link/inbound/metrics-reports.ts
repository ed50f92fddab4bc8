import type { MetricsPayload } from '@acorn/domain/tablet-link';
import { sql } from 'drizzle-orm';
import { acornUsers, tabletCredentials, userMetrics } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import { batcher } from '../../../lib/batcher.js';
import type { LiveEvent } from '../live-events.js';
import { latestPerTablet, REPORT_BATCH, type InboundDeps } from './inbound-deps.js';

type MetricsReport = MetricsPayload & { user_id: number };
type StoredMetrics = {
  user_id: number;
  group_id: number;
  battery: number | null;
  acorn_version: string | null;
};

/**
 * Tablets' metrics (battery, storage, version, apps), stored in batches: the latest per tablet, its last
 * sighting, and the FCM token it reports; what they cause (`metricsStored`: the jobs tablet-jobs opens);
 * the portal is told each tablet's battery and version.
 */
export function metricsReports(
  deps: Pick<InboundDeps, 'db' | 'clock' | 'events' | 'onError' | 'metricsStored'>,
) {
  const { db, clock, events } = deps;
  return batcher<MetricsReport>(
    async (items) => {
      const now = clock().toISOString();
      const rows = latestPerTablet(items).map((m) => ({ ...m, apps: m.apps ?? [] }));
      const stored = await storeMetrics(db, rows, now);
      await db.execute(sql`
        update ${acornUsers} set last_seen = ${now}
        where user_id in (select (jsonb_array_elements_text(${JSON.stringify(stored.map((s) => s.user_id))}::jsonb))::int)`);
      await storeFcmTokens(db, rows);
      // A low battery or full storage may open a maintenance job (issue 19 §4); the portal hears the
      // metrics once what they caused is stored.
      await deps.metricsStored(stored.map((s) => s.user_id));
      events.emit(...stored.map((s): LiveEvent => ({ type: 'metrics', ...s })));
    },
    { ...REPORT_BATCH, onError: deps.onError },
  );
}

/** One row of metrics per tablet whose user still exists, replaced by each report. */
async function storeMetrics(db: Db, rows: MetricsReport[], now: string): Promise<StoredMetrics[]> {
  const { rows: stored } = await db.execute<StoredMetrics>(sql`
    insert into ${userMetrics} (user_id, group_id, last_sync, acorn_version, battery, storage_total, storage_free,
      storage_used, "IMEI", serial_number, sim_number, apps, last_modified_date)
    select v.user_id, u.group_id, ${now}, v.acorn_version, v.battery, v.storage_total, v.storage_free,
      v.storage_used, v."IMEI", v.serial_number, v.sim_number, v.apps, ${now}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(user_id int, acorn_version text, battery int,
      storage_total bigint, storage_free bigint, storage_used bigint, "IMEI" text, serial_number text,
      sim_number text, apps jsonb)
    join ${acornUsers} u on u.user_id = v.user_id
    on conflict (user_id) do update set last_sync = excluded.last_sync, acorn_version = excluded.acorn_version,
      battery = excluded.battery, storage_total = excluded.storage_total, storage_free = excluded.storage_free,
      storage_used = excluded.storage_used, "IMEI" = excluded."IMEI", serial_number = excluded.serial_number,
      sim_number = excluded.sim_number, apps = excluded.apps, last_modified_date = excluded.last_modified_date
    returning user_id, group_id, battery, acorn_version`);
  return stored;
}

/** The FCM tokens tablets report, kept on their live credential. */
async function storeFcmTokens(db: Db, rows: MetricsReport[]) {
  const tokens = rows.filter((r) => r.fcm_token).map((r) => ({ user_id: r.user_id, fcm_token: r.fcm_token }));
  if (tokens.length === 0) return;
  await db.execute(sql`
    update ${tabletCredentials} c set fcm_token = v.fcm_token
    from jsonb_to_recordset(${JSON.stringify(tokens)}::jsonb) as v(user_id int, fcm_token text)
    where c.user_id = v.user_id and c.revoked_at is null`);
}

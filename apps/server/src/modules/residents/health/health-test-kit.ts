import type { HealthReading } from '@acorn/domain/health';
import { and, eq } from 'drizzle-orm';
import { signedInStaff } from '../../../../test/fixtures.js';
import { addResident } from '../../../../test/residents.js';
import { createTestApp } from '../../../../test/test-app.js';
import { auditLog, healthReadings } from '../../../db/schema/index.js';
import type { LiveEvent } from '../../tablet-link/live-events.js';

type Method = 'GET' | 'POST' | 'PUT';

/**
 * What the health tests share: the server on its own database (clock at 2026-11-21T09:00Z), a manager of
 * Maple Grove and staff who may not see Mary's health (another group's manager, roles 3 and 8), Mary, and
 * the live events the server told.
 */
export async function healthTestApp() {
  const test = await createTestApp();
  const { app, db } = test;
  const { groups, as } = await signedInStaff(app, db, {
    manager: { roles: [2], group: 'maple' },
    stranger: { roles: [2], group: 'shannon' },
    papers: { roles: [3], group: 'maple' },
    jobs: { roles: [8], group: 'maple' },
  });
  const mary = await addResident(db, groups.maple, { firstname: 'Mary', surname: 'Byrne' });
  const events: LiveEvent[] = [];
  app.tabletLink.events.listen((e) => events.push(e));

  /** A call about a resident: `path` follows /v1/acorn/residents/. */
  const call = (method: Method, path: string, payload?: object, headers = as.manager) =>
    app.inject({ method, url: `/v1/acorn/residents/${path}`, headers, ...(payload ? { payload } : {}) });

  /** Adds a reading to a resident through the API, answering it as stored. */
  const add = async (userId: number, payload: object) => {
    const res = await call('POST', `${userId}/health/readings`, payload);
    if (res.statusCode !== 201) throw new Error(`reading refused: ${res.statusCode} ${res.body}`);
    return res.json<{ item: HealthReading }>().item;
  };

  const stored = (userId: number) =>
    db.select().from(healthReadings).where(eq(healthReadings.user_id, userId));
  const audits = (userId: number) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resident_id, userId), eq(auditLog.entity, 'health')));

  return { ...test, groups, as, mary, events, call, add, stored, audits };
}

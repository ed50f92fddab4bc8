import type { ResidentDetail } from '@acorn/domain/residents';
import { simRenewalOnResidentDetail } from '@acorn/domain/time';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrolTestAuthenticator, signIn } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import { hashPassword } from '../../lib/passwords.js';
import { DEMO_PASSWORD } from '../demo-accounts.js';
import {
  acornDevices,
  acornSuggestedApps,
  acornUsers,
  callLogs,
  checkInLogs,
  localContents,
  medicalNotes,
  messages,
  newspapers,
  noticeboards,
  portalUsers,
} from '../../db/schema/index.js';
import { createCalendar } from './dates.js';
import { DEMO_SEED, seedDemo } from './demo.js';
import { FACILITY_SEEDS } from './organisation.js';
import { createRandom } from './random.js';
import { planTablets } from './tablets.js';

// The demo as a new user sees it (issue 14): pictures that load offline, SIM dates on user details.
const { app, db, clock } = await createTestApp();
const passwordHash = await hashPassword(DEMO_PASSWORD);
await seedDemo(db, { passwordHash, today: clock() });
// The demo's administrator sets up two-step sign-in at first sign-in (ADR 0038); here, as if they had.
const [admin] = await db.select().from(portalUsers).where(eq(portalUsers.email, 'admin@acorn.demo'));
await enrolTestAuthenticator(db, admin!.user_id);
const headers = await signIn(app, 'admin@acorn.demo', DEMO_PASSWORD);

describe('the demo data', () => {
  it('points every logo and picture at an image the portal itself serves', async () => {
    const urls = [
      ...(await db.select({ url: newspapers.icon_url }).from(newspapers)),
      ...(await db.select({ url: localContents.icon_url }).from(localContents)),
      ...(await db.select({ url: acornSuggestedApps.img_url }).from(acornSuggestedApps)),
      ...(await db
        .select({ url: noticeboards.image_url })
        .from(noticeboards)
        .where(isNotNull(noticeboards.image_url))),
    ].map((r) => r.url!);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/demo-images\/[a-z-]+\.svg$/);
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toMatch(/^<svg /);
    }
    expect((await app.inject({ method: 'GET', url: '/demo-images/../package.json' })).statusCode).not.toBe(
      200,
    );
  });

  it("gives most residents' tablets a SIM, whose renewal (+11 months) user details shows", async () => {
    const residents = await db
      .select({ user_id: acornUsers.user_id, activation: acornDevices.sim_activation_date })
      .from(acornUsers)
      .leftJoin(acornDevices, eq(acornDevices.acorn_id, acornUsers.acorn_id))
      .where(eq(acornUsers.user_type, 2))
      .orderBy(asc(acornUsers.user_id));
    const withSim = residents.filter((r) => r.activation);
    expect(withSim.length / residents.length).toBeGreaterThan(0.7);
    const sample = withSim[0]!;
    const res = await app.inject({ method: 'GET', url: `/v1/acorn/users/${sample.user_id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json<ResidentDetail>().user_device).toMatchObject({
      sim_activation_date: sample.activation,
      sim_renewal_date: simRenewalOnResidentDetail(sample.activation),
    });
    expect(simRenewalOnResidentDetail(sample.activation)).not.toBeNull();
  });

  it('fills the residents screen: every check-in state, every kind of call, chats and medical notes', async () => {
    const states = await db
      .selectDistinct({ s: acornUsers.is_online })
      .from(acornUsers)
      .where(eq(acornUsers.user_type, 2));
    expect(states.map((r) => r.s).sort()).toEqual([0, 1, 2, 3]);
    const logStatuses = await db.selectDistinct({ s: checkInLogs.status }).from(checkInLogs);
    expect(logStatuses.map((r) => r.s).sort()).toEqual(['Done', 'Failed', 'Pending']);
    const callStatuses = await db.selectDistinct({ s: callLogs.status }).from(callLogs);
    expect(callStatuses.map((r) => r.s).sort()).toEqual(['answered', 'missed', 'requested']);
    const chat = await db.selectDistinct({ d: messages.direction }).from(messages);
    expect(chat.map((r) => r.d).sort()).toEqual(['from_tablet', 'to_tablet']);
    const notes = await db.select().from(medicalNotes);
    expect(notes.length).toBeGreaterThan(80);
    expect(new Set(notes.map((n) => n.conditions)).size).toBeGreaterThan(30);
    expect(notes.every((n) => n.doctor_contact && n.allergies && n.medications)).toBe(true);
  });

  it('is planned the same every time for the same day (one seeded generator, one calendar)', () => {
    const facilities = FACILITY_SEEDS.map((f, i) => ({ ...f, facility_id: i + 1 }));
    const plan = () => planTablets(createRandom(DEMO_SEED), createCalendar(clock()), facilities);
    expect(plan()).toEqual(plan());
  });
});

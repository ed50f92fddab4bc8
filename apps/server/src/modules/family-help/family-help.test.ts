import { FAMILY_HELP_MESSAGES, type FamilyTablet } from '@acorn/domain/family';
import { installAppPayloadSchema } from '@acorn/domain/tablet-link';
import { TABLET_MESSAGES } from '@acorn/domain/tablets';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createPortalUser, signedInStaff, signIn } from '../../../test/fixtures.js';
import { addResident } from '../../../test/residents.js';
import { createTablets, eventually, listen, simulatedTablet } from '../../../test/tablets.js';
import { createTestApp } from '../../../test/test-app.js';
import { acornSuggestedApps, auditLog, familyLinks } from '../../db/schema/index.js';

// Help User (issue 20): a family member reads their resident's tablet and the suggested apps that reach
// them, and installs one through the tablet link; a simulated tablet installs it and reports it back.
const { app, db } = await createTestApp();
const where = await listen(app);
const { groups, as } = await signedInStaff(app, db, { manager: { roles: [2], group: 'maple' } });
const [identity] = await createTablets(db, groups.maple, 1, { firstname: 'Dorothy', surname: 'Campbell' });
const sim = simulatedTablet(identity!, where);
afterAll(() => sim.drop());
await sim.enrol();
await sim.connect();
const dorothy = sim.userId;
const neighbour = await addResident(db, groups.maple);
const noTablet = await addResident(db, groups.maple, { acorn_id: null });
const offline = await addResident(db, groups.maple);
const stranger = await addResident(db, groups.shannon);

async function familyMember(email: string, residents: number[]) {
  const id = await createPortalUser(db, { email, roles: [7], group_id: groups.maple });
  for (const user_id of residents)
    await db.insert(familyLinks).values({ portal_user_id: id, user_id, group_id: groups.maple });
  return signIn(app, email);
}
const mary = await familyMember('mary@family.ie', [dorothy, noTablet, offline]);
const otherFamily = await familyMember('next-door@family.ie', [neighbour]);

const suggest = async (title: string, app_package: string, group_id: number) =>
  (
    await db
      .insert(acornSuggestedApps)
      .values({
        title,
        app_package,
        group_id,
        category: 'Talk',
        description: `${title} app`,
        img_url: '/a.svg',
      })
      .returning()
  )[0]!.id;
const whatsapp = await suggest('WhatsApp', 'com.whatsapp', groups.acorn);
const radio = await suggest('Maple Radio', 'ie.maple.radio', groups.maple);
const shannonOnly = await suggest('Shannon News', 'ie.shannon.news', groups.shannon);
// The tablet reports the Acorn app alone until it installs one.
await eventually(async () => expect((await tabletOf(dorothy)).installed).toHaveLength(1));

async function tabletOf(userId: number, headers = mary) {
  const res = await app.inject({ url: `/v1/acorn/family/residents/${userId}/tablet`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FamilyTablet>();
}
const install = (userId: number, app_id: number, headers = mary) =>
  app.inject({
    method: 'POST',
    url: `/v1/acorn/family/residents/${userId}/install-app`,
    headers,
    payload: { app_id },
  });

describe('a family member’s Help User', () => {
  it('shows the tablet as its presence and metrics say, with the apps that reach the resident', async () => {
    const tablet = await tabletOf(dorothy);
    expect(tablet).toMatchObject({
      has_tablet: true,
      online: true,
      battery: sim.metrics().battery,
      storage_total: sim.metrics().storage_total,
      storage_free: sim.metrics().storage_free,
      acorn_version: '3.6.0',
      installed: [{ name: 'Acorn', version: '3.6.0', applicationIdentifier: 'ie.acorn.tablet' }],
    });
    expect(Date.parse(tablet.last_seen!)).not.toBeNaN();
    // The operator's suggestions and the resident's group's own, never another group's.
    expect(tablet.suggested.map((s) => [s.app_id, s.name, s.installed, s.install])).toEqual([
      [radio, 'Maple Radio', false, null],
      [whatsapp, 'WhatsApp', false, null],
    ]);
    expect(tablet.suggested.map((s) => s.app_id)).not.toContain(shannonOnly);
  });

  it('says so calmly for a resident without a tablet, and refuses installs there (422)', async () => {
    expect(await tabletOf(noTablet)).toMatchObject({ has_tablet: false, online: false, last_seen: null });
    const res = await install(noTablet, whatsapp);
    expect([res.statusCode, res.json()]).toEqual([422, { message: FAMILY_HELP_MESSAGES.noTablet }]);
  });

  it('installs a suggested app: the tablet gets install_app, and the app shows installed', async () => {
    const res = await install(dorothy, whatsapp);
    expect(res.statusCode, res.body).toBe(202);
    const { command_id, message } = res.json<{ command_id: number; message: string }>();
    expect(message).toBe(FAMILY_HELP_MESSAGES.sent);
    const received = await sim.waitFor((c) => c.command_id === command_id);
    expect(received.action).toBe('install_app');
    expect(installAppPayloadSchema.parse(received.payload)).toEqual({
      package: 'com.whatsapp',
      name: 'WhatsApp',
      store_url: 'https://play.google.com/store/apps/details?id=com.whatsapp',
    });
    await eventually(async () => {
      const shown = (await tabletOf(dorothy)).suggested.find((s) => s.app_id === whatsapp)!;
      expect(shown).toMatchObject({ installed: true, install: { command_id, state: 'done' } });
    });
    const [audited] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'commands'), eq(auditLog.entity_id, String(command_id))));
    expect(audited).toMatchObject({ action: 'command', actor_email: 'mary@family.ie', resident_id: dorothy });
    // Installed now: asking again is refused in words.
    const again = await install(dorothy, whatsapp);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: FAMILY_HELP_MESSAGES.alreadyInstalled('WhatsApp') },
    ]);
  });

  it('waits for a tablet that is offline, and does not send the same app twice meanwhile', async () => {
    const res = await install(offline, radio);
    expect([res.statusCode, res.json<{ state: string }>().state]).toEqual([202, 'queued']);
    expect((await tabletOf(offline)).suggested.find((s) => s.app_id === radio)?.install?.state).toBe(
      'queued',
    );
    const again = await install(offline, radio);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: FAMILY_HELP_MESSAGES.underWay('Maple Radio') },
    ]);
  });

  it('refuses an app that does not reach the resident as not found', async () => {
    const res = await install(dorothy, shannonOnly);
    expect([res.statusCode, res.json()]).toEqual([404, { message: FAMILY_HELP_MESSAGES.appNotFound }]);
  });

  it('answers only for the member’s own residents: another family’s (same group) or group’s is 404', async () => {
    for (const [userId, headers] of [
      [neighbour, mary],
      [stranger, mary],
      [dorothy, otherFamily],
    ] as const) {
      const read = await app.inject({ url: `/v1/acorn/family/residents/${userId}/tablet`, headers });
      expect([read.statusCode, read.json()]).toEqual([404, { message: TABLET_MESSAGES.loadUserFailed }]);
      expect((await install(userId, whatsapp, headers)).statusCode).toBe(404);
    }
  });

  it('is the family’s alone: staff are refused (403)', async () => {
    expect((await tabletOf(dorothy, mary)).has_tablet).toBe(true);
    const read = await app.inject({
      url: `/v1/acorn/family/residents/${dorothy}/tablet`,
      headers: as.manager,
    });
    expect(read.statusCode).toBe(403);
    expect((await install(dorothy, radio, as.manager)).statusCode).toBe(403);
  });
});

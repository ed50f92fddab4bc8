import {
  DELETE_RESET_TTL_SECONDS,
  INCORRECT_MESSAGE,
  LIST_IS_EMPTY,
  TABLET_MESSAGES,
  type PushResult,
} from '@acorn/domain/tablets';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { createTablets } from '../../../test/tablets.js';
import { createTestApp } from '../../../test/test-app.js';
import { acornUsers, acornVersions, commands, tabletCredentials } from '../../db/schema/index.js';

// The spec's push helpers (doc 2 §7) as thin routes onto the command outbox: tokens resolved by the server.
const { app, db } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
  editor: { roles: [3], group: 'maple' },
});
const [mary, john] = await createTablets(db, groups.maple, 2);
const [ann] = await createTablets(db, groups.shannon, 1);
/** Each tablet registered a push token on its credential, as the tablet link stores it. */
const tokenOf = new Map<number, string>();
for (const tablet of [mary!, john!, ann!]) {
  const token = `fcm-token-${tablet.user_id}`;
  tokenOf.set(tablet.user_id, token);
  await db.insert(tabletCredentials).values({
    user_id: tablet.user_id,
    group_id: tablet === ann ? groups.shannon : groups.maple,
    username: tablet.acorn_id,
    secret_hash: 'x',
    fcm_token: token,
  });
}
const token = (t: { user_id: number }) => tokenOf.get(t.user_id)!;
// A companion with a token stored on the user: it resolves, but a companion has no tablet.
const [companion] = await db
  .insert(acornUsers)
  .values({ user_type: 1, group_id: groups.maple, firstname: 'Susan', device_token: 'companion-token' })
  .returning();
const [version] = await db.insert(acornVersions).values({ version: '3.7.0' }).returning();

const post = (path: string, payload: object, headers = as.manager) =>
  app.inject({ method: 'POST', url: `/v1/acorn/${path}`, headers, payload });
const targetsOf = (res: { json: () => PushResult }) =>
  res
    .json()
    .commands.map((c) => c.user_id)
    .sort();

describe('POST /v1/acorn/message-acorn', () => {
  it('resolves the tokens to tablets and stores one message each, as /commands does', async () => {
    const res = await post('message-acorn', {
      message: 'Lunch at one',
      tokens: [token(mary!), token(john!)],
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ message: TABLET_MESSAGES.messageSent, unknown_tokens: [] });
    expect(targetsOf(res)).toEqual([mary!.user_id, john!.user_id].sort());
    const stored = await db
      .select()
      .from(commands)
      .where(
        inArray(
          commands.id,
          res.json<PushResult>().commands.map((c) => c.command_id),
        ),
      );
    expect(stored.map((c) => c.payload)).toEqual([{ message: 'Lunch at one' }, { message: 'Lunch at one' }]);
  });

  it("reports unknown tokens and another group's alike, never as an error, and accepts user_ids", async () => {
    const res = await post('message-acorn', {
      message: 'Hello',
      tokens: [token(mary!), 'never-registered', token(ann!)],
      user_ids: [john!.user_id],
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<PushResult>().unknown_tokens).toEqual(['never-registered', token(ann!)]);
    expect(targetsOf(res)).toEqual([mary!.user_id, john!.user_id].sort());
    expect(res.body).not.toContain('Shannon');
    const none = await post('message-acorn', { message: 'Hello', tokens: [token(ann!)] });
    expect(none.statusCode).toBe(202);
    expect(none.json()).toMatchObject({ commands: [], unknown_tokens: [token(ann!)] });
    // Role 1 sees every group: the same token is known.
    const admin = await post('message-acorn', { message: 'Hello', tokens: [token(ann!)] }, as.admin);
    expect(targetsOf(admin)).toEqual([ann!.user_id]);
  });

  it("refuses the spec's bad message and empty list, and a bad body, with a message", async () => {
    for (const message of ['', '  ', 'x'.repeat(86)]) {
      const res = await post('message-acorn', { message, tokens: [token(mary!)] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: INCORRECT_MESSAGE });
    }
    const empty = await post('message-acorn', { message: 'Hello', tokens: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: LIST_IS_EMPTY });
    const bad = await post('message-acorn', { message: 'Hello', tokens: 'all' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^Invalid /);
  });

  it("answers 422 with the spec's sentence when nobody named has a tablet", async () => {
    const res = await post('message-acorn', { message: 'Hello', tokens: ['companion-token'] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: TABLET_MESSAGES.noDeviceToken });
  });
});

describe('POST /v1/acorn/fcm-acorn', () => {
  it('sends check-ins to anyone staff, resets and resyncs for role 1 only', async () => {
    const checkIn = await post('fcm-acorn', { action: 'check_in', tokens: [token(mary!)] });
    expect(checkIn.statusCode, checkIn.body).toBe(202);
    expect(checkIn.json()).toMatchObject({ message: TABLET_MESSAGES.checkInSent });
    for (const action of ['reset', 'reset_calendar', 'reset_email', 'reset_messages_auth'])
      expect((await post('fcm-acorn', { action, tokens: [token(mary!)] })).statusCode).toBe(403);
    const reset = await post(
      'fcm-acorn',
      {
        action: 'reset',
        tokens: [token(ann!)],
        isGmailReset: true,
        isPhotoReset: true,
        isContactReset: false,
        isApplicationReset: true,
        ttl: DELETE_RESET_TTL_SECONDS,
      },
      as.admin,
    );
    expect(reset.statusCode, reset.body).toBe(202);
    const [stored] = await db
      .select()
      .from(commands)
      .where(eq(commands.id, reset.json<PushResult>().commands[0]!.command_id));
    expect(stored!.payload).toEqual({
      isGmailReset: true,
      isPhotoReset: true,
      isContactReset: false,
      isApplicationReset: true,
    });
    expect(Date.parse(stored!.expires_at) - Date.parse(stored!.created_at)).toBe(
      DELETE_RESET_TTL_SECONDS * 1000,
    );
  });

  it('refuses an unknown action and answers 422 for a companion', async () => {
    const bad = await post('fcm-acorn', { action: 'explode', tokens: [token(mary!)] });
    expect(bad.statusCode).toBe(400);
    const companionOnly = await post('fcm-acorn', { action: 'check_in', user_ids: [companion!.user_id] });
    expect(companionOnly.statusCode).toBe(422);
    expect(companionOnly.json()).toEqual({ message: TABLET_MESSAGES.noDeviceToken });
  });
});

describe('POST /v1/acorn/update-acorn', () => {
  it('sends the version to the user named; another group is 404, as on /commands', async () => {
    const res = await post('update-acorn', { user_id: mary!.user_id, acorn_versions_id: version!.id });
    expect(res.statusCode, res.body).toBe(202);
    expect(targetsOf(res)).toEqual([mary!.user_id]);
    expect(
      (await post('update-acorn', { user_id: ann!.user_id, acorn_versions_id: version!.id })).statusCode,
    ).toBe(404);
    const unknownVersion = await post('update-acorn', { user_id: mary!.user_id, acorn_versions_id: 9999 });
    expect(unknownVersion.statusCode).toBe(400);
    expect(unknownVersion.json()).toEqual({ message: TABLET_MESSAGES.updateTabletFailed });
    const noTablet = await post('update-acorn', {
      user_id: companion!.user_id,
      acorn_versions_id: version!.id,
    });
    expect(noTablet.statusCode).toBe(422);
    expect(noTablet.json()).toEqual({ message: TABLET_MESSAGES.noDeviceToken });
  });
});

it('admits the roles of /commands: role 3 is refused every helper', async () => {
  for (const [path, body] of [
    ['message-acorn', { message: 'Hi', tokens: [token(mary!)] }],
    ['fcm-acorn', { action: 'check_in', tokens: [token(mary!)] }],
    ['update-acorn', { user_id: mary!.user_id, acorn_versions_id: version!.id }],
  ] as const)
    expect((await post(path, body, as.editor)).statusCode).toBe(403);
});

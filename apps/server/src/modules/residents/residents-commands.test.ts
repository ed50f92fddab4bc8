import type { ResidentsCommandResult } from '@acorn/domain/residents';
import { INCORRECT_MESSAGE, LIST_IS_EMPTY, TABLET_MESSAGES } from '@acorn/domain/tablets';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { addFacility, addResident } from '../../../test/residents.js';
import { createTestApp } from '../../../test/test-app.js';
import { acornUsers, commands } from '../../db/schema/index.js';

const { app, db } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  manager: { roles: [2], group: 'maple' },
  stranger: { roles: [2], group: 'shannon' },
  papers: { roles: [3], group: 'maple' },
});
const oak = await addFacility(db, groups.maple, 'Oak House');
// One resident in each check-in state at Oak House, one without a tablet, one elsewhere.
const [fresh, pending, failed, answered] = (await Promise.all(
  [0, 1, 2, 3].map((is_online) => addResident(db, groups.maple, { is_online, facility_id: oak })),
)) as [number, number, number, number];
const noTablet = await addResident(db, groups.maple, { facility_id: oak, acorn_id: null });
const elsewhere = await addResident(db, groups.maple);

const send = (payload: object, headers = as.manager) =>
  app.inject({ method: 'POST', url: '/v1/acorn/residents/commands', headers, payload });
const stored = async () => Number((await db.select({ n: count() }).from(commands))[0]!.n);

describe('POST /v1/acorn/residents/commands', () => {
  it("answers 'List is empty.' before judging the text, for an empty selection or filter", async () => {
    for (const selection of [{}, { user_ids: [] }, { filter: { q: 'nobody at all' } }]) {
      const res = await send({ action: 'message', message: 'x'.repeat(86), ...selection });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: LIST_IS_EMPTY });
    }
  });

  it('refuses a message of 86 characters', async () => {
    const res = await send({ action: 'message', message: 'x'.repeat(86), user_ids: [fresh] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INCORRECT_MESSAGE });
  });

  it('counts on a dry run and stores nothing', async () => {
    const before = await stored();
    const res = await send({ action: 'check_in', filter: { facility_id: oak }, dry_run: true });
    expect(res.json<ResidentsCommandResult>()).toMatchObject({
      targeted: 5,
      sent: 3,
      skipped: 1,
      refused: 1,
      commands: [],
    });
    expect(await stored()).toBe(before);
    expect((await db.select().from(acornUsers).where(eq(acornUsers.user_id, fresh)))[0]!.is_online).toBe(0);
  });

  it('asks every resident the filter names but the Pending one (ADR 0026), and says who was passed by', async () => {
    const res = await send({ action: 'check_in', filter: { facility_id: oak } });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<ResidentsCommandResult>();
    expect(result).toMatchObject({
      message: TABLET_MESSAGES.checkInSent,
      targeted: 5,
      sent: 3,
      skipped: 1,
      refused: 1,
    });
    expect(result.commands.map((c) => c.user_id).sort()).toEqual([fresh, failed, answered].sort());
    const states = await db
      .select({ user_id: acornUsers.user_id, is_online: acornUsers.is_online })
      .from(acornUsers);
    for (const id of [fresh, pending, failed, answered])
      expect(states.find((s) => s.user_id === id)!.is_online).toBe(1);
    expect(result.commands.map((c) => c.user_id)).not.toContain(elsewhere);
  });

  it('sends a message to the selected residents', async () => {
    const res = await send({ action: 'message', message: 'Bingo at three', user_ids: [fresh, elsewhere] });
    expect(res.json()).toMatchObject({ message: TABLET_MESSAGES.messageSent, targeted: 2, sent: 2 });
  });

  it('answers 404 when a selected resident is in another group, and 403 to other roles', async () => {
    const res = await send({ action: 'message', message: 'Hello', user_ids: [fresh] }, as.stranger);
    expect(res.statusCode).toBe(404);
    const papers = await send({ action: 'message', message: 'Hello', user_ids: [fresh] }, as.papers);
    expect(papers.statusCode).toBe(403);
  });

  it('refuses with the spec’s message when nobody named has a tablet', async () => {
    const res = await send({ action: 'message', message: 'Hello', user_ids: [noTablet] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: TABLET_MESSAGES.noDeviceToken });
  });
});

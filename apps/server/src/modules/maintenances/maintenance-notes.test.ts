import {
  MAINTENANCE_NOTE_MESSAGES,
  maintenanceNotesSchema,
  type MaintenanceNotes,
} from '@acorn/domain/maintenance';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupCast, resourceTestApp } from '../../../test/resource-test-app.js';
import { auditLog, portalUsers } from '../../db/schema/index.js';

const kit = await resourceTestApp(
  'maintenances',
  groupCast({ role: 2, member: 'manager', other: ['jobs', 8] }),
);
const { db, call, clock } = kit;
const { admin, manager, outsider, jobs } = kit.as;
await db
  .update(portalUsers)
  .set({ firstname: 'Sean', surname: 'Daly' })
  .where(eq(portalUsers.email, 'jobs@staff.test'));

const { maintenance_id: id } = (
  await call(manager, 'POST', '', { title: 'Flush little-used taps (legionella)' })
).json<{ maintenance_id: number }>();
const notes = (as = manager) => call(as, 'GET', `/${id}/notes`);
const addNote = (body: unknown, as = manager) => call(as, 'POST', `/${id}/notes`, { body });

describe('a job’s notes', () => {
  it('are appended, oldest first, each with its author and time; role 8 may add them', async () => {
    expect((await notes()).json()).toEqual({ items: [] });
    const first = await addNote('  Taps in rooms 4 and 9 run for 2 minutes  ', jobs);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      message: MAINTENANCE_NOTE_MESSAGES.added,
      item: {
        note_id: expect.any(Number) as unknown,
        maintenance_id: id,
        body: 'Taps in rooms 4 and 9 run for 2 minutes',
        created_at: '2026-11-21T09:00:00.000Z',
        author: 'Sean Daly',
      },
    });
    clock.advance(60_000);
    await addNote('Room 9 shower head descaled');
    const read = (await notes(jobs)).json<MaintenanceNotes>();
    expect(maintenanceNotesSchema.strict().parse(read)).toEqual(read);
    expect(read.items.map((n) => [n.body, n.author, n.created_at])).toEqual([
      ['Taps in rooms 4 and 9 run for 2 minutes', 'Sean Daly', '2026-11-21T09:00:00.000Z'],
      ['Room 9 shower head descaled', expect.stringMatching(/\S/), '2026-11-21T09:01:00.000Z'],
    ]);
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'maintenance_notes'), eq(auditLog.action, 'create')));
    expect(audited).toHaveLength(2);
  });

  it('refuses an empty or too long note with the domain’s message', async () => {
    for (const [body, message] of [
      ['   ', MAINTENANCE_NOTE_MESSAGES.empty],
      [null, MAINTENANCE_NOTE_MESSAGES.empty],
      ['x'.repeat(2001), MAINTENANCE_NOTE_MESSAGES.tooLong],
    ] as const) {
      const res = await addNote(body);
      expect([res.statusCode, res.json()]).toEqual([400, { message }]);
    }
  });

  it('keep to the job’s group: another group’s job is not found; role 1 reaches it', async () => {
    for (const res of [await notes(outsider), await addNote('Not mine', outsider)])
      expect([res.statusCode, res.json()]).toEqual([404, { message: 'Maintenance not found.' }]);
    expect((await call(manager, 'GET', '/2000000000/notes')).statusCode).toBe(404);
    // Beyond PostgreSQL's integers: no row, not a failed query.
    expect((await call(manager, 'GET', '/9999999999/notes')).statusCode).toBe(404);
    expect((await call(manager, 'POST', '/9999999999/notes', { body: 'x' })).statusCode).toBe(404);
    expect((await notes(admin)).statusCode).toBe(200);
  });

  it('are never changed or removed: there is no route to do so', async () => {
    const [note] = (await notes()).json<MaintenanceNotes>().items;
    for (const method of ['PUT', 'DELETE'] as const)
      expect((await call(manager, method, `/${id}/notes/${note!.note_id}`, {})).statusCode).toBe(404);
  });
});

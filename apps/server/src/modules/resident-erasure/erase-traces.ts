import { ERASE_MESSAGES } from '@acorn/domain/audit';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import {
  acornDevices,
  acornRenewals,
  type acornUsers,
  appointments,
  commands,
  maintenances,
  userContacts,
} from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { eraseFromReports } from '../reports/report-erasure.js';

type Resident = typeof acornUsers.$inferSelect;
const m = maintenances;

/** A job a family member asked for: they alone set key entry (and the asker may be gone since). */
const familyWritten = or(isNotNull(m.requested_by), isNotNull(m.key_entry_permission));

/**
 * The resident's jobs outlive them (the room's work, its response times) without them: the name copied
 * onto each, the tablet's jobs' sentence naming them, and what a family member wrote and photographed.
 * Answers the photos to remove once committed.
 */
async function eraseFromJobs(tx: Db, userId: number): Promise<string[]> {
  const theirs = eq(m.user_id, userId);
  await tx
    .update(m)
    .set({ description: sql`replace(${m.description}, ' of ' || ${m.resident_name}, '')` })
    .where(and(theirs, isNotNull(m.tablet_condition), isNotNull(m.resident_name)));
  const photos = await tx
    .select({ photo_path: m.photo_path })
    .from(m)
    .where(and(theirs, familyWritten, isNotNull(m.photo_path)));
  await tx
    .update(m)
    .set({ title: ERASE_MESSAGES.familyRequestErased, description: null, photo_path: null })
    .where(and(theirs, familyWritten));
  await tx.update(m).set({ resident_name: null }).where(theirs);
  return photos.map((photo) => photo.photo_path!);
}

/** The Devices and Renewals records of their tablet name them as its owner: the name goes, the record stays. */
async function eraseOwnerName(tx: Db, resident: Resident) {
  const name = [resident.firstname, resident.surname].filter(Boolean).join(' ').trim();
  if (!resident.acorn_id || !name) return;
  for (const table of [acornDevices, acornRenewals])
    await tx
      .update(table)
      .set({ owner_name: null })
      .where(
        and(eq(table.acorn_id, resident.acorn_id), sql`lower(trim(${table.owner_name})) = lower(${name})`),
      );
}

/**
 * What removing a resident (delete or erasure, ADR 0040) takes besides their own records: every copy of
 * their name and what was said or written about them in rows that outlive them (issue 40: a users_status
 * report, a family request's text and photo, were left). In the removal's transaction, before the
 * delete-time reset is stored. Answers the family photos to remove once committed.
 */
export async function eraseTraces(tx: Db, resident: Resident): Promise<string[]> {
  const userId = resident.user_id;
  // What was said to them, in the commands kept with the tablet.
  await tx.update(commands).set({ payload: {}, detail: null }).where(eq(commands.user_id, userId));
  const photos = await eraseFromJobs(tx, userId);
  // A booking stays in the service's calendar; its notes (clinical) and text were about them.
  await tx.update(appointments).set({ notes: null, title: null }).where(eq(appointments.user_id, userId));
  // Others' contact lists named them as an Acorn user: that link (and their name on it) is gone.
  await tx.delete(userContacts).where(eq(userContacts.contact_user_id, userId));
  await eraseOwnerName(tx, resident);
  await eraseFromReports(tx, resident);
  return photos;
}

import type { MedicalNotes, MedicalNotesInput } from '@acorn/domain';
import { and, eq, sql } from 'drizzle-orm';
import { medicalNotes, portalUsers } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { HttpError } from '../../lib/http-error.js';
import { iso } from './iso.js';

export const MEDICAL_FIELDS = ['conditions', 'allergies', 'medications', 'doctor_contact'] as const;

/** What a resident with no notes yet reads: empty fields, version 0 (their first save names 0). */
const NO_NOTES: MedicalNotes = {
  conditions: null,
  allergies: null,
  medications: null,
  doctor_contact: null,
  version: 0,
  updated_at: null,
  updated_by: null,
};

/** Names the fields a save changes, for its audit row: which, not what (the values are medical). */
export function changedFields(before: MedicalNotes, after: MedicalNotesInput): string[] {
  return MEDICAL_FIELDS.filter((f) => (before[f] ?? null) !== ((after[f] ?? '').trim() || null));
}

export async function readMedicalNotes(db: Db, userId: number): Promise<MedicalNotes> {
  const [row] = await db
    .select({
      conditions: medicalNotes.conditions,
      allergies: medicalNotes.allergies,
      medications: medicalNotes.medications,
      doctor_contact: medicalNotes.doctor_contact,
      version: medicalNotes.version,
      updated_at: medicalNotes.updated_at,
      updated_by: sql<
        string | null
      >`nullif(concat_ws(' ', ${portalUsers.firstname}, ${portalUsers.surname}), '')`,
    })
    .from(medicalNotes)
    .leftJoin(portalUsers, eq(portalUsers.user_id, medicalNotes.updated_by))
    .where(eq(medicalNotes.user_id, userId));
  return row ? { ...row, updated_at: iso(row.updated_at) } : NO_NOTES;
}

export const STALE_NOTES = 'These notes were changed by someone else. Reload them before saving.';

/**
 * Saves the notes if nobody saved since the version the editor read: the first save inserts (version 0 →
 * 1), later ones update only the row still at that version. Either way one statement decides, so two
 * saves at once cannot both win; the loser is told (409) instead of overwriting unseen.
 */
export async function saveMedicalNotes(
  db: Db,
  resident: { user_id: number; group_id: number },
  input: MedicalNotesInput,
  by: { user_id: number; now: Date },
): Promise<void> {
  const values = Object.fromEntries(MEDICAL_FIELDS.map((f) => [f, input[f]?.trim() || null]));
  const stamp = { updated_at: by.now.toISOString(), updated_by: by.user_id };
  const saved =
    input.version === 0
      ? await db
          .insert(medicalNotes)
          .values({ ...resident, ...values, ...stamp, version: 1 })
          .onConflictDoNothing()
          .returning({ version: medicalNotes.version })
      : await db
          .update(medicalNotes)
          .set({ ...values, ...stamp, version: sql`${medicalNotes.version} + 1` })
          .where(and(eq(medicalNotes.user_id, resident.user_id), eq(medicalNotes.version, input.version)))
          .returning({ version: medicalNotes.version });
  if (saved.length === 0) throw new HttpError(409, STALE_NOTES);
}

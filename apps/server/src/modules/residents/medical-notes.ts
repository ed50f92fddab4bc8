import type { MedicalNotes, MedicalNotesInput } from '@acorn/domain/residents';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { medicalNotes, portalUsers } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { HttpError } from '../../lib/http-error.js';
import { isoSql } from '../../lib/iso-sql.js';

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

/**
 * A resident's notes as medicalNotesSchema has them, written by the database as JSON (NO_NOTES when there
 * are none); `userId` is SQL, so that a read can name the CTE `resident` of residentBody.
 */
export function medicalNotesJson(userId: SQL): SQL {
  return sql`coalesce((select json_build_object(
      ${sql.join(
        MEDICAL_FIELDS.map((f) => sql`${f}::text, ${medicalNotes[f]}`),
        sql`, `,
      )},
      'version', ${medicalNotes.version},
      'updated_at', ${isoSql(medicalNotes.updated_at)},
      'updated_by', nullif(concat_ws(' ', ${portalUsers.firstname}, ${portalUsers.surname}), ''))
    from ${medicalNotes} left join ${portalUsers} on ${eq(portalUsers.user_id, medicalNotes.updated_by)}
    where ${medicalNotes.user_id} = ${userId}), ${JSON.stringify(NO_NOTES)}::json)`;
}

export async function readMedicalNotes(db: Db, userId: number): Promise<MedicalNotes> {
  const result = await db.execute<{ notes: string }>(
    sql`select (${medicalNotesJson(sql`${userId}::int`)})::text as notes`,
  );
  return JSON.parse(result.rows[0]!.notes) as MedicalNotes;
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

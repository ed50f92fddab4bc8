import type { medicalNotes } from '../../db/schema/index.js';
import type { Calendar } from './dates.js';
import { at, type Random } from './random.js';
import type { Placed } from './resident-records.js';

// Medical Information as a care home's nurses write it: conditions with what is taken for them, allergies
// with the reaction, and the GP's contact of each home. Fictional doctors; 555 numbers in North America.

/** A condition and what is given for it (null: nothing prescribed, managed by care). */
const CONDITIONS: readonly [string, string | null][] = [
  ['Type 2 diabetes (diet and tablets)', 'Metformin 500 mg twice daily with meals'],
  ['Hypertension', 'Amlodipine 5 mg once daily, mornings'],
  ['Atrial fibrillation', 'Apixaban 2.5 mg twice daily'],
  ['Osteoarthritis, both knees', 'Paracetamol 1 g up to four times daily when needed'],
  ['Mild Alzheimer’s dementia', 'Donepezil 5 mg at night'],
  ['COPD', 'Tiotropium inhaler once daily; salbutamol inhaler when needed'],
  ['Hypothyroidism', 'Levothyroxine 75 mcg before breakfast'],
  ['Osteoporosis', 'Alendronic acid 70 mg on Mondays; calcium and vitamin D daily'],
  ['Heart failure (NYHA II)', 'Bisoprolol 2.5 mg once daily; furosemide 40 mg mornings'],
  ['Parkinson’s disease', 'Co-careldopa 25/100 three times daily: give on time'],
  ['Depression', 'Sertraline 50 mg once daily'],
  ['Glaucoma', 'Latanoprost eye drops, one drop in each eye at night'],
  ['Macular degeneration, left eye', null],
  ['History of falls (two this year); walks with a frame', null],
  ['Hearing loss, aids in both ears', null],
];

const ALLERGIES = [
  'No known drug allergies',
  'No known drug allergies',
  'No known drug allergies',
  'Penicillin (rash)',
  'Codeine (nausea and confusion)',
  'Sulfonamides',
  'Aspirin (wheeze)',
  'Latex',
  'Shellfish',
  'Adhesive dressings (skin blisters)',
] as const;

const DOCTORS: Record<string, string> = {
  Toronto: 'Dr. Anjali Patel, Bloor West Family Health Team, (416) 555-0142',
  'Lake Barrington Woods': 'Dr. Robert Kowalski, Barrington Internal Medicine, (847) 555-0118',
  'Northport Highlands': 'Dr. Niamh Hegarty, Ennis Road Surgery, 065 682 4410',
  'The Village at the Farm Pond': 'Dr. Emily Carter, Framingham Primary Care, (508) 555-0176',
  'The Season at Glenview': 'Dr. Fergal Ryan, Castletroy Medical Centre, 061 330 915',
};

/**
 * Medical notes for most residents (a few newly arrived have none yet): one to three conditions with
 * their medicines, an allergy line, and their home's GP. Deterministic through the seed's generator.
 */
export function medicalNoteRows(
  random: Random,
  cal: Calendar,
  placed: readonly Placed[],
  staffOf: (groupId: number) => number,
): (typeof medicalNotes.$inferInsert)[] {
  return placed
    .filter((p) => p.user.user_type === 2 && p.facility)
    .filter((_, i) => i % 9 !== 4)
    .map((p) => {
      const first = random.int(0, CONDITIONS.length - 1);
      const chosen = Array.from({ length: random.int(1, 3) }, (_, k) => at(CONDITIONS, first + k * 4));
      const medicines = chosen.map(([, medicine]) => medicine).filter((m) => m !== null);
      return {
        user_id: p.user_id,
        group_id: p.user.group_id,
        conditions: chosen.map(([condition]) => condition).join('\n'),
        allergies: random.pick(ALLERGIES),
        medications: medicines.length ? medicines.join('\n') : 'None regular',
        doctor_contact: DOCTORS[p.facility!.name] ?? null,
        version: random.int(1, 4),
        updated_at: cal.minutesAgo(random.int(60 * 24, 60 * 24 * 90)),
        updated_by: staffOf(p.user.group_id),
      };
    });
}

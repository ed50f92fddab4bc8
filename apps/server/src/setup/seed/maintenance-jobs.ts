import type { MaintenanceRecurrence, MaintenanceStatus } from '@acorn/domain/maintenance';
import { maintenanceNotes, maintenances } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { Calendar } from './dates.js';
import { nextStart, noteRows, type Author, type NoteIdea } from './job-notes.js';
import type { FacilitySeed } from './organisation.js';
import { at } from './random.js';
import { createdBefore, respondedAfter } from './response-times.js';
import type { Placed } from './resident-records.js';

type JobRow = typeof maintenances.$inferInsert;
type Facility = FacilitySeed & { facility_id: number };

// The residents' own jobs (issue 18), so each tab of the Maintenance panel has something for many of them:
// every second resident has an open job, every third a closed one, every fourth the monthly legionella
// flush of their en-suite (last month's done, this month's open); each facility tests its fire alarm call
// points weekly. No chance involved: the generator's draws, and so the rest of the demo, stay as they were.

const ROOM_JOBS: readonly [string, string][] = [
  ['Leaking tap', 'Hot tap in the en-suite drips constantly'],
  ['Bedside lamp flickers', 'Lamp flickers when the call bell cord is pulled'],
  ['Radiator too hot to touch', 'Thermostatic valve stuck open'],
  ['Wardrobe door sticks', 'Sliding door comes off its runner'],
  ['Window will not close', 'Latch broken; draught at night'],
  ['Grab rail loose', 'Grab rail beside the toilet moves when leant on'],
  ['Curtain rail down', 'Rail pulled out of the plaster over the window'],
];
const CLOSED_JOBS: readonly [string, string, number][] = [
  ['Replace bathroom extractor fan', 'Fan noisy and barely turning', 145],
  ['Fit a raised toilet seat', 'Requested by the occupational therapist', 62.5],
  ['Re-hang the television', 'Bracket lowered to be seen from the bed', 80],
  ['Replace the mattress sensor', 'Falls sensor no longer alerts the nurses’ station', 210.99],
];
const OPEN: readonly MaintenanceStatus[] = ['Pending', 'In-Progress', 'Delayed'];
/** When last week's fire alarm test and last month's flushes were done, in days from today. */
const FIRE_TEST_DAY = -7;
const FLUSH_DAY = -33;

interface Context {
  cal: Calendar;
  facilities: readonly Facility[];
  /** The residents (tablet users) placed in the facilities. */
  residents: readonly Placed[];
  authorsOf: (groupId: number) => readonly Author[];
}

/** A job seeded with its notes. */
interface Seeded {
  row: JobRow;
  notes: readonly NoteIdea[];
}

const room = (p: Placed) => /^Room \d+/.exec(p.user.street ?? '')?.[0] ?? 'their room';
const forResident = (p: Placed) => ({ user_id: p.user_id, resident_name: p.name });
const repeats = (recurrence: MaintenanceRecurrence) => ({ is_recurring: true, recurrence });

/**
 * A job of `facility`, starting `offset` days from today, with the times the reports measure: one that left
 * Pending was answered the day before it started (or yesterday), as many business hours after it was
 * created as its facility's staff take (response-times.ts).
 */
function job(cal: Calendar, facility: Facility, offset: number, fields: Partial<JobRow>): JobRow {
  const status = fields.status ?? 'Pending';
  const before = Math.min(offset, 0);
  const responded = status === 'Pending' ? null : cal.at(before - 1, 9);
  return {
    priority: 2,
    start_date: cal.day(offset),
    created_at: responded ? createdBefore(responded, facility, offset) : cal.at(before - 2, 10, 15),
    responded_at: responded,
    completed_at: status === 'Done' ? cal.at(Math.min(offset, -1), 15) : null,
    ...fields,
    facility_id: facility.facility_id,
    group_id: facility.group_id,
  };
}

/**
 * The done occurrence of each recurring series, with notes written the day it was done; `next` is the
 * status of the occurrence its Done opened.
 */
function doneOccurrences({ cal, facilities, residents }: Context): (Seeded & { next: MaintenanceStatus })[] {
  return facilities.flatMap((facility, f) => [
    {
      row: job(cal, facility, FIRE_TEST_DAY + (f % 3), {
        title: 'Test fire alarm call points',
        description: 'A different call point each week; write it in the fire register',
        ...repeats('weekly'),
        status: 'Done',
        priority: 1,
        cost: '0',
      }),
      next: 'Pending' as const,
      notes:
        f % 2
          ? []
          : [{ days: FIRE_TEST_DAY, text: 'Call point 4 (first floor) slow to reset; engineer told' }],
    },
    // Counted over all residents, as oneOffJobs counts them: each of these has an open job too.
    ...residents
      .filter((p, i) => i % 4 === 0 && p.user.facility_id === facility.facility_id)
      .map((p, i) => ({
        row: job(cal, facility, FLUSH_DAY + (i % 5), {
          title: 'Flush little-used taps (legionella)',
          description: `Run the hot and cold taps and the shower in ${room(p)} for two minutes`,
          ...repeats('monthly'),
          status: 'Done',
          cost: '15',
          ...forResident(p),
        }),
        next: i % 3 === 1 ? ('In-Progress' as const) : ('Pending' as const),
        notes: i % 3 === 0 ? [{ days: FLUSH_DAY, text: 'Shower head descaled while there' }] : [],
      })),
  ]);
}

/** The residents' one-off jobs, open and done, with a few notes on the open ones. */
function oneOffJobs({ cal, facilities, residents }: Context): Seeded[] {
  return residents.flatMap((p, i) => {
    const facility = facilities.find((f) => f.facility_id === p.user.facility_id);
    if (!facility) return [];
    const [title, description] = at(ROOM_JOBS, i);
    const [closedTitle, closedWhy, cost] = at(CLOSED_JOBS, i);
    const open: Seeded = {
      row: job(cal, facility, at([-3, -1, 0, 2], i), {
        title: `${title}, ${room(p)}`,
        description,
        status: at(OPEN, Math.floor(i / 2)),
        priority: at([1, 2, 3], i),
        ...forResident(p),
      }),
      notes: i % 6 === 0 ? [{ days: -1, text: 'Part ordered; fitting booked with the family' }] : [],
    };
    const closed: Seeded = {
      row: job(cal, facility, -at([4, 11, 19], i), {
        title: closedTitle,
        description: closedWhy,
        status: 'Done',
        cost: cost.toFixed(2),
        priority: 3,
        ...forResident(p),
      }),
      notes: [],
    };
    return [...(i % 2 === 0 ? [open] : []), ...(i % 3 === 0 ? [closed] : [])];
  });
}

/** The residents' and rooms' jobs, the occurrences their Done opened, and notes on some. */
export async function seedMaintenanceJobs(tx: Db, context: Context): Promise<void> {
  const done = doneOccurrences(context);
  const oneOffs = oneOffJobs(context);
  const ids = await tx
    .insert(maintenances)
    .values([...done, ...oneOffs].map((s) => s.row))
    .returning({ id: maintenances.maintenance_id });
  const siteOf = (id: number | null | undefined) => context.facilities.find((f) => f.facility_id === id)!;
  // The occurrences those Done opened, created as they were done; the flushes under way answered since.
  await tx.insert(maintenances).values(
    done.map(({ row, next }, i) => ({
      ...row,
      start_date: nextStart(row),
      status: next,
      cost: null,
      created_at: row.completed_at!,
      responded_at: next === 'Pending' ? null : respondedAfter(row.completed_at!, siteOf(row.facility_id), i),
      completed_at: null,
      recurs_from: ids[i]!.id,
    })),
  );
  const notes = [...done, ...oneOffs].map((s, i) => ({
    id: ids[i]!.id,
    group: s.row.group_id,
    ideas: s.notes,
  }));
  const rows = noteRows(context.cal, notes, context.authorsOf);
  if (rows.length) await tx.insert(maintenanceNotes).values(rows);
}

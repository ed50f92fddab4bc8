import { and, eq, sql } from 'drizzle-orm';
import { healthReadings } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { at, type Random } from './random.js';
import type { LogContext, Placed } from './resident-records.js';

type Row = typeof healthReadings.$inferInsert & { timestamp: string };

const DAYS = 365;
/** Rows per insert: one JSON parameter each, so no statement nears PostgreSQL's 65,535 parameters. */
const CHUNK = 5_000;
const NOTES = [
  'Refused breakfast, encouraged fluids',
  'Slept poorly; reviewed by nurse',
  'In good form, walked to the garden with her daughter',
  'Complained of a headache; paracetamol given',
  'Mild ankle swelling; legs elevated',
  'Reading repeated after a rest',
  'Low mood today; chatted with the activities team',
];
const INFECTION = [
  'Temperature up, chesty cough; GP informed',
  'Seen by GP; antibiotics started',
  'On antibiotics; drinking well, temperature settling',
];
const SPIKE = 'BP high this morning; repeated after rest, GP to review';
/** Staff readings entered wrongly, each then corrected: why, and what was first entered. */
const CORRECTIONS: { reason: string; wrong: (right: Row) => Partial<Row> }[] = [
  { reason: 'Cuff too small; re-measured', wrong: () => ({ sys: 188, dia: 104 }) },
  {
    reason: 'Digits swapped when typed; re-entered',
    wrong: ({ temperature: t }) => ({ temperature: `${t![0]}${t![3]}.${t![1]}` }),
  },
  {
    reason: 'Weighed in outdoor coat and shoes; re-weighed',
    wrong: ({ weight }) => ({ weight: (Number(weight) + 4.5).toFixed(1) }),
  },
];

/** A value wandering slowly about its baseline (a random walk pulled back towards it). */
function wander(random: Random, base: number, step: number, pull: number) {
  let value = base;
  return () => (value += (base - value) * pull + (random.next() - 0.5) * step);
}

/**
 * A year of one resident's mornings, oldest first: most mornings (about one in seven missed), their own
 * baselines that drift slowly, day-to-day noise, a weekly weigh-in; about a quarter taken by the tablet's
 * devices (an Omron M3 cuff, a Withings Body+ scale), the rest by staff; flagged values and notes now and
 * then, as a chest infection or a high reading brings them.
 */
function residentYear({ cal, random, staffOf }: LogContext, p: Placed, staff: string, now: string): Row[] {
  const who = { user_id: p.user_id, group_id: p.user.group_id };
  const sys = wander(random, random.int(115, 145), 6, 0.03);
  const dia = wander(random, random.int(65, 84), 4, 0.03);
  const bpm = wander(random, random.int(60, 82), 5, 0.05);
  const weight = wander(random, random.int(48, 95), 0.5, 0.005);
  const [oximeter, temperature] = [random.int(95, 98), 36.3 + random.next() * 0.5];
  const tabletShare = random.chance(0.5) ? 0.4 : 0.1;
  const scale = random.chance(0.5);
  const infection = random.chance(0.35) ? random.int(20, DAYS - 10) : -10;
  const rows: Row[] = [];
  for (let day = DAYS - 1; day >= 0; day -= 1) {
    const today = { sys: sys(), dia: dia(), bpm: bpm(), weight: weight() };
    const timestamp = cal.at(-day, 7 + random.int(0, 2), random.int(0, 59));
    if (random.chance(0.15) || timestamp > now) continue;
    const weighDay = day % 7 === p.user_id % 7;
    const ill = day <= infection && day > infection - 3;
    const spike = random.chance(0.008);
    const base = { ...who, timestamp, created_at: timestamp };
    const bp = {
      sys: spike ? random.int(160, 176) : Math.round(today.sys + (random.next() - 0.5) * 8),
      dia: spike ? random.int(95, 103) : Math.round(today.dia + (random.next() - 0.5) * 6),
      bpm: Math.round(today.bpm + (random.next() - 0.5) * 8 + (ill ? 14 : 0)),
    };
    if (random.chance(tabletShare) && !ill) {
      const device = weighDay && scale ? 'Withings Body+' : 'Omron M3';
      const measured = device === 'Omron M3' ? bp : { weight: today.weight.toFixed(1) };
      rows.push({ ...base, ...measured, source: 'tablet', device, recorded_by: device });
      continue;
    }
    const note = ill
      ? at(INFECTION, infection - day)
      : spike
        ? SPIKE
        : random.chance(0.03)
          ? random.pick(NOTES)
          : null;
    rows.push({
      ...base,
      ...bp,
      oximeter:
        ill || random.chance(0.005) ? random.int(91, 93) : Math.min(100, oximeter + random.int(-1, 1)),
      temperature: (ill ? 37.9 + random.next() * 0.5 : temperature + (random.next() - 0.5) * 0.4).toFixed(1),
      weight: weighDay ? today.weight.toFixed(1) : null,
      pain_level: random.chance(0.3) ? random.pick([0, 0, 1, 2, 2, 3, 4]) : null,
      barthel_score: day % 30 === p.user_id % 30 ? random.int(55, 95) : null,
      frailty: day % 91 === p.user_id % 91 ? random.int(3, 6) : null,
      note,
      source: 'staff',
      recorded_by: staff,
      created_by: staffOf(p.user.group_id),
    });
  }
  return rows;
}

/** Every demo resident's year, and three of their staff readings entered wrongly and then corrected. */
export function healthReadingRows(
  context: LogContext,
  placed: readonly Placed[],
  staffName: (groupId: number) => string,
) {
  const now = context.cal.minutesAgo(0);
  const years = placed
    .filter((p) => p.user.user_type === 2)
    .map((p) => residentYear(context, p, staffName(p.user.group_id), now));
  const corrections = CORRECTIONS.map(({ reason, wrong }, i) => {
    const staffRows = at(years, 3 + i * 11).filter((r) => r.source === 'staff' && r.weight != null);
    const entered = at(staffRows, -3 - i * 2);
    // Corrected two hours after it was entered, by the same staff member.
    const created_at = new Date(Date.parse(entered.timestamp) + 2 * 3_600_000).toISOString();
    const correction = { ...entered, correction_reason: reason, created_at };
    Object.assign(entered, wrong(entered));
    return { of: entered, correction };
  });
  return { rows: years.flat(), corrections };
}

const COLUMNS = sql.raw(
  'user_id, group_id, timestamp, sys, dia, bpm, temperature, weight, oximeter, pain_level, barthel_score, ' +
    'frailty, note, source, device, recorded_by, created_by, created_at',
);

/**
 * Inserts the demo's readings: the rows travel as one JSON parameter per chunk, unpacked by the database
 * into the table's row type (~30,000 rows in a handful of statements); then each correction, naming the
 * reading it supersedes.
 */
export async function insertHealthReadings(
  db: Db,
  context: LogContext,
  placed: readonly Placed[],
  staffName: (groupId: number) => string,
): Promise<void> {
  const { rows, corrections } = healthReadingRows(context, placed, staffName);
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.execute(sql`insert into ${healthReadings} (${COLUMNS})
      select ${COLUMNS} from json_populate_recordset(null::${healthReadings},
        ${JSON.stringify(rows.slice(i, i + CHUNK))}::json)`);
  }
  for (const { of, correction } of corrections) {
    const [original] = await db
      .select({ id: healthReadings.id })
      .from(healthReadings)
      .where(and(eq(healthReadings.user_id, of.user_id), eq(healthReadings.timestamp, of.timestamp)));
    await db.insert(healthReadings).values({ ...correction, supersedes: original!.id });
  }
}

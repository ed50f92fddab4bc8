import { facilityInstant, SERVICES, type Service } from '@acorn/domain/activities';
import type { appointments, maintenances, publicEvents } from '../../db/schema/index.js';
import type { Calendar } from './dates.js';
import type { FacilitySeed } from './organisation.js';
import { at, type Random } from './random.js';
import { createdBefore } from './response-times.js';

type EventRow = typeof publicEvents.$inferInsert;

interface EventIdea {
  title: string;
  category: 'Intellectual' | 'Physical' | 'Social' | 'Spiritual';
  description: string;
  minutes: number;
  spaces: number;
}

const EVENT_IDEAS: Record<'ie' | 'na', readonly EventIdea[]> = {
  ie: [
    {
      title: 'Chair yoga',
      category: 'Physical',
      description: 'Gentle stretching seated, with Orla',
      minutes: 45,
      spaces: 14,
    },
    {
      title: 'Coffee morning',
      category: 'Social',
      description: 'Tea, coffee and scones in the day room',
      minutes: 90,
      spaces: 30,
    },
    {
      title: 'Table quiz',
      category: 'Intellectual',
      description: 'Teams of four; prizes from the shop',
      minutes: 60,
      spaces: 24,
    },
    {
      title: 'Mass',
      category: 'Spiritual',
      description: 'Mass celebrated by Fr. Culligan in the oratory',
      minutes: 45,
      spaces: 40,
    },
    {
      title: 'Walk to the river',
      category: 'Physical',
      description: 'Short walk along the Fergus, wheelchairs welcome',
      minutes: 60,
      spaces: 10,
    },
    {
      title: 'Set dancing music session',
      category: 'Social',
      description: 'Local musicians play the old tunes',
      minutes: 75,
      spaces: 35,
    },
    {
      title: 'Crossword club',
      category: 'Intellectual',
      description: 'The Irish Times simplex crossword together',
      minutes: 45,
      spaces: 12,
    },
    {
      title: 'The Rosary',
      category: 'Spiritual',
      description: 'Evening rosary in the oratory',
      minutes: 30,
      spaces: 30,
    },
  ],
  na: [
    {
      title: 'Morning stretch',
      category: 'Physical',
      description: 'Seated exercises to music',
      minutes: 45,
      spaces: 16,
    },
    {
      title: 'Coffee social',
      category: 'Social',
      description: 'Coffee, muffins and conversation in the lounge',
      minutes: 60,
      spaces: 30,
    },
    {
      title: 'Trivia hour',
      category: 'Intellectual',
      description: 'General knowledge trivia, teams welcome',
      minutes: 60,
      spaces: 24,
    },
    {
      title: 'Sunday service',
      category: 'Spiritual',
      description: 'Non-denominational service in the chapel',
      minutes: 60,
      spaces: 40,
    },
    {
      title: 'Garden walk',
      category: 'Physical',
      description: 'Stroll around the pond with a volunteer',
      minutes: 45,
      spaces: 10,
    },
    {
      title: 'Karaoke afternoon',
      category: 'Social',
      description: 'Sing along to the classics',
      minutes: 90,
      spaces: 30,
    },
    {
      title: 'Book club',
      category: 'Intellectual',
      description: 'This month: large-print mystery novels',
      minutes: 60,
      spaces: 12,
    },
    {
      title: 'Hymn singing',
      category: 'Spiritual',
      description: 'Favourite hymns with the choir',
      minutes: 45,
      spaces: 30,
    },
  ],
};

// (day offset, hour, minute): four today, five later this week, and past ones for the monthly reports.
const TODAY_SLOTS = [
  [0, 10, 0],
  [0, 11, 30],
  [0, 14, 30],
  [0, 16, 0],
] as const;
const WEEK_SLOTS = [
  [1, 10, 30],
  [2, 15, 0],
  [3, 11, 0],
  [4, 14, 0],
  [5, 10, 0],
] as const;
const PAST_SLOTS = [
  [-3, 11, 0],
  [-9, 14, 30],
  [-16, 10, 0],
  [-24, 15, 0],
  [-38, 11, 30],
  [-52, 14, 0],
] as const;

export function eventRows(
  cal: Calendar,
  facilities: readonly (FacilitySeed & { facility_id: number })[],
): EventRow[] {
  const rows: EventRow[] = [];
  facilities.forEach((facility, f) => {
    const ideas = EVENT_IDEAS[facility.region === 'ie' ? 'ie' : 'na'];
    [...TODAY_SLOTS, ...WEEK_SLOTS, ...PAST_SLOTS].forEach(([offset, hour, minute], i) => {
      // Facilities of a group each get today's events; later and past ones are shared out to keep the list short.
      if (offset !== 0 && (i + f) % 2 === 1) return;
      const idea = at(ideas, i * 3 + f);
      const start = new Date(cal.at(offset, hour, minute));
      rows.push({
        title: idea.title,
        category: idea.category,
        description: idea.description,
        location: `${facility.name}, ${idea.category === 'Spiritual' ? 'chapel' : 'day room'}`,
        county: facility.region === 'ie' ? facility.county : 'All',
        start_time: start.toISOString(),
        end_time: new Date(start.getTime() + idea.minutes * 60_000).toISOString(),
        available_spaces: idea.spaces,
        facility_id: facility.facility_id,
        group_id: facility.group_id,
      });
    });
  });
  return rows;
}

type MaintenanceRow = typeof maintenances.$inferInsert;

const JOBS: readonly [string, string, boolean][] = [
  ['Corridor light out', 'Bulb gone in corridor B outside room 12', false],
  ['Leaking tap', 'Hot tap in the room 14 en-suite drips constantly', false],
  ['Call bell not working', 'Call bell in room 7 does not sound at the nurses’ station', false],
  ['Stair lift check', 'Monthly safety check of the stair lift to the first floor', true],
  ['Handrail loose', 'Handrail on the wheelchair ramp at the front door is loose', false],
  ['Boiler check', 'Monthly check of the boiler pressure and flue; the yearly service is in March', true],
  ['Gutter clearing', 'Clear the gutters over the sunroom every month in autumn', true],
  ['Kitchenette fridge too warm', 'Fridge in the first-floor kitchenette reads 9 °C', false],
  ['Window latch broken', 'Window in room 21 will not close fully', false],
  ['TV signal lost in lounge', 'No picture on the lounge television since the storm', false],
  ['Smoke alarm chirping', 'Smoke alarm in room 3 chirps every minute; battery needed', false],
  ['Repaint day room', 'Two coats on the day room walls, colour Soft Sage', false],
];

const STATUSES = ['Pending', 'In-Progress', 'Done', 'Delayed'] as const;

export function maintenanceRows(
  cal: Calendar,
  random: Random,
  facilities: readonly (FacilitySeed & { facility_id: number })[],
): MaintenanceRow[] {
  return JOBS.map(([title, description, is_recurring], i) => {
    const facility = at(facilities, i);
    // Every third job starts today so the dashboard's maintenances tab has rows.
    const today = i % 3 === 0;
    const status = today ? at(['Pending', 'In-Progress'], i) : at(STATUSES, i + 2);
    const startOffset = today ? 0 : status === 'Done' ? -random.int(2, 25) : random.pick([-6, -2, 1, 3, 8]);
    const createdOffset = Math.min(startOffset, 0) - random.int(1, 6);
    const drawn = cal.at(createdOffset, random.int(8, 16), random.pick([0, 15, 30, 45]));
    // A job under way or done was answered at the drawn moment, as many business hours after it was created
    // as its facility's staff take (response-times.ts). The draws are kept, so the rest of the demo stays.
    const responded = status === 'Pending' ? null : drawn;
    const created = responded ? createdBefore(responded, facility, random.int(1, 10)) : drawn;
    return {
      title,
      description,
      is_recurring,
      recurrence: is_recurring ? 'monthly' : null,
      start_date: cal.day(startOffset),
      status,
      priority: at([1, 2, 3], i * 2 + 1),
      notes: status === 'Delayed' ? 'Waiting on a part from the supplier' : null,
      cost: status === 'Done' ? (random.int(40, 650) + random.pick([0, 0.5, 0.99])).toFixed(2) : null,
      facility_id: facility.facility_id,
      group_id: facility.group_id,
      created_at: created,
      responded_at: responded,
      completed_at: status === 'Done' ? cal.at(Math.min(startOffset, -1), 15, 0) : null,
    };
  });
}

type AppointmentRow = typeof appointments.$inferInsert;

/** Who comes, for how long, where, and the times on the facility's clock they may start. */
const VISITS: Record<
  Service,
  {
    providers: readonly string[];
    minutes: number;
    location: string;
    note: string;
    starts: readonly string[];
  }
> = {
  Hairdressing: {
    providers: ['Siobhán Daly, hairdresser', 'Grace Miller, hairdresser'],
    minutes: 45,
    location: 'Salon',
    note: 'Wash and set',
    starts: ['09:30', '11:00', '14:15'],
  },
  Physiotherapy: {
    providers: ['Anne Byrne, physiotherapist', 'Mark Chen, physiotherapist'],
    minutes: 60,
    location: 'Physio room',
    note: 'Balance exercises after the fall',
    starts: ['10:00', '13:30', '15:30'],
  },
  Chiropractor: {
    providers: ['Dr Seán Kelly, chiropractor', 'Dr Laura Stein, chiropractor'],
    minutes: 30,
    location: 'Treatment room',
    note: 'Lower back',
    starts: ['09:00', '11:30', '16:00'],
  },
  Doctor: {
    providers: ['Dr Niamh Ryan, GP', 'Dr Robert Hale, GP'],
    minutes: 20,
    location: 'Doctor’s room',
    note: 'Medication review',
    starts: ['09:40', '12:00', '14:40'],
  },
};

/** Weekdays from a week before the seed's today to a fortnight after it. */
const APPOINTMENT_DAYS = { from: -7, to: 14 } as const;

/**
 * The services calendar: every weekday around today, each facility sees each service once, between 09:00
 * and 17:00 on its own clock, with a provider, its residents taken in turn (none twice on one day, so no
 * resident is booked twice at once). Drawn from nothing random, so the rest of the demo stays as it was.
 */
export function appointmentRows(
  cal: Calendar,
  facilities: readonly (FacilitySeed & { facility_id: number })[],
  residents: readonly { user_id: number; group_id: number; facility_id: number | null }[],
): AppointmentRow[] {
  const rows: AppointmentRow[] = [];
  facilities.forEach((facility, f) => {
    const theirs = residents.filter((r) => r.facility_id === facility.facility_id);
    let turn = f;
    for (let offset = APPOINTMENT_DAYS.from; offset <= APPOINTMENT_DAYS.to; offset++) {
      const date = cal.day(offset);
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      const today = new Set<number>();
      SERVICES.forEach((service, s) => {
        const visit = VISITS[service];
        // One of the service's three times, another each day.
        const time = at(visit.starts, offset + f + s);
        const resident = theirs[turn++ % Math.max(theirs.length, 1)];
        if (!resident || today.has(resident.user_id)) return;
        today.add(resident.user_id);
        const [hour, minute] = time.split(':').map(Number) as [number, number];
        const start = Date.parse(facilityInstant(date, hour, minute, facility.time_zone));
        rows.push({
          service,
          start_time: new Date(start).toISOString(),
          end_time: new Date(start + visit.minutes * 60_000).toISOString(),
          provider: at(visit.providers, offset + f),
          location: visit.location,
          notes: (offset + s) % 4 === 0 ? visit.note : null,
          user_id: resident.user_id,
          facility_id: facility.facility_id,
          group_id: resident.group_id,
        });
      });
    }
  });
  return rows;
}

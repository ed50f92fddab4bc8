import { TABLET_JOB_RULE_DEFAULTS } from '@acorn/domain/tablet-jobs';
import { simRenewalOnResidentDetail } from '@acorn/domain/time';
import type {
  acornUsers,
  callLogs,
  checkInLogs,
  commands,
  messages,
  userContacts,
  userDetails,
  userDevices,
  userMetrics,
} from '../../db/schema/index.js';
import type { Calendar } from './dates.js';
import { MAPLE_GROVE, SHANNON_VALLEY } from './organisation.js';
import { at, type Random } from './random.js';
import type { TabletPlan } from './tablets.js';

/** A tablet plan once its acorn_users row exists. */
export type Placed = TabletPlan & { user_id: number };

export const userDetailRows = (
  random: Random,
  placed: readonly Placed[],
): (typeof userDetails.$inferInsert)[] =>
  placed.map((p, i) => {
    const suspended = i % 41 === 7;
    const callSuspended = i % 53 === 11;
    return {
      user_id: p.user_id,
      group_id: p.user.group_id,
      extra_accessories: at(
        [
          null,
          'Hearing aid in the left ear; turn call volume up',
          'Prefers large text; wears reading glasses for the tablet',
          null,
          'Daughter calls most evenings after 7',
          'Uses the stylus; tremor in the right hand',
          null,
          'Tablet stand on the bedside locker, charger in the top drawer',
        ],
        i,
      ),
      is_on_support: true,
      is_emergency: random.chance(0.7),
      is_play_store: random.chance(0.2),
      is_mobile_incoming_call: true,
      is_mobile_incoming_sms: true,
      is_mobile_outgoing_call: random.chance(0.6),
      is_mobile_outgoing_sms: random.chance(0.4),
      is_android_settings: true,
      is_acorn_files: random.chance(0.5),
      is_acorn_reset: false,
      is_usb_access: false,
      is_suspended: suspended,
      suspend_status: suspended ? 'Suspended at family request' : null,
      suspend_code: suspended ? random.digits(4) : null,
      is_call_suspended: callSuspended,
      call_suspend_status: callSuspended ? 'Nuisance calls reported' : null,
      call_suspend_code: callSuspended ? random.digits(4) : null,
    };
  });

export const userMetricRows = (placed: readonly Placed[]): (typeof userMetrics.$inferInsert)[] =>
  placed.map((p) => ({
    user_id: p.user_id,
    group_id: p.user.group_id,
    last_sync: p.user.last_seen ?? null,
    acorn_version: p.version,
    battery: p.battery,
    battery_low_since: batteryLowSince(p),
    storage_total: p.storage_total,
    storage_free: p.storage_free,
    storage_used: p.storage_total - p.storage_free,
    IMEI: p.IMEI,
    serial_number: p.serial_number,
    sim_number: p.sim_number,
    apps: p.apps,
  }));

/**
 * A battery that last reported under the default threshold had been low for a while by then: an hour and a
 * half, so the demo's tablets open their battery jobs as its seed does (tablet-jobs.ts).
 */
function batteryLowSince(p: Placed): string | null {
  if (!p.user.last_seen || p.battery >= TABLET_JOB_RULE_DEFAULTS.battery_percent!) return null;
  return new Date(Date.parse(p.user.last_seen) - 90 * 60_000).toISOString();
}

/** The resident detail's SIM renewal is activation + 11 months (document 2). */
export const userDeviceRows = (placed: readonly Placed[]): (typeof userDevices.$inferInsert)[] =>
  placed.map((p) => ({
    user_id: p.user_id,
    group_id: p.user.group_id,
    sim_number: p.sim_number,
    sim_activation_date: p.sim_activation_date,
    sim_renewal_date: simRenewalOnResidentDetail(p.sim_activation_date),
  }));

interface CompanionSeed {
  firstname: string;
  surname: string;
  group_id: number;
  relationship: string;
  mob_phone: string;
}

const COMPANIONS: readonly CompanionSeed[] = [
  {
    firstname: 'Susan',
    surname: 'Campbell',
    group_id: MAPLE_GROVE,
    relationship: 'Daughter',
    mob_phone: '(416) 555-0127',
  },
  {
    firstname: 'Michel',
    surname: 'Tremblay',
    group_id: MAPLE_GROVE,
    relationship: 'Son',
    mob_phone: '(647) 555-0150',
  },
  {
    firstname: 'Linda',
    surname: 'Anderson',
    group_id: MAPLE_GROVE,
    relationship: 'Daughter',
    mob_phone: '(847) 555-0161',
  },
  {
    firstname: 'Greg',
    surname: 'Miller',
    group_id: MAPLE_GROVE,
    relationship: 'Son',
    mob_phone: '(312) 555-0109',
  },
  {
    firstname: 'Siobhán',
    surname: 'Murphy',
    group_id: SHANNON_VALLEY,
    relationship: 'Daughter',
    mob_phone: '087 553 2190',
  },
  {
    firstname: 'Conor',
    surname: 'Kelly',
    group_id: SHANNON_VALLEY,
    relationship: 'Grandson',
    mob_phone: '085 118 6624',
  },
  {
    firstname: 'Pádraig',
    surname: 'Walsh',
    group_id: SHANNON_VALLEY,
    relationship: 'Son',
    mob_phone: '086 904 3371',
  },
  {
    firstname: 'Áine',
    surname: "O'Sullivan",
    group_id: SHANNON_VALLEY,
    relationship: 'Niece',
    mob_phone: '083 260 7745',
  },
];

export interface CompanionPlan {
  row: typeof acornUsers.$inferInsert & { username: string };
  relationship: string;
  /** The resident this companion is family of: same surname in the same group. */
  resident: Placed;
}

export function planCompanions(placed: readonly Placed[], passwordHash: string): CompanionPlan[] {
  return COMPANIONS.map((c) => {
    const residents = placed.filter((p) => p.user.group_id === c.group_id && p.user.user_type === 2);
    const resident = residents.find((p) => p.user.surname === c.surname) ?? at(residents, 0);
    const username = `${c.firstname}.${c.surname}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f']/g, '')
      .toLowerCase();
    return {
      relationship: c.relationship,
      resident,
      row: {
        user_type: 1,
        firstname: c.firstname,
        surname: c.surname,
        username,
        email: `${username}@example.com`,
        password_hash: passwordHash,
        mob_phone: c.mob_phone,
        country: resident.user.country ?? null,
        location: resident.user.location ?? null,
        verified: true,
        group_id: c.group_id,
      },
    };
  });
}

type ContactRow = typeof userContacts.$inferInsert;

const ADDRESS_BOOK: Record<'ie' | 'na', readonly [string, string][]> = {
  ie: [
    ['Dr. Hegarty', 'GP surgery'],
    ['Considine’s', 'Pharmacy'],
    ['Fr. Culligan', 'Parish office'],
  ],
  na: [
    ['Dr. Patel', 'Family physician'],
    ['Shoppers Drug Mart', 'Pharmacy'],
    ['St. Paul’s', 'Parish office'],
  ],
};

export function contactRows(
  placed: readonly Placed[],
  companions: readonly (CompanionPlan & { user_id: number })[],
): ContactRow[] {
  const rows: ContactRow[] = companions.map((c) => ({
    user_id: c.resident.user_id,
    group_id: c.resident.user.group_id,
    contact_user_id: c.user_id,
    firstname: c.row.firstname ?? null,
    surname: c.row.surname ?? null,
    email: c.row.email ?? null,
    mob_phone: c.row.mob_phone ?? null,
    user_type: 1,
  }));
  const residents = placed.filter((p) => p.user.user_type === 2);
  residents.forEach((p, i) => {
    if (i % 3 !== 0) return;
    // A friend on another tablet in the same home: tablet-to-tablet calls.
    const friend = residents.find((q) => q !== p && q.facility === p.facility && residents.indexOf(q) > i);
    if (friend) {
      rows.push({
        user_id: p.user_id,
        group_id: p.user.group_id,
        contact_user_id: friend.user_id,
        firstname: friend.user.firstname ?? null,
        surname: friend.user.surname ?? null,
        user_type: 2,
      });
    }
    const [firstname, surname] = at(ADDRESS_BOOK[p.region === 'ie' ? 'ie' : 'na'], i);
    rows.push({
      user_id: p.user_id,
      group_id: p.user.group_id,
      firstname,
      surname,
      user_type: i % 2 === 0 ? 3 : 4,
    });
  });
  return rows;
}

export interface LogContext {
  cal: Calendar;
  random: Random;
  /** The manager who sends commands for each group. */
  staffOf: (groupId: number) => number;
}

/** Outbox rows for check-ins still awaiting an answer, plus a message and an update that went through. */
export function commandRows(
  { cal, staffOf }: LogContext,
  placed: readonly Placed[],
): (typeof commands.$inferInsert)[] {
  const rows: (typeof commands.$inferInsert)[] = [];
  placed.forEach((p, i) => {
    const pending = p.user.is_online === 1;
    if (!pending && i % 17 !== 4) return;
    const minutes = pending ? 5 + (i % 40) : 60 * 26;
    const created = cal.minutesAgo(minutes);
    const ttl = pending ? 3600 : 86_400;
    rows.push({
      user_id: p.user_id,
      group_id: p.user.group_id,
      action: pending ? 'check_in' : 'message',
      payload: pending ? {} : { message: 'Lunch is served at half twelve in the dining room today.' },
      ttl_seconds: ttl,
      created_at: created,
      expires_at: new Date(Date.parse(created) + ttl * 1000).toISOString(),
      state: pending ? 'delivered' : 'done',
      sent_at: created,
      delivered_at: new Date(Date.parse(created) + 2000).toISOString(),
      finished_at: pending ? null : new Date(Date.parse(created) + 2000).toISOString(),
      detail: pending ? null : 'shown',
      created_by: staffOf(p.user.group_id),
    });
  });
  return rows;
}

export function checkInLogRows(
  { cal, random, staffOf }: LogContext,
  placed: readonly Placed[],
  pendingCommandOf: (userId: number) => number | null,
): (typeof checkInLogs.$inferInsert)[] {
  const rows: (typeof checkInLogs.$inferInsert)[] = [];
  for (const p of placed) {
    const state = p.user.is_online ?? 0;
    if (state === 0 || p.user.user_type !== 2) continue;
    const base = { user_id: p.user_id, group_id: p.user.group_id, created_by: staffOf(p.user.group_id) };
    // History first, oldest to newest; the newest entry agrees with the resident's state.
    for (let back = random.int(1, 3); back >= 1; back -= 1) {
      const time = cal.at(-back * 2, 9, 30);
      const answered = random.chance(0.8);
      rows.push({
        ...base,
        check_in_time: time,
        status: answered ? 'Done' : 'Failed',
        response_time: answered
          ? new Date(Date.parse(time) + random.int(1, 25) * 60_000).toISOString()
          : null,
        // Staff opened the older missed ones long ago; only today's stay in the popover.
        acknowledged_at: answered ? null : new Date(Date.parse(time) + 90 * 60_000).toISOString(),
      });
    }
    if (state === 1) {
      rows.push({
        ...base,
        check_in_time: cal.minutesAgo(5 + random.int(0, 40)),
        status: 'Pending',
        command_id: pendingCommandOf(p.user_id),
      });
    } else {
      const time = cal.minutesAgo(random.int(60, 600));
      rows.push({
        ...base,
        check_in_time: time,
        status: state === 3 ? 'Done' : 'Failed',
        response_time:
          state === 3 ? new Date(Date.parse(time) + random.int(1, 15) * 60_000).toISOString() : null,
      });
    }
  }
  return rows;
}

export function callLogRows(
  { cal, random }: LogContext,
  placed: readonly Placed[],
  callerOf: (p: Placed) => string,
): (typeof callLogs.$inferInsert)[] {
  const rows: (typeof callLogs.$inferInsert)[] = [];
  placed.forEach((p, i) => {
    if (p.user.user_type !== 2 || i % 5 > 1) return;
    for (let n = 0; n < random.int(1, 3); n += 1) {
      const missed = random.chance(0.15);
      rows.push({
        user_id: p.user_id,
        group_id: p.user.group_id,
        name: callerOf(p),
        is_outgoing: random.chance(0.4),
        date: cal.at(-random.int(0, 10), random.int(9, 20), random.int(0, 59)),
        duration: missed ? 0 : random.int(45, 1500),
        status: missed ? 'missed' : 'answered',
        note: !missed && random.chance(0.2) ? 'Talked about the grandchildren’s visit at the weekend' : null,
      });
    }
    // A few residents asked staff for a call this morning: the call-requests badge.
    if (i % 15 === 0) {
      rows.push({
        user_id: p.user_id,
        group_id: p.user.group_id,
        name: callerOf(p),
        is_outgoing: true,
        date: cal.minutesAgo(20 + i),
        duration: 0,
        status: 'requested',
        note: 'Asked to speak to family',
      });
    }
  });
  return rows;
}

const CHATS: readonly [string, string][] = [
  [
    'Good morning! The hairdresser is in at 11 today if you would like your hair done.',
    'Yes please, put me down for 11.',
  ],
  ['Your daughter rang to say she will visit on Sunday afternoon.', 'Lovely, thank you.'],
  ['Would you like to join the coffee morning in the day room?', 'I will come down after my tea.'],
  ['The physio will see you at 2 o’clock.', 'Grand.'],
];

export function messageRows(
  { cal, staffOf }: LogContext,
  placed: readonly Placed[],
  staffName: (groupId: number) => string,
): (typeof messages.$inferInsert)[] {
  const rows: (typeof messages.$inferInsert)[] = [];
  placed.forEach((p, i) => {
    if (p.user.user_type !== 2 || i % 9 !== 2) return;
    const [out, reply] = at(CHATS, i);
    const sent = cal.minutesAgo(30 + i * 7);
    rows.push({
      user_id: p.user_id,
      group_id: p.user.group_id,
      direction: 'to_tablet',
      body: out,
      sender_user_id: staffOf(p.user.group_id),
      sender_name: staffName(p.user.group_id),
      created_at: sent,
      read_at: sent,
    });
    rows.push({
      user_id: p.user_id,
      group_id: p.user.group_id,
      direction: 'from_tablet',
      body: reply,
      sender_name: p.name,
      created_at: new Date(Date.parse(sent) + 4 * 60_000).toISOString(),
      // Every other reply is still unread: the new-messages badge.
      read_at: i % 2 === 0 ? new Date(Date.parse(sent) + 10 * 60_000).toISOString() : null,
    });
  });
  return rows;
}

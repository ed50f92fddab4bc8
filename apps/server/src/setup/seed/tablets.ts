import { deviceRenewalDates } from '@acorn/domain/time';
import type { acornDevices, acornUsers, InstalledApp } from '../../db/schema/index.js';
import { FACILITY_ORDER_INDEX, orderNo, STOCK_ORDER_INDEX, type DeviceRef } from './commercial.js';
import { addDays, type Calendar } from './dates.js';
import { groupTitle, OPERATOR_GROUP, type FacilitySeed, type Region } from './organisation.js';
import { emailOf, imei, mobilePhone, personName, simNumber } from './people.js';
import type { Random } from './random.js';

const GiB = 1024 ** 3;
export const VERSIONS = ['3.4.0', '3.5.1', '3.6.0'] as const;
const MODELS = ['Samsung Galaxy Tab A9+', 'Lenovo Tab M10 Plus (3rd Gen)', 'Samsung Galaxy Tab A8'] as const;

const BASE_APPS: readonly InstalledApp[] = [
  { name: 'WhatsApp', version: '2.24.21.8', applicationIdentifier: 'com.whatsapp' },
  { name: 'YouTube', version: '19.44.38', applicationIdentifier: 'com.google.android.youtube' },
  { name: 'Google Photos', version: '7.4.0', applicationIdentifier: 'com.google.android.apps.photos' },
];
const EXTRA_APPS: readonly InstalledApp[] = [
  { name: 'Zoom', version: '6.2.5', applicationIdentifier: 'us.zoom.videomeetings' },
  { name: 'Spotify', version: '8.9.86', applicationIdentifier: 'com.spotify.music' },
  { name: 'BBC Sounds', version: '3.6.2', applicationIdentifier: 'com.bbc.sounds' },
  {
    name: 'Microsoft Solitaire Collection',
    version: '4.19.9',
    applicationIdentifier: 'com.microsoft.microsoftsolitairecollection',
  },
  { name: 'Audible', version: '3.83.0', applicationIdentifier: 'com.audible.application' },
  { name: 'Calm', version: '6.49', applicationIdentifier: 'com.calm.android' },
];

/** One tablet and the person (or nobody yet, user_type 3) it belongs to. */
export interface TabletPlan {
  user: typeof acornUsers.$inferInsert & { acorn_id: string; group_id: number };
  name: string;
  region: Region;
  facility: (FacilitySeed & { facility_id: number }) | null;
  serial_number: string;
  IMEI: string;
  sim_number: string;
  sim_pin: string | null;
  purchase_date: string;
  sim_activation_date: string | null;
  version: string;
  model: string;
  storage_total: number;
  storage_free: number;
  battery: number;
  apps: InstalledApp[];
}

// Connectivity buckets the tablets list shows: now, 1 day, 1 week, 1 month, older, never.
const SEEN_MINUTES_AGO = [2, 2, 3, 5, 8, 12, 40, 300, 900, 3000, 8000, 20000, 60000, null] as const;

export function planTablets(
  random: Random,
  cal: Calendar,
  facilities: readonly (FacilitySeed & { facility_id: number })[],
): TabletPlan[] {
  const plans: TabletPlan[] = [];
  const perRegion: Record<Region, number> = { ie: 0, ca: 0, us: 0 };
  let serial = 0;

  const tablet = (
    region: Region,
    group_id: number,
    facility: TabletPlan['facility'],
    user: Partial<TabletPlan['user']>,
    name: string,
  ) => {
    serial += 1;
    // Most residents' tablets have a SIM (so user details shows its activation and renewal); spare
    // tablets mostly run on Wi-Fi until they are given to someone.
    const hasSim = random.chance(user.user_type === 3 ? 0.45 : 0.85);
    const purchase_date = cal.day(-random.int(45, 700));
    const minutes = random.pick(SEEN_MINUTES_AGO);
    const storage_total = random.pick([32, 64, 64, 128]) * GiB;
    const version = random.chance(0.6) ? '3.6.0' : random.pick(VERSIONS);
    const acorn_id = `ACN-${10100 + serial}`;
    plans.push({
      user: {
        user_type: 2,
        acorn_id,
        group_id,
        facility_id: facility?.facility_id ?? null,
        is_connected: minutes !== null && minutes <= 5,
        last_seen: minutes === null ? null : cal.minutesAgo(minutes),
        ...user,
      },
      name,
      region,
      facility,
      serial_number: `R9T${random.pick(['W', 'X', 'N'])}${random.digits(7)}`,
      IMEI: imei(random),
      sim_number: hasSim ? simNumber(region, random) : 'WIFI',
      sim_pin: hasSim ? `0${random.digits(3)}` : null,
      purchase_date,
      sim_activation_date: hasSim ? addDays(purchase_date, random.int(1, 14)) : null,
      version,
      model: random.pick(MODELS),
      storage_total,
      storage_free: Math.round(storage_total * (0.2 + random.next() * 0.6)),
      battery: random.int(8, 100),
      apps: [...BASE_APPS, ...EXTRA_APPS.filter(() => random.chance(0.4))],
    });
  };

  for (const facility of facilities) {
    for (let n = 0; n < facility.residents; n += 1) {
      const index = perRegion[facility.region]++;
      const { firstname, surname } = personName(facility.region, index);
      // Roughly: most answered their last check-in, some never had one, a few pending or missed.
      const is_online = random.pick([0, 0, 0, 3, 3, 3, 3, 3, 1, 2, 2]);
      tablet(
        facility.region,
        facility.group_id,
        facility,
        {
          firstname,
          surname,
          email: random.chance(0.3) ? emailOf(firstname, surname, 'example.com') : null,
          username: `${firstname}.${surname}`.toLowerCase().replace(/[^a-z.]/g, ''),
          dob: new Date(Date.UTC(random.int(1929, 1949), random.int(0, 11), random.int(1, 28))).toISOString(),
          home_phone: facility.phone,
          mob_phone: random.chance(0.35) ? mobilePhone(facility.region, random) : null,
          street: `Room ${(index % 40) + 1}, ${facility.street}`,
          city: facility.city,
          county: facility.county,
          postalcode: random.pick(facility.postcodes),
          country: facility.country,
          location: facility.location,
          is_online,
          is_active: random.chance(0.95),
          verified: true,
        },
        `${firstname} ${surname}`,
      );
    }
  }
  // A tablet delivered to each customer group, waiting to be given to a resident.
  for (const facility of [facilities[0], facilities[2]]) {
    if (!facility) continue;
    tablet(
      facility.region,
      facility.group_id,
      null,
      { user_type: 3, location: facility.location },
      'Unassigned tablet',
    );
  }
  return plans;
}

export function deviceRows(
  cal: Calendar,
  random: Random,
  plans: readonly TabletPlan[],
): (typeof acornDevices.$inferInsert)[] {
  const assigned = plans.map((plan) => {
    const sim_activation_date = plan.sim_activation_date;
    const support_activation_date = plan.purchase_date;
    return {
      acorn_id: plan.user.acorn_id,
      order_no: plan.facility
        ? orderNo(cal, FACILITY_ORDER_INDEX[plan.facility.name] ?? 0)
        : orderNo(cal, STOCK_ORDER_INDEX),
      group_id: plan.user.group_id,
      group_name: groupTitle(plan.user.group_id),
      status: plan.user.user_type === 3 ? 'Assigned' : 'Onboarded',
      subscription: true,
      sim_number: plan.sim_number,
      sim_pin: plan.sim_pin,
      sim_status: plan.sim_number === 'WIFI' ? 'Inactive' : 'Active',
      sim_activation_date,
      ...deviceRenewalDates({ sim_activation_date, support_activation_date }),
      purchase_date: plan.purchase_date,
      is_support: true,
      support_activation_date,
      acorn_version: plan.version,
      model: plan.model,
      last_sync: plan.user.last_seen ?? null,
      refurbished: random.chance(0.1),
      serial_number: plan.serial_number,
      IMEI: plan.IMEI,
      owner_name: plan.user.user_type === 3 ? null : plan.name,
      notes: plan.user.user_type === 3 ? 'Delivered to the care home, not yet given to a resident' : null,
    };
  });
  // Stock on the operator's shelf: only the spec's defaults on add, plus what identifies the unit.
  const stock = Array.from({ length: 6 }, (_, i) => ({
    acorn_id: `ACN-${10300 + i}`,
    order_no: orderNo(cal, STOCK_ORDER_INDEX),
    group_id: OPERATOR_GROUP,
    purchase_date: cal.day(-30 - i),
    model: MODELS[0],
    acorn_version: '3.6.0',
    serial_number: `R9TW${random.digits(7)}`,
    IMEI: imei(random),
    refurbished: i === 5,
    notes: i === 5 ? 'Refurbished: new screen and battery' : null,
  }));
  return [...assigned, ...stock];
}

export const deviceRef = (cal: Calendar, plan: TabletPlan): DeviceRef => ({
  acorn_id: plan.user.acorn_id,
  order_no: plan.facility ? orderNo(cal, FACILITY_ORDER_INDEX[plan.facility.name] ?? 0) : null,
  owner_name: plan.name,
  contact: plan.facility
    ? `${groupTitle(plan.user.group_id)} – ${plan.facility.name}`
    : groupTitle(plan.user.group_id),
  group_id: plan.user.group_id,
  address: plan.facility ? `${plan.facility.street}, ${plan.facility.city}` : '',
  sim_number: plan.sim_number,
});

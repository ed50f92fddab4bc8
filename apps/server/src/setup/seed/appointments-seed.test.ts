import { validateAppointment } from '@acorn/domain/activities';
import { describe, expect, it } from 'vitest';
import { createCalendar } from './dates.js';
import { FACILITY_SEEDS } from './organisation.js';
import { appointmentRows } from './schedule.js';

const facilities = FACILITY_SEEDS.map((f, i) => ({ ...f, facility_id: i + 1 }));
const residents = facilities.flatMap((f) =>
  Array.from({ length: f.residents }, (_, r) => ({
    user_id: f.facility_id * 100 + r,
    group_id: f.group_id,
    facility_id: f.facility_id,
  })),
);
// A Wednesday: the rows reach from the Wednesday before to the Wednesday a fortnight on, 16 weekdays.
const rows = appointmentRows(createCalendar(new Date(2026, 10, 25, 8)), facilities, residents);
const zoneOf = (facilityId: number) => facilities.find((f) => f.facility_id === facilityId)!.time_zone;

describe('the demo’s appointments', () => {
  it('fill every weekday of every facility, each with a resident and a provider', () => {
    const days = new Set(rows.map((r) => `${r.facility_id} ${r.start_time.slice(0, 10)}`));
    expect(days.size).toBe(facilities.length * 16);
    expect(rows.every((r) => r.user_id !== null && r.provider)).toBe(true);
  });

  it('keep the rules a booking made in the portal keeps (09:00–17:00 on the facility’s clock)', () => {
    for (const row of rows) {
      const input = { ...row, user_id: row.user_id ?? null };
      expect(validateAppointment(input, zoneOf(row.facility_id!)), JSON.stringify(row)).toBeNull();
      const weekday = new Date(row.start_time).getUTCDay();
      expect(weekday === 0 || weekday === 6).toBe(false);
    }
  });

  it('never book a resident twice at once', () => {
    for (const resident of new Set(rows.map((r) => r.user_id))) {
      const sorted = rows
        .filter((r) => r.user_id === resident)
        .sort((a, b) => a.start_time.localeCompare(b.start_time));
      sorted.slice(1).forEach((row, i) => expect(row.start_time >= sorted[i]!.end_time).toBe(true));
    }
  });
});

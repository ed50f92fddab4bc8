import { describe, expect, it } from 'vitest';
import { TABLET_JOB_RULES_ACCESS } from '../access/api-access';
import {
  TABLET_JOB_RULE_DEFAULTS,
  TABLET_JOB_RULE_MESSAGES,
  effectiveTabletJobRules,
  tabletJobRulesError,
} from './rules';
import { freePercent, tabletJobDescription, tabletJobTitle, wallClock } from './text';

const OFF = { offline_hours: null, battery_percent: null, storage_percent: null };

describe('tablet job rules', () => {
  it('default to 24 hours offline, battery under 15 % and free storage under 5 %', () => {
    expect(TABLET_JOB_RULE_DEFAULTS).toEqual({ offline_hours: 24, battery_percent: 15, storage_percent: 5 });
    expect(effectiveTabletJobRules(null)).toEqual(TABLET_JOB_RULE_DEFAULTS);
    expect(effectiveTabletJobRules({ ...OFF, storage_percent: 9 })).toEqual({ ...OFF, storage_percent: 9 });
  });

  it('take whole numbers in range, or off, and name the first that is not', () => {
    expect(tabletJobRulesError(OFF)).toBeNull();
    expect(tabletJobRulesError({ offline_hours: 720, battery_percent: 1, storage_percent: 99 })).toBeNull();
    expect(tabletJobRulesError({ ...OFF, offline_hours: 721 })).toEqual({
      field: 'offline_hours',
      message: TABLET_JOB_RULE_MESSAGES.offline_hours,
    });
    expect(tabletJobRulesError({ ...OFF, battery_percent: 0.5 })?.field).toBe('battery_percent');
    expect(tabletJobRulesError({ ...OFF, storage_percent: '5' })?.field).toBe('storage_percent');
    expect(tabletJobRulesError({ offline_hours: 0, battery_percent: 0, storage_percent: 0 })?.field).toBe(
      'offline_hours',
    );
  });

  it('are set by roles 1 and 2, not by role 8 who does the jobs', () => {
    expect(TABLET_JOB_RULES_ACCESS).toEqual([1, 2]);
  });
});

describe('a job a tablet opened', () => {
  const subject = {
    acorn_id: 'ACN-10101',
    serial_number: 'R9TW1234567',
    resident_name: 'Mary Smith',
    time_zone: 'America/Toronto',
  };

  it('says the condition in its title', () => {
    expect(tabletJobTitle('battery')).toBe('Tablet: battery low');
    expect(tabletJobTitle('offline')).toBe('Tablet: offline');
    expect(tabletJobTitle('storage')).toBe('Tablet: storage low');
  });

  it('names the tablet, its resident and the evidence, in the facility’s clock', () => {
    expect(
      tabletJobDescription(subject, {
        condition: 'battery',
        battery: 10,
        since: '2026-11-23T19:05:00Z',
        percent: 15,
      }),
    ).toBe(
      'Tablet ACN-10101 (serial R9TW1234567) of Mary Smith. Battery at 10 % since 23/11/2026 14:05, over an hour (the rule is under 15 %).',
    );
    expect(
      tabletJobDescription(
        { ...subject, time_zone: 'Europe/Dublin' },
        { condition: 'offline', last_seen: '2026-11-23T08:10:00Z', now: '2026-11-24T10:40:00Z', hours: 24 },
      ),
    ).toMatch(/Offline since 23\/11\/2026 08:10 \(26 hours; the rule is 24 hours\)\.$/);
    expect(
      tabletJobDescription(subject, {
        condition: 'offline',
        last_seen: '2026-11-01T08:10:00Z',
        now: '2026-11-24T10:40:00Z',
        hours: 24,
      }),
    ).toContain('(23 days;');
    const GiB = 1024 ** 3;
    expect(
      tabletJobDescription(
        { ...subject, resident_name: null, serial_number: null },
        { condition: 'storage', free: 1 * GiB, total: 32 * GiB, percent: 5 },
      ),
    ).toBe('Tablet ACN-10101. Free storage 3 % (1.00 GB of 32.00 GB; the rule is under 5 %).');
  });

  it('says free storage rounded down, as the rule compares it', () => {
    expect(freePercent(49, 1000)).toBe(4);
    expect(freePercent(29_999_999, 1_000_000_000)).toBe(3);
    expect(freePercent(5, 0)).toBe(0);
    expect(wallClock('2026-07-01T23:30:00Z', 'Europe/Dublin')).toBe('02/07/2026 00:30');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectivityBucket, STATUS_FILTERS, statusFilterOf, userHasTablet } from './users';

const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('the tablets list’s status checkboxes (doc 2 §2.2)', () => {
  it('puts a tablet never heard from under Unknown, and every other in its bucket', () => {
    expect(statusFilterOf(false, null, now)).toBe('unknown');
    expect(statusFilterOf(false, undefined, now)).toBe('unknown');
    expect(statusFilterOf(true, null, now)).toBe('online_now');
    expect(statusFilterOf(false, daysAgo(0.5), now)).toBe('online_1day');
    expect(statusFilterOf(false, daysAgo(45), now)).toBe('offline_1month');
    expect(STATUS_FILTERS).toEqual([
      'online_now',
      'online_1day',
      'online_1week',
      'online_1month',
      'offline_1month',
      'unknown',
    ]);
  });

  it('counts every user under exactly one checkbox, so the counts add up to the total', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.double({ min: 0, max: 400, noNaN: true })), (connected, ago) => {
        const seen = ago === null ? null : daysAgo(ago);
        const status = statusFilterOf(connected, seen, now);
        expect(STATUS_FILTERS.filter((s) => s === status)).toHaveLength(1);
        expect(status === 'unknown').toBe(connectivityBucket(connected, seen, now) === null);
      }),
    );
  });
});

describe('who has a tablet to command', () => {
  it('is a tablet user or an unassigned tablet with an Acorn id; never a companion', () => {
    expect(userHasTablet({ user_type: 2, acorn_id: 'AC-1' })).toBe(true);
    expect(userHasTablet({ user_type: 3, acorn_id: 'AC-2' })).toBe(true);
    expect(userHasTablet({ user_type: 2, acorn_id: null })).toBe(false);
    expect(userHasTablet({ user_type: 1, acorn_id: 'AC-3' })).toBe(false);
  });
});

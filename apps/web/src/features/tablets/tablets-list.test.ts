import { apiUrl } from '@acorn/api-types';
import type { TabletUser } from '@acorn/domain/residents';
import { describe, expect, it } from 'vitest';
import { progressOf } from '../../components/commands/command-progress';
import { toggleStatus } from './tablet-filters';
import { commandFilter, NO_FILTERS, usersQuery, type TabletFilters } from './tablets-api';
import { withEvent } from './use-tablets-page';

/** The query string the tablets list asks with. */
const sent = (filters: TabletFilters, page: number) =>
  apiUrl('/v1/acorn/users', { query: usersQuery(filters, page) }).split('?')[1];

describe('the status filter (spec doc 2 §4)', () => {
  it('has Show all as no status; a status clears it; clearing every status returns to it', () => {
    let chosen = toggleStatus([], 'online_now', true);
    expect(chosen).toEqual(['online_now']);
    chosen = toggleStatus(chosen, 'online_1week', true);
    expect(chosen).toEqual(['online_now', 'online_1week']);
    expect(toggleStatus(chosen, 'all', true)).toEqual([]);
    expect(toggleStatus(toggleStatus(chosen, 'online_now', false), 'online_1week', false)).toEqual([]);
  });

  it('offers Unknown as a status of its own, sent like the others', () => {
    const chosen = toggleStatus(['online_now'], 'unknown', true);
    expect(chosen).toEqual(['online_now', 'unknown']);
    expect(new URLSearchParams(sent({ ...NO_FILTERS, status: chosen }, 1)).get('status')).toBe(
      'online_now,unknown',
    );
  });
});

describe('the list’s query and a command’s filter', () => {
  const filters = {
    ...NO_FILTERS,
    q: '  Mary ',
    status: ['online_now' as const, 'offline_1month' as const],
    group_id: [3, 4],
    user_type: 2 as const,
  };

  it('sends lists comma-separated, 12 a page, and leaves empty filters out', () => {
    expect(Object.fromEntries(new URLSearchParams(sent(filters, 2)))).toEqual({
      page: '2',
      page_size: '12',
      q: 'Mary',
      user_type: '2',
      status: 'online_now,offline_1month',
      group_id: '3,4',
    });
    expect(sent(NO_FILTERS, 1)).toBe('page=1&page_size=12');
  });

  it('targets exactly what the list shows', () => {
    expect(commandFilter(filters)).toEqual({
      q: 'Mary',
      user_type: 2,
      status: ['online_now', 'offline_1month'],
      group_id: [3, 4],
      location: null,
      acorn_version: null,
    });
  });
});

describe('a card under live events', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const card = {
    user_id: 7,
    user_status: 'online_now',
    lastSeen: '2026-11-21T11:00:00Z',
    battery: 50,
    acorn_version: '3.5.1',
    is_online: 0,
  } as TabletUser;
  const event = { group_id: 1, user_id: 7 };

  it('turns Offline (up to a day) when its tablet drops, and Online when it is back', () => {
    const offline = withEvent(
      card,
      { ...event, type: 'presence', online: false, last_seen: now.toISOString() },
      now,
    );
    expect(offline).toMatchObject({ user_status: 'online_1day', lastSeen: now.toISOString() });
    const back = withEvent(
      offline,
      { ...event, type: 'presence', online: true, last_seen: now.toISOString() },
      now,
    );
    expect(back.user_status).toBe('online_now');
  });

  it('takes battery and version from a report, keeps a known version when none is reported', () => {
    expect(
      withEvent(card, { ...event, type: 'metrics', battery: 12, acorn_version: null }, now),
    ).toMatchObject({
      battery: 12,
      acorn_version: '3.5.1',
    });
  });

  it('leaves other tablets’ cards as they are', () => {
    const other = { ...event, user_id: 8, type: 'check_in' as const, state: 1 as const };
    expect(withEvent(card, other, now)).toBe(card);
  });
});

describe('a group message’s progress', () => {
  it('counts delivered and done as received, queued and sent as waiting', () => {
    expect(progressOf(['queued', 'sent', 'delivered', 'done', 'failed', 'expired'])).toEqual({
      total: 6,
      received: 2,
      waiting: 2,
      failed: 1,
      expired: 1,
    });
  });
});

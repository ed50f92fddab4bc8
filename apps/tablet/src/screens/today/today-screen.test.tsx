// @vitest-environment happy-dom
import type { CalendarEntry, TabletActivity } from '@acorn/domain/tablet-link';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubScreen } from '../sub-screen';
import { fixedTablet, json, renderWith } from '../test-tablet';

// Friday 27 November 2026, 08:00 in Chicago (the test profile's zone).
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }).setSystemTime('2026-11-27T14:00:00Z'));
afterEach(() => vi.useRealTimers());

const activity = (
  id: number,
  title: string,
  start: string,
  end: string,
  answer: TabletActivity['answer'] = null,
) => ({
  public_event_id: id,
  title,
  location: 'Garden room',
  category: 'Music',
  start_time: start,
  end_time: end,
  answer,
});

const appointment = (id: number, start: string, end: string): CalendarEntry => ({
  appointment_id: id,
  service: 'Physiotherapy',
  start_time: start,
  end_time: end,
  provider: 'Anne Byrne, physiotherapist',
  location: 'Treatment room',
  notes: null,
});

function todayScreen(activities: TabletActivity[] | null, appointments: CalendarEntry[]) {
  const today = { date: '2026-11-27', time_zone: 'America/Chicago', activities };
  const calendar = { generated_at: '2026-11-27T13:00:00Z', from: '2026-11-27T13:00:00Z', appointments };
  const answer = () => (activities ? Promise.resolve(json(today)) : Promise.reject(new TypeError('offline')));
  const fixed = fixedTablet({ calendar }, { fetchWithCredential: answer });
  renderWith(<SubScreen id="today" onHome={vi.fn()} />, fixed.tablet);
  return fixed.actions;
}

describe('the today screen', () => {
  it('merges today’s activities and appointments in time order, on the facility’s clock', async () => {
    const actions = todayScreen(
      [
        activity(1, 'Tea dance', '2026-11-27T21:00:00Z', '2026-11-27T22:00:00Z', 'going'),
        activity(2, 'Morning exercise', '2026-11-27T15:00:00Z', '2026-11-27T15:30:00Z', 'not_going'),
      ],
      [
        appointment(7, '2026-11-27T18:00:00Z', '2026-11-27T19:00:00Z'),
        // 20:00 in Chicago is tomorrow in UTC, still today here.
        appointment(8, '2026-11-28T02:00:00Z', '2026-11-28T02:30:00Z'),
        appointment(9, '2026-11-28T15:00:00Z', '2026-11-28T16:00:00Z'),
      ],
    );
    expect(screen.getByText('Friday 27 November 2026')).toBeTruthy();
    await screen.findByText('Tea dance');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(
      items.map((li) => [li.querySelector('.entry-time')?.textContent, li.querySelector('h2')?.textContent]),
    ).toEqual([
      ['09:00 – 09:30', 'Morning exercise'],
      ['12:00 – 13:00', 'Physiotherapy'],
      ['15:00 – 16:00', 'Tea dance'],
      ['20:00 – 20:30', 'Physiotherapy'],
    ]);
    expect(items[0]!.textContent).toContain('You said you are not going');
    expect(items[1]!.textContent).toContain('Treatment room');
    expect(items[2]!.textContent).toContain('You said you are going');
    expect(actions.fetchWithCredential).toHaveBeenCalledWith('/v1/acorn/tablet-link/today');
  });

  it('still shows the appointments when the activities cannot be fetched', async () => {
    todayScreen(null, [appointment(7, '2026-11-27T18:00:00Z', '2026-11-27T19:00:00Z')]);
    expect(await screen.findByText(/activities cannot be shown just now/)).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toContain('Physiotherapy');
    expect(screen.queryByText('Nothing planned today.')).toBeNull();
  });

  it('says when nothing is planned', async () => {
    todayScreen([], [appointment(9, '2026-11-28T15:00:00Z', '2026-11-28T16:00:00Z')]);
    expect(await screen.findByText('Nothing planned today.')).toBeTruthy();
  });
});

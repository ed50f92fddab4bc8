// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enter } from '../../../../../test/queries';
import { liveEvent } from '../../../../../test/render';
import { page } from '../../../../../test/server-double';
import { formatDateTime } from '../../../../lib/format';
import { showResidents } from '../../test/residents-fixtures';
import { chartDataOf } from './chart-data';
import { latest, MARY_HEALTH, point, reading, series, summary } from './health-fixtures';
import { CHART_GROUPS } from './health-groups';

// More Details: the full-screen charts, their tables and the history, opened from the panel or a link.

const SERIES = `${MARY_HEALTH}/series`;
const IMPERIAL_SERIES = series(
  [
    point(1, { sys: 130, dia: 85, temperature: 37.1 }, 4),
    point(2, { weight: 70.2 }, 2),
    point(3, { temperature: 38.4, sys: 141 }, 3),
  ],
  'imperial',
  true,
);

const RANGES = summary({}).ranges;

const showDetails = (at: string, routes = {}) =>
  showResidents(at, {
    [`GET ${MARY_HEALTH}`]: { body: summary({ bpm: latest(72, 69) }, { units: 'imperial' }) },
    [`GET ${SERIES}`]: { body: IMPERIAL_SERIES },
    [`GET ${MARY_HEALTH}/readings`]: page([reading(5, { bpm: 72, sys: 128, dia: 82 })]),
    ...routes,
  });
const details = () => screen.findByRole('dialog', { name: 'Health · Mary Smith' });
const chart = (dialog: HTMLElement, title: string) =>
  within(dialog).getByRole('heading', { level: 3, name: title }).closest<HTMLElement>('section')!;

describe('More Details', () => {
  it('opens from the address on its range, and switching range asks for that range', async () => {
    const { user, server } = showDetails('/users?user_id=12&panel=health&details=health&range=90d');
    const dialog = await details();
    // Asked for the address's range (the panel behind prefetches More Details' 30 days when idle, before or after).
    await waitFor(() =>
      expect(server.callsTo('GET', SERIES).map((call) => call.query.get('range'))).toContain('90d'),
    );
    expect(within(dialog).getByRole('button', { name: '90 days' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: '1 year' }));
    await waitFor(() => expect(server.last('GET', SERIES)?.query.get('range')).toBe('1y'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens from More Details on 30 days, then on the period last chosen', async () => {
    const { user, server } = showDetails('/users?user_id=12&panel=health');
    await user.click(await screen.findByRole('button', { name: 'More Details' }));
    const dialog = await details();
    await waitFor(() => expect(server.last('GET', SERIES)?.query.get('range')).toBe('30d'));
    await user.click(within(dialog).getByRole('button', { name: '1 year' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'More Details' }));
    const again = await details();
    expect(within(again).getByRole('button', { name: '1 year' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lists in each chart’s table the same values the chart draws, with the readings averaged', async () => {
    const { user } = showDetails('/users?user_id=12&panel=health&details=health&range=30d');
    const dialog = await details();
    expect(
      await within(dialog).findByText(/Each point is the average of the readings in its period/),
    ).toBeDefined();
    for (const group of CHART_GROUPS.filter((g) => g.title !== 'Heart rate' && g.title !== 'SpO2')) {
      const section = chart(dialog, `${group.title} (${chartDataOf(group, IMPERIAL_SERIES, RANGES).unit})`);
      await user.click(within(section).getByRole('button', { name: 'Show as table' }));
      const drawn = chartDataOf(group, IMPERIAL_SERIES, RANGES);
      const rows = within(section).getAllByRole('row').slice(1);
      expect(
        rows.map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
      ).toEqual(
        drawn.times.map((time, i) => [
          formatDateTime(time.toISOString()),
          ...drawn.lines.map((line) => String(line.values[i] ?? '—')),
          String(drawn.counts[i]),
        ]),
      );
    }
    const temperature = chart(dialog, 'Temperature (°F)');
    expect(
      within(temperature)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('101.1');
    expect(within(dialog).getByText('No heart rate readings in this period.')).toBeDefined();
  });

  it('shows the history with corrections and corrects a current reading with a reason', async () => {
    const { user, server } = showDetails('/users?user_id=12&panel=health&details=health&range=30d', {
      [`GET ${MARY_HEALTH}/readings`]: page([
        reading(6, { bpm: 75, supersedes: 5, correction_reason: 'Typed the wrong value' }),
        reading(5, { bpm: 57, superseded: true, source: 'tablet', recorded_by: 'Acorn-12' }),
      ]),
      [`POST ${MARY_HEALTH}/readings/6/corrections`]: {
        status: 201,
        body: { message: 'Correction saved.', item: reading(7) },
      },
    });
    const history = await within(await details()).findByRole('table', { name: 'History of readings' });
    expect(history.textContent).toContain('Correction. Reason: Typed the wrong value');
    expect(history.textContent).toContain('Corrected (see the newer entry)');
    expect(history.textContent).toContain('The resident’s tablet (Acorn-12)');
    expect(within(history).getAllByRole('button', { name: /^Correct/ })).toHaveLength(1);
    await user.click(within(history).getByRole('button', { name: /^Correct/ }));
    const form = await screen.findByRole('dialog', { name: /^Correct the reading/ });
    expect(within(form).getByRole('textbox', { name: 'Heart rate (bpm)' })).toHaveProperty('value', '75');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      within(form).getByRole('textbox', { name: 'Reason for the correction' }).getAttribute('aria-invalid'),
    ).toBe('true');
    await enter(
      user,
      within(form).getByRole('textbox', { name: 'Reason for the correction' }),
      'Second thoughts',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Correction saved.')).toBeDefined();
    expect(server.last('POST')?.body).toMatchObject({ bpm: 75, reason: 'Second thoughts' });
  });

  it('refreshes its charts when a reading of this resident is stored', async () => {
    const { server } = showDetails('/users?user_id=12&panel=health&details=health&range=7d');
    await within(await details()).findByText(/9 readings in the last 7 days/);
    server.on({ [`GET ${SERIES}`]: { body: series([point(4, { bpm: 70 })]) } });
    act(() => liveEvent({ type: 'health_reading', group_id: 3, user_id: 12 }));
    expect(await screen.findByText(/1 reading in the last 7 days/)).toBeDefined();
  });
});

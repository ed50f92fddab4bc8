// @vitest-environment happy-dom
import { HEALTH_MESSAGES } from '@acorn/domain/health';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, enter, isInvalid } from '../../../../../test/queries';
import { liveEvent } from '../../../../../test/render';
import { refuse } from '../../../../../test/server-double';
import { formatDateTime } from '../../../../lib/format';
import { showResidents } from '../../test/residents-fixtures';
import { latest, MARY_HEALTH, reading, summary } from './health-fixtures';

// The Health panel beside the residents list (spec doc 2 §2.1), against a server double.

const MARY_PANEL = '/users?user_id=12&panel=health';
const showHealth = (answer = summary({}), routes = {}) =>
  showResidents(MARY_PANEL, { [`GET ${MARY_HEALTH}`]: { body: answer }, ...routes });
const accordion = (title: string) =>
  screen
    .findByRole('button', { name: new RegExp(`^${title}`) })
    .then((b) => b.closest<HTMLElement>('.MuiAccordion-root')!);

describe('the Health panel', () => {
  it('says each latest value, when it was taken, its trend and its flag in words', async () => {
    showHealth(
      summary({
        bpm: latest(72, 69),
        sys: latest(128, 128),
        dia: latest(95, 88, 'high'),
        oximeter: latest(92, 95, 'low'),
      }),
    );
    const bpm = await accordion('BPM');
    expect(bpm.textContent).toContain('Heart rate: 72 bpm');
    expect(bpm.textContent).toContain('up 3 bpm since the reading before');
    expect(bpm.textContent).toContain('Within normal range');
    expect(bpm.textContent).toContain('unchanged since the reading before');
    expect(bpm.textContent).toContain('Above normal range (60–90 mmHg)');
    expect(bpm.textContent).toContain(`All taken ${formatDateTime('2026-11-20T09:30:00.000Z')}`);
    const spo2 = await accordion('SpO2');
    expect(spo2.textContent).toContain('92 %');
    expect(spo2.textContent).toContain('Below normal range (94–100 %)');
    expect(spo2.textContent).toContain('down 3 % since the reading before');
    expect((await accordion('Weight')).textContent).toContain('No reading yet');
  });

  it('shows °F and lb for an imperial facility, with the ranges converted', async () => {
    const { user } = showHealth(
      summary({ temperature: latest(37, 37.5), weight: latest(70, 70) }, { units: 'imperial' }),
    );
    const temperature = await accordion('Temperature');
    expect(temperature.textContent).toContain('98.6 °F');
    expect(temperature.textContent).toContain('down 0.9 °F since the reading before');
    expect((await accordion('Weight')).textContent).toContain('154.3 lb');
    await user.click(within(temperature).getByRole('button', { name: /^Temperature/ }));
    expect(temperature.textContent).toContain('96.4–99.5 °F (default)');
  });

  it('is calm when there are no readings', async () => {
    showHealth();
    expect(
      await screen.findByText('No readings yet. Add one, or they arrive from the resident’s tablet.'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Add reading' })).toBeDefined();
  });

  it('offers Retry when the readings cannot be loaded, and shows them once they can', async () => {
    const { user, server } = showResidents(MARY_PANEL, { [`GET ${MARY_HEALTH}`]: refuse(500, 'Boom') });
    expect(await screen.findByText('The health readings could not be loaded just now.')).toBeDefined();
    server.on({ [`GET ${MARY_HEALTH}`]: { body: summary({ bpm: latest(72, null) }) } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Heart rate: 72 bpm/)).toBeDefined();
  });

  it('lists the latest notes with when and who', async () => {
    const { user } = showHealth(
      summary(
        { bpm: latest(72, null) },
        {
          notes: [
            reading(8, { note: 'Felt dizzy after lunch', recorded_by: 'Sam Staff' }),
            reading(7, { note: 'Slept well', source: 'tablet', recorded_by: 'Acorn-12' }),
          ],
        },
      ),
    );
    const notes = await accordion('Notes');
    await user.click(within(notes).getByRole('button', { name: /^Notes/ }));
    expect(notes.textContent).toContain('Felt dizzy after lunch');
    expect(notes.textContent).toContain(`${formatDateTime('2026-11-20T09:30:00.000Z')}, by Sam Staff`);
    expect(notes.textContent).toContain('by the resident’s tablet (Acorn-12)');
  });

  it('refreshes when a reading of this resident is stored anywhere', async () => {
    const { server } = showHealth(summary({ bpm: latest(72, 69) }));
    await screen.findByText(/Heart rate: 72 bpm/);
    server.on({ [`GET ${MARY_HEALTH}`]: { body: summary({ bpm: latest(80, 72) }) } });
    act(() => liveEvent({ type: 'health_reading', group_id: 3, user_id: 13 }));
    act(() => liveEvent({ type: 'health_reading', group_id: 3, user_id: 12 }));
    expect(await screen.findByText(/Heart rate: 80 bpm/)).toBeDefined();
    expect(screen.getByText('up 8 bpm since the reading before')).toBeDefined();
    expect(server.callsTo('GET', '/v1/acorn/residents/13/health')).toEqual([]);
  });
});

describe('Edit normal ranges', () => {
  it('says checkHealthRanges’ message on its box and sends nothing, then saves in metric', async () => {
    const { user, server } = showHealth(summary({ temperature: latest(37, null) }, { units: 'imperial' }), {
      [`PUT ${MARY_HEALTH}/ranges`]: {
        body: summary({ temperature: latest(37, null) }, { units: 'imperial' }),
      },
    });
    const temperature = await accordion('Temperature');
    await user.click(within(temperature).getByRole('button', { name: /^Temperature/ }));
    await user.click(screen.getByRole('button', { name: 'Edit normal ranges for Temperature' }));
    await user.click(screen.getByRole('checkbox', { name: 'Use the default range' }));
    const low = screen.getByRole('textbox', { name: 'Temperature: Low (°F)' });
    await user.clear(low);
    await enter(user, low, '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(descriptionOf(low)).toBe(HEALTH_MESSAGES.rangeOrder);
    expect(isInvalid(low)).toBe(true);
    expect(document.activeElement).toBe(low);
    expect(server.writes()).toEqual([]);
    await user.clear(low);
    await enter(user, low, '97.7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(HEALTH_MESSAGES.rangesSaved)).toBeDefined();
    const sent = server.last('PUT')?.body as Record<string, unknown>;
    expect(sent.temperature).toEqual({ low: 36.5, high: 37.5 });
    expect(sent.bpm).toBeNull();
  });
});

describe('Add reading', () => {
  const adding = async (answer = summary({ bpm: latest(72, 69) }), routes = {}) => {
    const shown = showHealth(answer, routes);
    await shown.user.click(await screen.findByRole('button', { name: 'Add reading' }));
    await screen.findByRole('dialog', { name: 'Add reading' });
    return shown;
  };

  it('takes °F and lb with their units beside them and sends metric', async () => {
    const { user, server } = await adding(summary({ bpm: latest(72, 69) }, { units: 'imperial' }), {
      [`POST ${MARY_HEALTH}/readings`]: {
        status: 201,
        body: { message: 'Reading saved.', item: reading(9) },
      },
    });
    const temperature = screen.getByRole('textbox', { name: 'Temperature (°F)' });
    expect(temperature.closest('.MuiInputBase-root')!.textContent).toContain('°F');
    await enter(user, temperature, '100.4');
    await enter(user, screen.getByRole('textbox', { name: 'Weight (lb)' }), '154');
    await enter(user, screen.getByRole('textbox', { name: 'Note' }), 'After a walk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reading saved.')).toBeDefined();
    expect(server.last('POST')?.body).toMatchObject({
      temperature: 38,
      weight: 69.85,
      note: 'After a walk',
      bpm: null,
    });
    expect(screen.queryByRole('dialog', { name: 'Add reading' })).toBeNull();
    await waitFor(() => expect(server.callsTo('GET', MARY_HEALTH).length).toBeGreaterThan(1));
  });

  it('says a refused value on its field, moves there, and makes no request', async () => {
    const { user, server } = await adding();
    const bpm = screen.getByRole('textbox', { name: 'Heart rate (bpm)' });
    await enter(user, bpm, '300');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(descriptionOf(bpm)).toBe('Heart rate must be between 20 and 250 bpm.');
    expect(isInvalid(bpm)).toBe(true);
    expect(document.activeElement).toBe(bpm);
    expect(server.writes()).toEqual([]);
  });

  it('shows the server’s refusal on the field it names', async () => {
    const { user } = await adding(undefined, {
      [`POST ${MARY_HEALTH}/readings`]: {
        status: 400,
        body: { message: HEALTH_MESSAGES.future, field: 'timestamp' },
      },
    });
    await enter(user, screen.getByRole('textbox', { name: 'Heart rate (bpm)' }), '70');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const taken = screen.getByLabelText('Time taken');
    await waitFor(() => expect(descriptionOf(taken)).toBe(HEALTH_MESSAGES.future));
    expect(isInvalid(taken)).toBe(true);
  });
});

import {
  HEALTH_MESSAGES,
  type HealthHistoryPage,
  type HealthReading,
  type HealthSeries,
  type HealthSummary,
} from '@acorn/domain/health';
import { describe, expect, it } from 'vitest';
import { addResident } from '../../../../test/residents.js';
import { healthTestApp } from './health-test-kit.js';

const { clock, db, groups, mary, events, call, add, audits } = await healthTestApp();
const reason = 'Cuff too small; re-measured';

const correct = (readingId: number, body: object, userId = mary) =>
  call('POST', `${userId}/health/readings/${readingId}/corrections`, body);

describe('a correction', () => {
  it('keeps both rows: the summary and the charts use the correction, the history shows both', async () => {
    const wrong = await add(mary, { sys: 182, dia: 96, timestamp: '2026-11-20T08:30:00Z' });
    events.length = 0;
    const res = await correct(wrong.id, { sys: 132, dia: 84, reason });
    expect(res.statusCode).toBe(201);
    const { message, item } = res.json<{ message: string; item: HealthReading }>();
    expect(message).toBe(HEALTH_MESSAGES.corrected);
    // Taken when the reading it corrects was, unless the correction says otherwise.
    expect(item).toMatchObject({
      sys: 132,
      timestamp: '2026-11-20T08:30:00.000Z',
      supersedes: wrong.id,
      correction_reason: reason,
      superseded: false,
      source: 'staff',
    });
    expect(events).toContainEqual({ type: 'health_reading', group_id: groups.maple, user_id: mary });

    const summary = (await call('GET', `${mary}/health`)).json<HealthSummary>();
    expect(summary.latest.sys).toMatchObject({ value: 132, previous: null, flag: null });
    expect(summary.total).toBe(1);
    const series = (await call('GET', `${mary}/health/series?range=7d`)).json<HealthSeries>();
    expect(series.points.map((p) => [p.sys, p.dia])).toEqual([[132, 84]]);
    const history = (await call('GET', `${mary}/health/readings`)).json<HealthHistoryPage>();
    expect(history.total).toBe(2);
    expect(history.items.map((i) => [i.id, i.sys, i.superseded])).toEqual([
      [item.id, 132, false],
      [wrong.id, 182, true],
    ]);
    const created = (await audits(mary)).filter((a) => a.action === 'create').at(-1);
    expect(created?.changes).toEqual({ reading_id: item.id, supersedes: wrong.id });
  });

  it('needs a reason, and is checked as a reading is', async () => {
    const reading = await add(mary, { bpm: 64 });
    const noReason = await correct(reading.id, { bpm: 66, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ message: HEALTH_MESSAGES.reasonMissing, field: 'reason' });
    const tooHigh = await correct(reading.id, { bpm: 251, reason });
    expect(tooHigh.json()).toEqual({ message: 'Heart rate must be between 20 and 250 bpm.', field: 'bpm' });
  });

  it('of a reading corrected already is 409, whether asked after or at the same time', async () => {
    const reading = await add(mary, { oximeter: 88 });
    expect((await correct(reading.id, { oximeter: 96, reason })).statusCode).toBe(201);
    const again = await correct(reading.id, { oximeter: 97, reason });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: HEALTH_MESSAGES.alreadySuperseded });

    const raced = await add(mary, { oximeter: 89 });
    const both = await Promise.all([
      correct(raced.id, { oximeter: 95, reason }),
      correct(raced.id, { oximeter: 96, reason }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it("of another resident's reading, or one that is not there, is 404", async () => {
    const other = await addResident(db, groups.maple);
    const theirs = await add(other, { weight: 61.5 });
    expect((await correct(theirs.id, { weight: 62, reason })).statusCode).toBe(404);
    expect((await correct(999_999, { weight: 62, reason })).statusCode).toBe(404);
  });

  it('can itself be corrected, and the newest version is the one that counts', async () => {
    const first = await add(mary, { temperature: 39.9, timestamp: clock().toISOString() });
    const second = (await correct(first.id, { temperature: 38.9, reason })).json<{ item: HealthReading }>();
    const third = await correct(second.item.id, {
      temperature: 37.1,
      reason: 'Ear thermometer, not forehead',
    });
    expect(third.statusCode).toBe(201);
    const summary = (await call('GET', `${mary}/health`)).json<HealthSummary>();
    expect(summary.latest.temperature).toMatchObject({ value: 37.1, flag: null });
  });
});

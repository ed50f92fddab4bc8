import { HEALTH_CHART_POINTS, type HealthSeries } from '@acorn/domain/health';
import { describe, expect, it } from 'vitest';
import { addResident } from '../../../../test/residents.js';
import { healthReadings } from '../../../db/schema/index.js';
import { healthTestApp } from './health-test-kit.js';

const { clock, db, groups, call, add } = await healthTestApp();
const YEAR_MS = 365 * 86_400_000;
const N = 10_000;

/** A year of readings ending now, evenly spaced, half a step from each edge: 50 to each chart bucket. */
function yearOfReadings(userId: number) {
  const to = clock().getTime();
  const step = YEAR_MS / N;
  return Array.from({ length: N }, (_, i) => ({
    user_id: userId,
    group_id: groups.maple,
    timestamp: new Date(to - YEAR_MS + (i + 0.5) * step).toISOString(),
    sys: 100 + (i % 50),
    // Every third reading has no diastolic value: a bucket averages only the readings that have it.
    dia: i % 3 === 0 ? null : 60 + (i % 7),
    temperature: (36 + (i % 10) / 10).toFixed(1),
  }));
}

describe('the charts', () => {
  it('average 10,000 readings over a year into at most HEALTH_CHART_POINTS buckets, in the database', async () => {
    const busy = await addResident(db, groups.maple);
    const rows = yearOfReadings(busy);
    for (let i = 0; i < rows.length; i += 5_000)
      await db.insert(healthReadings).values(rows.slice(i, i + 5_000));
    const res = await call('GET', `${busy}/health/series?range=1y`);
    expect(res.statusCode).toBe(200);
    const series = res.json<HealthSeries>();
    expect(series).toMatchObject({ downsampled: true, readings: N });
    expect(series.points.length).toBeLessThanOrEqual(HEALTH_CHART_POINTS);
    expect(series.points.reduce((sum, p) => sum + p.count, 0)).toBe(N);

    const first = rows.slice(0, 50);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const dias = first.flatMap((r) => (r.dia === null ? [] : [r.dia]));
    const [point] = series.points;
    expect(point!.count).toBe(50);
    expect(point!.sys).toBeCloseTo(mean(first.map((r) => r.sys)), 1);
    expect(point!.dia).toBeCloseTo(mean(dias), 1);
    expect(point!.temperature).toBeCloseTo(mean(first.map((r) => Number(r.temperature))), 2);
    expect(point!.weight).toBeNull();
    const meanTime = mean(first.map((r) => Date.parse(r.timestamp)));
    expect(Math.abs(Date.parse(point!.timestamp) - meanTime)).toBeLessThan(1_000);
  });

  it('give a short range its readings as taken, oldest first, in (to − range, to]', async () => {
    const few = await addResident(db, groups.maple);
    const at = [
      '2026-11-12T23:00:00Z',
      '2026-11-13T00:00:00Z',
      '2026-11-19T08:30:00Z',
      '2026-11-15T08:30:00Z',
    ];
    for (const [i, timestamp] of at.entries()) await add(few, { bpm: 60 + i, timestamp });
    await add(few, { bpm: 70, timestamp: '2026-11-20T00:00:00Z' });
    await add(few, { bpm: 71, timestamp: '2026-11-20T08:30:00Z' });
    const res = await call('GET', `${few}/health/series?range=7d&to=2026-11-20T00:00:00Z`);
    const series = res.json<HealthSeries>();
    expect(series).toMatchObject({
      from: '2026-11-13T00:00:00.000Z',
      to: '2026-11-20T00:00:00.000Z',
      downsampled: false,
      readings: 3,
    });
    expect(series.points.map((p) => [p.timestamp, p.bpm, p.count])).toEqual([
      ['2026-11-15T08:30:00.000Z', 63, 1],
      ['2026-11-19T08:30:00.000Z', 62, 1],
      ['2026-11-20T00:00:00.000Z', 70, 1],
    ]);
  });
});

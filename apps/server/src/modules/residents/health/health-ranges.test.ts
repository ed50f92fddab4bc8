import { HEALTH_MESSAGES, type HealthSummary } from '@acorn/domain/health';
import { describe, expect, it } from 'vitest';
import { healthTestApp } from './health-test-kit.js';

const { mary, call, add, audits } = await healthTestApp();
await add(mary, { sys: 126, timestamp: '2026-11-19T08:30:00Z' });
await add(mary, { sys: 135, dia: 88, timestamp: '2026-11-20T08:30:00Z' });

const putRanges = (body: object) => call('PUT', `${mary}/health/ranges`, body);
const summary = async () => (await call('GET', `${mary}/health`)).json<HealthSummary>();

describe("a resident's normal ranges", () => {
  it("start at the measure's default: the latest value, the one before it and its flag", async () => {
    const { ranges, latest } = await summary();
    expect(ranges.sys).toEqual({ low: 90, high: 140, custom: false });
    expect(latest.sys).toEqual({
      value: 135,
      timestamp: '2026-11-20T08:30:00.000Z',
      previous: 126,
      flag: null,
    });
    expect(latest.dia).toMatchObject({ value: 88, previous: null, flag: null });
  });

  it('are refused when low is not below high, or an end is outside what may be recorded', async () => {
    for (const sys of [
      { low: 130, high: 130 },
      { low: 140, high: 120 },
    ]) {
      const res = await putRanges({ sys });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: HEALTH_MESSAGES.rangeOrder, field: 'sys' });
    }
    const outside = await putRanges({ oximeter: { low: 90, high: 101 } });
    expect(outside.json()).toEqual({ message: 'SpO2 must be between 0 and 100 %.', field: 'oximeter' });
    expect((await summary()).ranges.sys.custom).toBe(false);
  });

  it('change the flag when set; a measure not named is left alone; null returns to the default', async () => {
    const set = await putRanges({ sys: { low: 100, high: 130 }, dia: { low: 60, high: 85 } });
    expect(set.statusCode).toBe(200);
    const custom = set.json<HealthSummary>();
    expect(custom.ranges.sys).toEqual({ low: 100, high: 130, custom: true });
    expect(custom.latest.sys?.flag).toBe('high');
    expect(custom.latest.dia?.flag).toBe('high');

    const reset = (await putRanges({ sys: null })).json<HealthSummary>();
    expect(reset.ranges.sys).toEqual({ low: 90, high: 140, custom: false });
    expect(reset.latest.sys?.flag).toBe(null);
    expect(reset.ranges.dia).toEqual({ low: 60, high: 85, custom: true });
    expect(reset.latest.dia?.flag).toBe('high');
  });

  it('write an audit row naming the measures whose range changed', async () => {
    await putRanges({ bpm: { low: 55, high: 95 } });
    const before = (await audits(mary)).length;
    await putRanges({ bpm: { low: 55, high: 95 }, temperature: { low: 35.5, high: 37.2 }, weight: null });
    const written = (await audits(mary)).slice(before);
    expect(written.map((a) => [a.action, a.changes])).toEqual([['update', { ranges: ['temperature'] }]]);
  });
});

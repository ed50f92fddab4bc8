import {
  HEALTH_MEASURE_INFO,
  HEALTH_MEASURES,
  HEALTH_MESSAGES,
  type HealthMeasure,
  type HealthReading,
} from '@acorn/domain/health';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addFacility, addResident } from '../../../../test/residents.js';
import { eventually } from '../../../../test/tablets.js';
import { facilities } from '../../../db/schema/index.js';
import { healthTestApp } from './health-test-kit.js';

const { db, groups, mary, events, call, stored, audits } = await healthTestApp();

// Written out, not computed with the domain's function: these are the words staff read.
const REFUSALS: Record<HealthMeasure, string> = {
  sys: 'Systolic pressure must be between 50 and 260 mmHg.',
  dia: 'Diastolic pressure must be between 30 and 160 mmHg.',
  bpm: 'Heart rate must be between 20 and 250 bpm.',
  temperature: 'Temperature must be between 30 and 45 °C.',
  weight: 'Weight must be between 20 and 300 kg.',
  oximeter: 'SpO2 must be between 0 and 100 %.',
  pain_level: 'Pain level must be between 0 and 10 /10.',
  barthel_score: 'Barthel score must be between 0 and 100 /100.',
  frailty: 'Frailty (CFS) must be between 1 and 9 /9.',
};

const refusedOn = await addResident(db, groups.maple);

describe('a reading staff add', () => {
  it.each(HEALTH_MEASURES)('%s: refused just outside what may be recorded, naming the field', async (m) => {
    const { min, max } = HEALTH_MEASURE_INFO[m];
    for (const value of [min - 1, max + 1]) {
      const res = await call('POST', `${refusedOn}/health/readings`, { [m]: value });
      expect(res.statusCode, `${m} ${value}`).toBe(400);
      expect(res.json()).toEqual({ message: REFUSALS[m], field: m });
    }
    expect(await stored(refusedOn)).toHaveLength(0);
  });

  it('is accepted at the edges of what may be recorded', async () => {
    const edges = Object.fromEntries(HEALTH_MEASURES.map((m) => [m, HEALTH_MEASURE_INFO[m].min]));
    expect((await call('POST', `${mary}/health/readings`, edges)).statusCode).toBe(201);
  });

  it("is refused in the imperial facility's own units (°F, lb)", async () => {
    const chicago = await addFacility(db, groups.maple, 'Lake Barrington Woods');
    await db.update(facilities).set({ units: 'imperial' }).where(eq(facilities.facility_id, chicago));
    const walter = await addResident(db, groups.maple, { facility_id: chicago });
    const post = async (body: object) => (await call('POST', `${walter}/health/readings`, body)).json();
    expect(await post({ temperature: 29 })).toEqual({
      message: 'Temperature must be between 86 and 113 °F.',
      field: 'temperature',
    });
    expect(await post({ weight: 301 })).toEqual({
      message: 'Weight must be between 44.1 and 661.4 lb.',
      field: 'weight',
    });
  });

  it('is refused when empty (a blank note is empty) or taken in the future', async () => {
    for (const body of [{}, { note: '   ' }, { sys: null }]) {
      const res = await call('POST', `${mary}/health/readings`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: HEALTH_MESSAGES.empty, field: 'note' });
    }
    // The test clock says 2026-11-21T09:00Z.
    const future = await call('POST', `${mary}/health/readings`, {
      bpm: 70,
      timestamp: '2026-11-21T09:05:00Z',
    });
    expect(future.json()).toEqual({ message: HEALTH_MESSAGES.future, field: 'timestamp' });
  });

  it('is stored rounded as the measure keeps it, now, as the staff member’s, audited and told live', async () => {
    const before = (await audits(mary)).length;
    const res = await call('POST', `${mary}/health/readings`, {
      sys: 128.4,
      temperature: 36.75,
      note: ' Seen by GP; antibiotics started ',
    });
    expect(res.statusCode).toBe(201);
    const { message, item } = res.json<{ message: string; item: HealthReading }>();
    expect(message).toBe(HEALTH_MESSAGES.added);
    expect(item).toMatchObject({
      timestamp: '2026-11-21T09:00:00.000Z',
      sys: 128,
      temperature: 36.8,
      dia: null,
      note: 'Seen by GP; antibiotics started',
      source: 'staff',
      recorded_by: 'manager Tester',
      supersedes: null,
      superseded: false,
    });
    const written = (await audits(mary)).slice(before);
    expect(written.map((a) => [a.action, a.changes])).toEqual([['create', { reading_id: item.id }]]);
    await eventually(() =>
      expect(events).toContainEqual({ type: 'health_reading', group_id: groups.maple, user_id: mary }),
    );
  });
});

import {
  healthHistoryPageSchema,
  healthPointSchema,
  healthReadingSchema,
  healthSeriesSchema,
  healthSummarySchema,
} from '@acorn/domain/health';
import { describe, expect, it } from 'vitest';
import { REFUSED, refusalsOf } from '../../../../test/residents.js';
import { healthTestApp } from './health-test-kit.js';

const { app, mary, as, call, add, stored, audits } = await healthTestApp();
const reading = await add(mary, { sys: 131, note: 'Refused breakfast, encouraged fluids' });

/** Every health route about Mary, with a body it would accept. */
const ROUTES: ['GET' | 'POST' | 'PUT', string, object?][] = [
  ['GET', 'health'],
  ['GET', 'health/series?range=90d'],
  ['GET', 'health/readings?page=1&page_size=10'],
  ['POST', 'health/readings', { bpm: 72 }],
  ['POST', `health/readings/${reading.id}/corrections`, { sys: 129, reason: 'Re-measured' }],
  ['PUT', 'health/ranges', { sys: { low: 100, high: 150 } }],
];

describe("a resident's health routes", () => {
  it.each(ROUTES)(
    '%s %s: another group’s staff get 404, roles 3 and 8 403, no session 401, and nothing is written',
    async (method, path, body) => {
      const before = { readings: (await stored(mary)).length, audits: (await audits(mary)).length };
      const refused = await refusalsOf(app, method, `/v1/acorn/residents/${mary}/${path}`, body, as);
      expect(refused).toMatchObject(REFUSED);
      expect(refused.strangerBody).toEqual({ message: 'Failed to get user details.' });
      expect((await call(method, `99999/${path}`, body)).statusCode).toBe(404);
      expect({ readings: (await stored(mary)).length, audits: (await audits(mary)).length }).toEqual(before);
    },
  );
});

describe('reading health data', () => {
  it.each([
    ['health', healthSummarySchema, 'notes', healthReadingSchema],
    ['health/series?range=30d', healthSeriesSchema, 'points', healthPointSchema],
    ['health/readings', healthHistoryPageSchema, 'items', healthReadingSchema],
  ] as const)(
    'GET %s writes exactly one audit row, and answers the schema’s exact fields',
    async (path, schema, list, element) => {
      const before = (await audits(mary)).length;
      const res = await call('GET', `${mary}/${path}`);
      expect(res.statusCode).toBe(200);
      const written = (await audits(mary)).slice(before);
      expect(written).toHaveLength(1);
      expect(written[0]).toMatchObject({
        action: 'read',
        entity: 'health',
        resident_id: mary,
        entity_id: String(mary),
        actor_email: 'manager@staff.test',
      });
      // Bodies the database writes are sent as they are: strict parsing catches a stray or missing field.
      const body = res.json<Record<string, object[]>>();
      expect(schema.strict().parse(body)).toEqual(body);
      expect(body[list]!.length).toBeGreaterThan(0);
      for (const item of body[list]!)
        expect(Object.keys(item).sort()).toEqual(Object.keys(element.shape).sort());
    },
  );
});

// Found by proof:fuzz: a body the request schema refuses was answered 500, its 400 failing the routes'
// `{ message, field }` answer schema. Now 400 with the message alone, for the resident's staff and anyone.
describe('a health write whose body is not even the right shape', () => {
  it.each(ROUTES.filter(([method]) => method !== 'GET'))(
    '%s %s: 400 with a message',
    async (method, path) => {
      for (const payload of [[], { sys: 'high' }, { sys: 131, note: 7 }]) {
        const res = await call(method, `${mary}/${path}`, payload as object);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({ message: expect.any(String) });
      }
    },
  );
});

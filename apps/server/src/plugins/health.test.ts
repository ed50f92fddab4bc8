import { describe, expect, it } from 'vitest';
import { OwnMosquitto } from '../../proof/own-mosquitto.js';
import { eventually } from '../../test/tablets.js';
import { createTestApp } from '../../test/test-app.js';

const { app, sibling } = await createTestApp();

describe('health', () => {
  it('/healthz says the process answers', async () => {
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'alive' });
  });

  it('/readyz is ready with the database migrated and the broker there', async () => {
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', broker: 'ok' },
    });
  });

  it('/readyz answers 503 naming the broker once the broker is gone', async () => {
    // A broker of the test's own (the machine's Mosquitto package, as .ci/run installs), to take away.
    const broker = await OwnMosquitto.start();
    const instance = await sibling({ mqttUrl: broker.url });
    expect((await instance.inject({ url: '/readyz' })).statusCode).toBe(200);
    await broker.stop();
    await eventually(async () => {
      const res = await instance.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'Not ready: broker.',
        not_ready: ['broker'],
        checks: { database: 'ok', migrations: 'ok', broker: 'not connected' },
      });
    });
  });

  it('is outside the API: no session asked, and never counted against the in-flight bound', async () => {
    const full = await sibling({ maxRequestsInFlight: 1 });
    const answers = await Promise.all([1, 2, 3].map(() => full.inject({ url: '/readyz' })));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(app.apiRoutes.some((route) => /healthz|readyz|metrics/.test(route.url))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { METRICS_REFUSED } from './metrics-route.js';

const TOKEN = 'metrics-test-token-0123456789abcdef';
const { app, sibling } = await createTestApp({ config: { metricsToken: TOKEN } });
app.get('/v1/test/items/:id', { config: { access: 'public' } }, async () => ({ ok: true }));
const scrape = (authorization?: string) =>
  app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
const scraped = async () => (await scrape(`Bearer ${TOKEN}`)).body;

describe('/metrics', () => {
  it('refuses a scrape without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: METRICS_REFUSED });
    }
  });

  it('is not served at all where no token is set', async () => {
    const closed = await sibling({ metricsToken: undefined });
    expect((await closed.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it("answers Prometheus' text format with the token", async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('times requests by route pattern and status, never by the address asked', async () => {
    await app.inject({ url: '/v1/test/items/41' });
    await app.inject({ url: '/v1/test/items/42' });
    await app.inject({ url: '/made-up/path/9' });
    const body = await scraped();
    expect(body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/v1\/test\/items\/:id",status_code="200"\} 2$/m,
    );
    expect(body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1$/m,
    );
    expect(body).not.toContain('/v1/test/items/41');
    expect(body).not.toContain('made-up');
  });

  it('reports the database: query time, its connections, and the figures read from it', async () => {
    const body = await scraped();
    expect(body).toMatch(/^acorn_db_query_duration_seconds_count\{outcome="ok"\} [1-9]/m);
    expect(body).toMatch(/^acorn_db_connections\{state="total"\} [1-9]/m);
    for (const figure of [
      'acorn_outbox_commands{state="queued"} 0',
      'acorn_tablets_connected 0',
      'acorn_check_ins{state="failed"} 0',
      'acorn_live_calls{state="ringing"} 0',
    ])
      expect(body).toContain(figure);
  });

  it('counts refused sign-ins by reason', async () => {
    const login = { method: 'POST' as const, url: '/v2/acorn/login' };
    await app.inject({ ...login, payload: { email: 'nobody@example.org', password: 'not-a-password' } });
    expect(await scraped()).toMatch(/^acorn_sign_in_failures_total\{reason="unknown email"\} 1$/m);
  });
});

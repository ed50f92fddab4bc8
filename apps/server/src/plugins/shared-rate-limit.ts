import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { sharedCounter, type SharedCounter } from '../lib/shared-counter.js';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface over the database's shared counters: each route's limits count
 * under a key of its own (method and path), per client address or the route's own key.
 */
function databaseStore(counter: SharedCounter, now: () => number) {
  return class DatabaseStore {
    private readonly prefix: string;
    constructor(options?: { acornPrefix?: string }) {
      this.prefix = options?.acornPrefix ?? 'limit:';
    }
    private answer(work: Promise<{ hits: number; expiresAt: number }>, at: number, done: Done) {
      work.then(
        ({ hits, expiresAt }) => done(null, { current: hits, ttl: Math.max(0, expiresAt - at) }),
        (error: Error) => done(error),
      );
    }
    incr(key: string, done: Done, timeWindow: number) {
      const at = now();
      this.answer(counter.hit(this.prefix + key, timeWindow, at), at, done);
    }
    read(key: string, done: Done) {
      const at = now();
      this.answer(counter.peek(this.prefix + key, at), at, done);
    }
    // The plugin passes the route's merged options, naming the route in routeInfo (as its Redis store reads).
    child(route: object) {
      const { method, url } = (route as { routeInfo: { method: string; url: string } }).routeInfo;
      return new DatabaseStore({ acornPrefix: `limit:${method}${url}:` });
    }
  };
}

/**
 * Rate limits every API instance shares (ADR 0038): in Redis when REDIS_URL is set, else in the database
 * (PostgreSQL or the embedded one). Routes opt in with `config.rateLimit`.
 */
export const sharedRateLimit = fp(async (app: FastifyInstance) => {
  if (app.config.redisUrl) {
    // Short timeouts: a sign-in should fail fast rather than hang when Redis is away.
    const redis = new Redis(app.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    app.addHook('onClose', async () => {
      await redis.quit();
    });
    await app.register(rateLimit, { global: false, redis, nameSpace: 'acorn-limit:' });
    return;
  }
  const store = databaseStore(sharedCounter(app.db), () => app.clock().getTime());
  await app.register(rateLimit, { global: false, store });
});

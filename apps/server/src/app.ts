import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/types.js';
import type { FileBackend } from './lib/files/file-backend.js';
import { filesOf } from './lib/files/files-of.js';
import { moveFilesIn } from './lib/files/move-in.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { apiModules } from './modules/index.js';
import { PACKET_LIMITS } from './modules/tablet-link/broker/packet-gate.js';
import { tabletLinkPlugin } from './modules/tablet-link/tablet-link-plugin.js';
import { callsFeature } from './modules/calls/calls-feature.js';
import { residentsFeature } from './modules/residents/residents-feature.js';
import { tabletJobsFeature } from './modules/tablet-jobs/tablet-jobs-feature.js';
import { tabletJobsPlugin } from './modules/tablet-jobs/tablet-jobs-plugin.js';
import { sessionStore, type SessionStore } from './modules/identity/session-store.js';
import { streamAccess, type StreamAccess } from './modules/identity/stream-access.js';
import { accessGuard } from './plugins/access-guard.js';
import { apiDocs } from './plugins/api-docs.js';
import { errorHandler } from './plugins/error-handler.js';
import { fairUse } from './plugins/fair-use.js';
import { fetchDestGuard } from './plugins/fetch-dest-guard.js';
import { health } from './plugins/health.js';
import { inFlightBound } from './plugins/in-flight-bound.js';
import { metricsPlugin } from './plugins/metrics/metrics-plugin.js';
import { requestIdHeader, requestIdOptions } from './plugins/request-id.js';
import { demoImages } from './plugins/demo-images.js';
import { securityHeaders } from './plugins/security-headers.js';
import { sharedRateLimit } from './plugins/shared-rate-limit.js';
import { spa } from './plugins/spa.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: Config;
    mailer: Mailer;
    /** Where uploaded files live (FILE_STORE): reach them through a feature's fileStore. */
    files: FileBackend;
    sessions: SessionStore;
    streamAccess: StreamAccess;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface AppDeps {
  db: Db;
  config: Config;
  clock?: Clock;
  mailer?: Mailer;
  /** The file backend, closed with the app; by default the one the config chooses. */
  files?: FileBackend;
  /** A pino logger; tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
}

/** Builds the whole server without listening, so tests can drive it with `inject`. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...requestIdOptions(),
  });
  const clock = deps.clock ?? systemClock;
  app.decorate('db', deps.db);
  app.decorate('clock', clock);
  app.decorate('config', deps.config);
  app.decorate('files', deps.files ?? filesOf(deps.config, deps.db));
  app.addHook('onClose', () => app.files.close());
  // Files an older version kept in the data directory move in before the first request is served.
  await moveFilesIn(app.files, path.join(deps.config.dataDir, 'files'), app.log);
  app.decorate(
    'mailer',
    deps.mailer ??
      createMailer({
        smtpUrl: deps.config.smtpUrl,
        from: deps.config.mailFrom,
        log: app.log,
        production: deps.config.production,
      }),
  );
  // Only the embedded database is written by this process alone, so only there may lookups be remembered.
  app.decorate('sessions', sessionStore(deps.db, clock, { cache: !deps.config.databaseUrl }));
  app.decorate('streamAccess', streamAccess(app.sessions, app.log));
  // Any request that may have written (a logout, a role change, a disabled user…) ends every remembered
  // session lookup, and has this instance's open live streams judged again, before its answer leaves: the
  // client's next request, and every event after the answer, follow the change.
  app.addHook('onSend', async (req, reply) => {
    // What the API answers is about people and changes by the minute: no cache may keep it.
    if (/^\/v\d+\//.test(req.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    if (SAFE_METHODS.has(req.method)) return;
    app.sessions.forget();
    await app.streamAccess.refresh();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestIdHeader);
  await app.register(errorHandler);
  // Before every route, so that each is timed.
  await app.register(metricsPlugin);
  await app.register(securityHeaders);
  // Before the API's other request hooks: a full instance answers 503 before doing any work.
  await app.register(inFlightBound);
  await app.register(sharedRateLimit);
  await app.register(apiDocs);
  await app.register(fetchDestGuard);
  await app.register(accessGuard);
  // After the access guard, whose session it counts by.
  await app.register(fairUse);
  await app.register(websocket, {
    // A frame is held whole before anyone reads it, so none may be larger than the largest message: an
    // MQTT packet over /mqtt (with room for mqtt.js writing a packet's parts in one frame), a call's
    // signal on the live socket (~17 KB).
    options: { maxPayload: 2 * PACKET_LIMITS.publish },
    // A client breaking the WebSocket protocol (a frame over the limit, bad UTF-8) is ordinary bad input:
    // one warning line. Anything else a socket handler throws is an error, with its stack.
    errorHandler: (error, socket, req) => {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('WS_ERR_'))
        req.log.warn(`websocket ${req.url.split('?')[0]}: ${error.message}`);
      else req.log.error(error);
      socket.terminate();
    },
  });
  // The tablet link is a transport; these features handle what tablets say (calls before residents: a
  // resident's call request rings through the calls feature).
  await app.register(tabletLinkPlugin, { features: [callsFeature, residentsFeature, tabletJobsFeature] });
  await app.register(tabletJobsPlugin);
  await app.register(apiModules);
  await app.register(health);
  await app.register(demoImages);
  await app.register(spa, { webDir: deps.config.webDir, tabletDir: deps.config.tabletDir });
  return app;
}

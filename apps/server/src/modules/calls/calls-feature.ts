import { callSignalSchema } from '@acorn/domain/tablet-link';
import type { TabletFeature } from '../tablet-link/tablet-link-plugin.js';
import { callRelay, type CallRelay } from './call-relay.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Calls between the portal and tablets: ringing, and the relay of their signals. */
    calls: CallRelay;
  }
}

/** Calls ride the tablet link: a tablet's signals come on its call_out channel; calls ringing out are swept. */
export const callsFeature: TabletFeature = (app, { link, events, root, fcm, onReport, onSweep }) => {
  const { db, clock, log } = app;
  const { callRingSeconds, iceServers } = app.config;
  const calls = callRelay({ db, clock, link, events, log, root, callRingSeconds, iceServers, fcm });
  onReport('call_out', callSignalSchema, (userId, signal) => calls.fromTablet(userId, signal));
  onSweep(calls);
  app.decorate('calls', calls);
};

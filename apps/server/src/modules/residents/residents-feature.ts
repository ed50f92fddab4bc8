import { healthPayloadSchema, tabletMessagePayloadSchema } from '@acorn/domain/tablet-link';
import type { TabletFeature } from '../tablet-link/tablet-link-plugin.js';
import { tabletHealthReports } from './health/tablet-health-reports.js';
import { tabletMessages } from './tablet-messages.js';

/**
 * What a resident's tablet says: their messages and call requests (a request asked just now rings the staff
 * as a call: the calls feature, registered before this one) and the health readings it takes.
 */
export const residentsFeature: TabletFeature = (app, { events, onReport }) => {
  const { db, clock } = app;
  const ringStaff = (userId: number, askedAt: string | undefined) => app.calls.ringStaff(userId, askedAt);
  onReport('messages', tabletMessagePayloadSchema, tabletMessages({ db, clock, events, ringStaff }));
  onReport('health', healthPayloadSchema, tabletHealthReports({ db, clock, events }));
};

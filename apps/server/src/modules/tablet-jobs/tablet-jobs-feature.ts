import type { TabletFeature } from '../tablet-link/tablet-link-plugin.js';
import { evaluateReports } from './evaluate.js';

/** A low battery or full storage a tablet reports may open a maintenance job (issue 19 §4), once stored. */
export const tabletJobsFeature: TabletFeature = (app, { events, onMetricsStored }) => {
  const deps = { db: app.db, clock: app.clock, events };
  onMetricsStored(async (userIds) => {
    await evaluateReports(deps, userIds);
  });
};

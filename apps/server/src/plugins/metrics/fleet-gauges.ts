import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/types.js';
import { readFleetFigures, type FleetFigures } from './fleet-figures.js';

/** Scrapes within this long share one read: several Prometheus servers, or a fast one, cost one statement. */
export const FLEET_FIGURES_FRESH_MS = 5_000;

/** The read of the fleet's figures, shared while under way and kept FLEET_FIGURES_FRESH_MS. */
function sharedRead(db: Db, log: FastifyBaseLogger) {
  let last: { at: number; figures: Promise<FleetFigures | null> } | undefined;
  return () => {
    const now = performance.now();
    if (!last || now - last.at > FLEET_FIGURES_FRESH_MS) {
      // A failed read leaves these gauges out of the scrape (readyz says the database is not reachable).
      const figures = readFleetFigures(db).catch((error: unknown) => {
        log.warn({ err: error }, 'metrics: the fleet figures could not be read');
        return null;
      });
      last = { at: now, figures };
    }
    return last.figures;
  };
}

/** A gauge's value, or its values by its one label's value. */
type Values = number | Record<string, number>;

/** The gauges read from the database at a scrape (docs/operations.md, Metrics and health). */
export function fleetGauges(registry: Registry, db: Db, log: FastifyBaseLogger) {
  const read = sharedRead(db, log);
  const gauge = (name: string, help: string, values: (figures: FleetFigures) => Values, label?: string) =>
    new Gauge({
      name,
      help,
      labelNames: label ? [label] : [],
      registers: [registry],
      async collect() {
        const figures = await read();
        if (!figures) return;
        const value = values(figures);
        if (typeof value === 'number') this.set(value);
        else for (const [key, n] of Object.entries(value)) this.set({ [label!]: key }, n);
      },
    });
  gauge(
    'acorn_outbox_commands',
    'Commands stored and not yet published (queued) or not yet acknowledged (sent).',
    (f) => f.outbox,
    'state',
  );
  gauge(
    'acorn_broadcasts_unwritten',
    'Broadcasts asked whose per-tablet commands are not written yet.',
    (f) => f.broadcastsUnwritten,
  );
  gauge(
    'acorn_tablets_connected',
    'Tablets connected to the broker now, as their presence reports say.',
    (f) => f.tabletsConnected,
  );
  gauge(
    'acorn_check_ins',
    'Residents whose latest check-in waits for an answer (pending) or failed (failed).',
    (f) => f.checkIns,
    'state',
  );
  gauge(
    'acorn_missed_check_ins',
    'Failed check-ins no staff member has opened yet.',
    (f) => f.missedCheckIns,
  );
  gauge('acorn_live_calls', 'Calls ringing or answered now.', (f) => f.calls, 'state');
}

import { Counter, Histogram, type Registry } from 'prom-client';

/** Seconds: a fast API answer is a few milliseconds, a slow report or a starved database several seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds from a command's ask to its tablet's first acknowledgement: a fleet's broadcast takes seconds. */
const RECEIPT_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 1800];

/**
 * What this instance counts as it happens (docs/operations.md, Metrics and health, says what each means).
 * Counters, not gauges: Prometheus sums them over instances and takes their rates.
 */
export function createInstruments(registry: Registry) {
  const registers = [registry];
  return {
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'acorn_db_query_duration_seconds',
      help: 'Time a database statement took, as the server waited for it (queueing included).',
      labelNames: ['outcome'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    signInFailures: new Counter({
      name: 'acorn_sign_in_failures_total',
      help: 'Refused sign-ins, by reason (unknown email, wrong password, locked, disabled).',
      labelNames: ['reason'] as const,
      registers,
    }),
    signInLockouts: new Counter({
      name: 'acorn_sign_in_lockouts_total',
      help: 'Locks begun on an account: a source, or every address, locked out after repeated failures.',
      registers,
    }),
    commandStates: new Counter({
      name: 'acorn_command_state_changes_total',
      help: 'Commands that moved into a state (queued, sent, delivered, done, failed, expired) here.',
      labelNames: ['state'] as const,
      registers,
    }),
    checkInResults: new Counter({
      name: 'acorn_check_in_state_changes_total',
      help: "Residents' check-ins moved into a state here (pending, failed, success).",
      labelNames: ['state'] as const,
      registers,
    }),
    commandReceipt: new Histogram({
      name: 'acorn_command_receipt_seconds',
      help: "Time from a command's ask to its tablet's first acknowledgement, by topic (a broadcast's group topic, or the tablet's own).",
      labelNames: ['topic'] as const,
      buckets: RECEIPT_BUCKETS,
      registers,
    }),
  };
}

export type Instruments = ReturnType<typeof createInstruments>;

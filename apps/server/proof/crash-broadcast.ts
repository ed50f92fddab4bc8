// npm run proof:crash -- --broadcast [--tablets 10000] [--db embedded|postgres|both] [--broker embedded|mosquitto|both]
// A group message to a fleet of simulated tablets, and then, mid-broadcast, kill -9 of the built server
// (with the embedded broker, which dies with it) or a restart of the external broker (a Mosquitto of the
// proof's own, so the machine's service is never touched). No command may be lost: every tablet gets the
// message (once or again, redelivered) and every command ends `done`, the tablet's acknowledgement stored.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { topicRoot } from '@acorn/domain/tablet-link';
import { openDatabase } from '../src/db/client.js';
import { BENCH_PASSWORD, createBenchStaff } from '../bench/bench-staff.js';
import { seedFleet, type Fleet } from '../bench/fleet.js';
import { OwnMosquitto } from './own-mosquitto.js';
import { freePort } from './processes.js';
import { ProofServer } from './proof-server.js';

const MANAGER = 'broadcast-manager@proof.test';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface BroadcastResult {
  /** Whether the API had answered before the kill (or the broker's restart). */
  answeredBeforeCrash: boolean;
  commands: number;
  received: number;
  done: number;
  lost: number;
  doneAfterMs: number | null;
}

/** The fleet in a process of its own (bench/fanout-tablets.ts), asked over IPC. */
function startFleet() {
  const child = fork(fileURLToPath(new URL('../bench/fanout-tablets.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
  });
  const next = async <T>(answer: string): Promise<T> => {
    for (;;) {
      const [reply] = (await once(child, 'message')) as [{ type: string } & T];
      if (reply.type === answer) return reply;
    }
  };
  const tell = (message: object) => child.send(message);
  const ask = <T>(message: object, answer: string): Promise<T> => {
    const reply = next<T>(answer);
    tell(message);
    return reply;
  };
  const stop = async () => {
    child.send({ type: 'stop' });
    await once(child, 'exit');
  };
  return { ask, next, tell, stop };
}

/** Every command's state, through the API (the embedded database is the server's alone while it runs). */
async function notDone(server: ProofServer, token: string, ids: number[]): Promise<number[]> {
  const left: number[] = [];
  for (let i = 0; i < ids.length; i += 50) {
    const batch = ids.slice(i, i + 50);
    const states = await Promise.all(
      batch.map((id) =>
        fetch(`${server.base}/v1/acorn/commands/${id}`, { headers: { authorization: `Bearer ${token}` } })
          .then((r) => r.json() as Promise<{ state: string }>)
          .then((c) => c.state),
      ),
    );
    states.forEach((state, j) => state !== 'done' && left.push(batch[j]!));
  }
  return left;
}

export async function crashBroadcast(options: {
  broker: 'embedded' | 'mosquitto';
  tablets: number;
  pgDatabaseUrl?: string;
  log: (line: string) => void;
}): Promise<BroadcastResult> {
  const mosquitto = options.broker === 'mosquitto' ? await OwnMosquitto.start() : null;
  const mqttPort = await freePort();
  const server = new ProofServer({
    port: await freePort(),
    env: {
      DATABASE_URL: options.pgDatabaseUrl ?? '',
      ...(mosquitto ? { MQTT_URL: mosquitto.url, MQTT_PORT: 'off' } : { MQTT_PORT: String(mqttPort) }),
    },
  });
  const fleetProcess = startFleet();
  try {
    // The first start migrates and loads the demo data; the fleet is stored while the server is down.
    await server.start();
    await server.stop({ keepData: true });
    const fleet = await seed(server, options);
    await server.start();
    const mqttUrl = mosquitto?.url ?? `mqtt://127.0.0.1:${mqttPort}`;
    options.log(`connecting ${options.tablets} tablets to ${mqttUrl}`);
    await fleetProcess.ask(
      { type: 'start', mqttUrl, root: topicRoot(), group_id: fleet.group_id, tablets: fleet.tablets },
      'connected',
    );

    const token = await server.signIn(MANAGER, BENCH_PASSWORD);
    const text = `Broadcast ${Date.now()}`;
    const firstReceipt = fleetProcess.next('first');
    fleetProcess.tell({ type: 'watch', message: text });
    // Not waited for: the server writes each tablet's command after the group's publish and answers after
    // that (ADR 0041), so a kill at the first receipt usually lands before the answer, with the broadcast
    // stored and perhaps not yet written out: the start after the crash must finish it.
    const answer = fetch(`${server.base}/v1/acorn/commands`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'message', message: text, filter: { group_id: [fleet.group_id] } }),
    }).then(
      async (res) => {
        if (res.status !== 202)
          throw new Error(`the group message answered ${res.status}: ${await res.text()}`);
        return ((await res.json()) as { commands: { command_id: number }[] }).commands.map(
          (c) => c.command_id,
        );
      },
      () => null, // the connection died with the server
    );
    // Mid-broadcast: the moment the first tablet has it.
    await firstReceipt;
    if (mosquitto) await mosquitto.restart();
    else await server.kill();
    const answered = await answer;
    const reached = await receipts(fleetProcess, text);
    options.log(
      `${mosquitto ? 'Mosquitto restarted' : 'server killed'} with ${reached} of ${options.tablets} tablets reached, ${answered ? 'after' : 'before'} the API answered`,
    );
    if (!mosquitto) await server.start();
    const back = Date.now();
    const everyone = await waitFor(
      async () => (await receipts(fleetProcess, text)) >= options.tablets,
      300_000,
    );
    const freshToken = await server.signIn(MANAGER, BENCH_PASSWORD);
    const ids = answered ?? (await commandsOf(server, freshToken, fleet, text));
    let left = await notDone(server, freshToken, ids);
    const until = Date.now() + 120_000;
    while (left.length > 0 && Date.now() < until) {
      await sleep(500);
      left = await notDone(server, freshToken, left);
    }
    const received = await receipts(fleetProcess, text);
    return {
      answeredBeforeCrash: answered !== null,
      commands: ids.length,
      received,
      done: ids.length - left.length,
      lost: left.length,
      doneAfterMs: everyone && left.length === 0 ? Date.now() - back : null,
    };
  } finally {
    await fleetProcess.stop();
    await server.stop();
    await mosquitto?.stop();
  }
}

/**
 * Each tablet's command carrying `text`, through the API: the answer died with the server. A tablet whose
 * command is not there yet (the start is still writing the broadcast out) is asked again.
 */
async function commandsOf(server: ProofServer, token: string, fleet: Fleet, text: string): Promise<number[]> {
  const ids: number[] = [];
  const until = Date.now() + 120_000;
  let waiting = fleet.tablets.map((t) => t.user_id);
  while (waiting.length > 0 && Date.now() < until) {
    const still: number[] = [];
    for (let i = 0; i < waiting.length; i += 50) {
      const batch = waiting.slice(i, i + 50);
      const found = await Promise.all(
        batch.map((userId) =>
          fetch(`${server.base}/v1/acorn/users/${userId}/commands?limit=5`, {
            headers: { authorization: `Bearer ${token}` },
          })
            .then(
              (r) => r.json() as Promise<{ items: { command_id: number; payload: { message?: string } }[] }>,
            )
            .then(({ items }) => items.find((c) => c.payload.message === text)?.command_id),
        ),
      );
      found.forEach((id, j) => (id === undefined ? still.push(batch[j]!) : ids.push(id)));
    }
    waiting = still;
    if (waiting.length > 0) await sleep(500);
  }
  // A tablet without its command counts as lost: its id is one no command has.
  return [...ids, ...waiting.map(() => 0)];
}

/** How many distinct tablets have `text`. */
async function receipts(fleet: ReturnType<typeof startFleet>, text: string): Promise<number> {
  return (await fleet.ask<{ times: number[] }>({ type: 'receipts', message: text }, 'receipts')).times.length;
}

async function waitFor(done: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await done()) return true;
    await sleep(200);
  }
  return false;
}

/** The fleet and the manager who messages it, stored straight into the stopped server's database. */
async function seed(
  server: ProofServer,
  options: { tablets: number; pgDatabaseUrl?: string },
): Promise<Fleet> {
  const database = await openDatabase(
    options.pgDatabaseUrl
      ? { databaseUrl: options.pgDatabaseUrl }
      : { dataDir: path.join(server.dataDir, 'pgdata') },
  );
  try {
    const fleet = await seedFleet(database.db, options.tablets, 'Broadcast proof');
    await createBenchStaff(database.db, [{ email: MANAGER, role: 2, group_id: fleet.group_id }]);
    return fleet;
  } finally {
    await database.close();
  }
}

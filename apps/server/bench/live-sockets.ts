// npm run bench:sockets -- [--sessions 1000]
// Staff browsers' live sockets held by the built server (embedded database): how much memory 1,000 signed-in
// live streams add to the server process, and how fast a group message's live events reach every one of
// them (from the request to the last socket's event). Target: < 200 MB extra for 1,000 sockets.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { freePort } from '../proof/processes.js';
import { ProofServer } from '../proof/proof-server.js';
import { machineLine } from './machine.js';

const { values } = parseArgs({ options: { sessions: { type: 'string', default: '1000' } } });
const N = Number(values.sessions);
/** The demo's manager of Maple Grove Care (role 2): their stream hears their group's events. */
const MANAGER = 'manager@acorn.demo';

const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const settle = () => new Promise((r) => setTimeout(r, 2000));

/** A signed-in live stream, as the portal's page opens it, counting the command events it hears. */
async function openStream(base: string, token: string, heard: (at: number) => void): Promise<WebSocket> {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/v1/acorn/live`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const ready = new Promise((resolve) =>
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string };
      if (event.type === 'ready') resolve(null);
      if (event.type === 'command') heard(Date.now());
    }),
  );
  socket.send(JSON.stringify({ type: 'auth', token }));
  await ready;
  return socket;
}

console.log(machineLine('bench:sockets'));
const server = new ProofServer({ port: await freePort() });
await server.start();
try {
  // Every stream a session of its own, as N browsers would have.
  const tokens: string[] = [];
  while (tokens.length < N)
    tokens.push(...(await Promise.all([1, 2, 3, 4].map(() => server.signIn(MANAGER)))));
  await settle();
  const before = rss(server.pid!);
  const firstEvent: number[] = [];
  const sockets: WebSocket[] = [];
  for (let i = 0; i < N; i += 50)
    sockets.push(
      ...(await Promise.all(
        tokens
          .slice(i, i + 50)
          .map((token, j) => openStream(server.base, token, (at) => (firstEvent[i + j] ??= at))),
      )),
    );
  await settle();
  const held = rss(server.pid!);

  // A message to every tablet of the manager's group: each stream hears its commands stored.
  const asked = Date.now();
  const res = await fetch(`${server.base}/v1/acorn/commands`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'message', message: `Live ${asked}`, filter: {} }),
  });
  if (res.status !== 202) throw new Error(`the group message answered ${res.status}: ${await res.text()}`);
  for (let i = 0; i < 600 && firstEvent.filter(Boolean).length < N; i++)
    await new Promise((r) => setTimeout(r, 50));
  const latencies = firstEvent
    .filter(Boolean)
    .map((at) => at - asked)
    .sort((a, b) => a - b);

  console.log(`${N} staff sessions' live sockets on the built server (embedded database)`);
  console.log(
    `  server memory: ${mb(before)} before, ${mb(held)} with every socket open: ${mb(held - before)} extra (${((held - before) / N / 1024).toFixed(0)} KB a socket)`,
  );
  console.log(
    `  a group message's live event reached ${latencies.length}/${N} sockets: request → event p50 ${percentile(latencies, 0.5)} ms, p99 ${percentile(latencies, 0.99)} ms, last ${latencies.at(-1)} ms`,
  );
  console.log(
    `  → ${held - before < 200 * 2 ** 20 && latencies.length === N ? 'meets' : 'MISSES'} the target (< 200 MB extra, every socket hears it)`,
  );
  for (const socket of sockets) socket.close();
} finally {
  await server.stop();
}
process.exit(0);

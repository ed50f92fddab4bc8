import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { totpCode, totpStep } from '../../apps/server/src/lib/totp';
import { ADMIN, DEMO_PASSWORD } from './demo';
import { portalUrl } from './ports';

/**
 * The demo administrator signs in with a password and an authenticator code (ADR 0038). The first sign-in
 * of a run sets the authenticator up through the API, as the enrolment screen does, and keeps the key in
 * E2E_DATA_DIR, so any worker can make codes. The server takes each 30 s step's code once (replay), so
 * the steps handed out are recorded there too, under a lock: a sign-in waits for a fresh step only when
 * the current and next ones have been used. Each worker then keeps its administrator's session for the
 * specs that only need one signed in (signInAs), and signs in again only when a spec has ended it.
 */

interface State {
  secret: string;
  /** The last step whose code was used (the server refuses it and any older one). */
  lastStep: number;
}

const defaultServer = portalUrl;
// Outside a Playwright run (a bench), the system's temporary folder.
const stateFile = (server: string) =>
  path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), `admin-two-step-${new URL(server).port}.json`);
const readState = (server: string): State | null => {
  try {
    return JSON.parse(fs.readFileSync(stateFile(server), 'utf8')) as State;
  } catch {
    return null;
  }
};
const writeState = (server: string, state: State) =>
  fs.writeFileSync(stateFile(server), JSON.stringify(state));

/** One worker at a time reads and writes the state (mkdir is atomic); a lock left by a killed worker expires. */
async function locked<T>(server: string, work: () => Promise<T>): Promise<T> {
  const lock = `${stateFile(server)}.lock`;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 90_000) fs.rmSync(lock, { recursive: true, force: true });
      await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A code of a step not used yet: this step's or the next (the server takes a step either side of its own),
 * else (both used) the next once it begins. Never the step before's: the server takes it only until the
 * step turns over, which on a busy machine may come before the request is read.
 */
async function freshCode(state: State): Promise<string> {
  const step = Math.max(state.lastStep + 1, totpStep(new Date()));
  const waitMs = (step - 1) * 30_000 - Date.now();
  if (waitMs > 0) await sleep(waitMs + 50);
  state.lastStep = step;
  return totpCode(state.secret, step);
}

async function post<T>(server: string, url: string, body: object, token?: string): Promise<T> {
  const res = await fetch(server + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

type Answer =
  | { status: 'success'; last_active_token: string; two_step_setup_required: boolean }
  | { status: 'mfa_required'; mfa_token: string };

/**
 * A fresh session of the demo administrator on `server`, through both steps; on the first call for that
 * server, after setting the authenticator up.
 */
export function signInAdminThroughApi(server = defaultServer()): Promise<string> {
  return locked(server, async () => {
    const first = await post<Answer>(server, '/v2/acorn/login', { email: ADMIN, password: DEMO_PASSWORD });
    if (first.status === 'success') {
      if (first.two_step_setup_required) await enrol(server, first.last_active_token);
      return first.last_active_token;
    }
    const state = readState(server);
    if (!state) throw new Error(`${ADMIN} has two-step sign-in on, but this run did not set it up`);
    const code = await freshCode(state);
    writeState(server, state);
    const signedIn = await post<{ last_active_token: string }>(server, '/v2/acorn/login/two-step', {
      mfa_token: first.mfa_token,
      code,
    });
    return signedIn.last_active_token;
  });
}

async function enrol(server: string, token: string) {
  const { secret } = await post<{ secret: string }>(
    server,
    '/v1/acorn/two-step/start',
    { password: DEMO_PASSWORD },
    token,
  );
  const state = { secret, lastStep: 0 };
  await post(server, '/v1/acorn/two-step/confirm', { code: await freshCode(state) }, token);
  writeState(server, state);
}

/** A code for the sign-in page's second step (signInThroughPage), of a step no one has used. */
export function adminCode(server = defaultServer()): Promise<string> {
  return locked(server, async () => {
    const state = readState(server);
    if (!state) throw new Error(`${ADMIN}'s authenticator is not set up yet`);
    const code = await freshCode(state);
    writeState(server, state);
    return code;
  });
}

const kept = new Map<string, string>();

/** This worker's session of the demo administrator: kept while it lasts, else a new one. */
export async function adminToken(server = defaultServer()): Promise<string> {
  const token = kept.get(server);
  if (token) {
    const me = await fetch(`${server}/v1/acorn/me`, { headers: { authorization: `Bearer ${token}` } });
    if (me.ok) return token;
  }
  const fresh = await signInAdminThroughApi(server);
  kept.set(server, fresh);
  return fresh;
}

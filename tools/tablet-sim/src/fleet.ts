import { portalApi } from './http';
import { SimulatedTablet, type TabletBehaviour, type TabletIdentity } from './simulated-tablet';

export interface FleetOptions {
  server: string;
  enrolmentSecret: string;
  mqttUrl?: string;
  behaviour?: Partial<TabletBehaviour>;
  /** Tablets enrolling and connecting at once. */
  concurrency?: number;
}

/** Runs `work` over items, at most `limit` at a time. */
async function inBatches<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(workers);
}

/**
 * Enrols and connects a fleet of simulated tablets. Those the server refuses (a device with no tablet
 * user, say) are reported, not fatal: the demo's devices include stock not yet given to anyone.
 */
export async function startFleet(identities: readonly TabletIdentity[], options: FleetOptions) {
  const tablets: SimulatedTablet[] = [];
  const refused: { identity: TabletIdentity; reason: string }[] = [];
  await inBatches(identities, options.concurrency ?? 50, async (identity) => {
    const tablet = new SimulatedTablet(identity, options);
    try {
      await tablet.enrol();
      await tablet.connect();
      tablets.push(tablet);
    } catch (error) {
      refused.push({ identity, reason: error instanceof Error ? error.message : String(error) });
    }
  });
  return {
    tablets,
    refused,
    async stop() {
      await Promise.all(tablets.map((t) => t.disconnect().catch(() => t.drop())));
    },
  };
}

/**
 * The demo data's tablets, read through the API as a signed-in administrator. Administrators sign in in two
 * steps (ADR 0038): `code` is the current code of their authenticator app, or a function making one.
 */
export async function demoIdentities(
  server: string,
  admin: { email: string; password: string; code?: string } | { token: string },
): Promise<TabletIdentity[]> {
  const api = portalApi(server);
  const token = 'token' in admin ? admin.token : await signInAs(api, admin);
  const identities: TabletIdentity[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await api('get', '/v1/acorn/acorn-devices', {
      query: { page, page_size: 100 },
      token,
    });
    // Unassigned devices are stock on a shelf, with no tablet user to enrol as.
    for (const d of items)
      if (d.acorn_id && d.status !== 'Unassigned')
        identities.push({ acorn_id: d.acorn_id, serial_number: d.serial_number });
    if (page * 100 >= total) return identities;
  }
}

/** Signs in through both steps where the account has two-step sign-in (ADR 0038); answers the token. */
async function signInAs(
  api: ReturnType<typeof portalApi>,
  admin: { email: string; password: string; code?: string },
): Promise<string> {
  const label = `sign-in as ${admin.email}`;
  const first = await api('post', '/v2/acorn/login', {
    body: { email: admin.email, password: admin.password },
    label,
  });
  if (first.status === 'success') return first.last_active_token;
  if (!admin.code) throw new Error(`${admin.email} signs in with a code: give the authenticator's (--code).`);
  const second = await api('post', '/v2/acorn/login/two-step', {
    body: { mfa_token: first.mfa_token, code: admin.code },
    label,
  });
  return second.last_active_token;
}

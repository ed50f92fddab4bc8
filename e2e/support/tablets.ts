import { expect, type Page } from '@playwright/test';
import { DEMO_ENROLMENT_SECRET } from '../../apps/server/src/setup/demo-accounts';
import {
  demoIdentities,
  SimulatedTablet,
  type TabletBehaviour,
  type TabletIdentity,
} from '../../tools/tablet-sim/src';
import { adminToken } from './admin-two-step';
import { portalUrl } from './ports';

const server = portalUrl();

/**
 * Simulated tablets of the demo data, enrolled and connected to the portal under test, disconnected after
 * the spec's tests. `from` picks where in the demo fleet to start: specs running side by side use their
 * own tablets.
 */
export async function demoTablets(from: number, count: number, behaviour: Partial<TabletBehaviour> = {}) {
  const identities = (await demoIdentities(server, { token: await adminToken() })).slice(from);
  return connectTablets(identities, count, behaviour);
}

/** Simulated tablets of the demo residents with these Acorn ids, each of which must enrol. */
export async function tabletsOf(acornIds: readonly string[], behaviour: Partial<TabletBehaviour> = {}) {
  const identities = await demoIdentities(server, { token: await adminToken() });
  const named = acornIds.map((id) => identities.find((i) => i.acorn_id === id)!);
  return connectTablets(named, acornIds.length, behaviour);
}

async function connectTablets(
  identities: readonly TabletIdentity[],
  count: number,
  behaviour: Partial<TabletBehaviour>,
) {
  const tablets: SimulatedTablet[] = [];
  for (const identity of identities) {
    if (tablets.length === count) break;
    const tablet = new SimulatedTablet(identity, {
      server,
      enrolmentSecret: DEMO_ENROLMENT_SECRET,
      behaviour,
    });
    // A device with no tablet user is refused enrolment: stock on a shelf, skipped.
    const enrolled = await tablet.enrol().then(
      () => true,
      () => false,
    );
    if (!enrolled) continue;
    await tablet.connect();
    tablets.push(tablet);
  }
  if (tablets.length < count) throw new Error(`only ${tablets.length} demo tablets could enrol`);
  return {
    tablets,
    async stop() {
      await Promise.all(tablets.map((t) => t.disconnect().catch(() => t.drop())));
    },
  };
}

/** Narrows the tablets list to one tablet by its Acorn id and returns its card. */
export async function cardOf(page: Page, tablet: SimulatedTablet) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(tablet.identity.acorn_id);
  const cards = page.getByRole('region', { name: 'Tablets' }).getByRole('article');
  // Its More link names it: the previous search's card stays on screen until the new answer arrives.
  await expect(cards.locator(`a[href="/device/${tablet.userId}"]`)).toHaveCount(1);
  await expect(cards).toHaveCount(1);
  return cards.first();
}

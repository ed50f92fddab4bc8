import type { ResidentRow } from '@acorn/domain/residents';
import { expect, type Browser, type Page } from '@playwright/test';
import { sessionToken } from './demo';
import { watchPeers } from './peers';
import { nameOf } from './residents';
import { tabletContext } from './tablet-app';

/**
 * A tablet app set up for the resident from a one-time link made by `page`'s staff member, its peers watched.
 * With `tabletOrigin` the link is opened there (another API instance) rather than at the portal's address the
 * link names, so the tablet app is served by, and asks, that instance.
 */
export async function enrolledTablet(
  page: Page,
  browser: Browser,
  resident: ResidentRow,
  tabletOrigin?: string,
) {
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const made = await page.request.post(`/v1/acorn/users/${resident.user_id}/enrolment-link`, { headers });
  expect(made.status()).toBe(201);
  const { context, tablet } = await tabletContext(browser);
  await watchPeers(context);
  const link = new URL(((await made.json()) as { url: string }).url);
  await tablet.goto(
    tabletOrigin ? new URL(link.pathname + link.search + link.hash, tabletOrigin).href : link.href,
  );
  await expect(tablet.getByRole('button', { name: /^Messages/ })).toBeVisible();
  return { context, tablet, headers };
}

/** Staff press Call in the resident's Call panel; resolves with the in-call view. */
export async function callFromResidentsScreen(page: Page, resident: ResidentRow) {
  await page.goto(`/users?user_id=${resident.user_id}&type=call`);
  // The panel's Call, not the list row's button of the same name that opens the panel.
  const panel = page.getByRole('region', { name: `Call · ${nameOf(resident)}` });
  await panel.getByRole('button', { name: `Call ${nameOf(resident)}` }).click();
  return inCallWith(page, resident);
}

export const inCallWith = (page: Page, resident: ResidentRow) =>
  page.getByRole('dialog', { name: `Call with ${nameOf(resident)}` });

/** The resident's latest call log entries, newest first (asked of `origin`, by default the page's portal). */
export async function callLogOf(
  page: Page,
  resident: ResidentRow,
  headers: { authorization: string },
  origin = '',
) {
  const log = await page.request.get(
    `${origin}/v1/acorn/residents/${resident.user_id}/calls?page=1&page_size=5`,
    { headers },
  );
  return (
    (await log.json()) as {
      items: { name: string; status: string; isOutgoing: boolean; duration: number; note: string | null }[];
    }
  ).items;
}

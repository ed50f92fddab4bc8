import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible } from './axe';

/**
 * A tablet as a resident holds it: a context of its own (its own storage, so its own credential), the
 * text at 200 % of the app's size, as a resident with poor sight sets it, for every screen of the spec.
 */
export async function tabletContext(browser: Browser): Promise<{ context: BrowserContext; tablet: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const larger = document.createElement('style');
      // The app's root is 150 % (24 px body); 200 % of that.
      larger.textContent = 'html { font-size: 300% !important; }';
      document.head.append(larger);
    });
  });
  return { context, tablet: await context.newPage() };
}

/** The tablet's home screen, from wherever it is. */
export async function home(tablet: Page) {
  const back = tablet.getByRole('button', { name: 'Home', exact: true });
  if (await back.isVisible()) await back.click();
  await expect(tablet.getByRole('button', { name: /^Messages/ })).toBeVisible();
}

/** Opens one of the home screen's tiles and waits for its heading. */
export async function openTile(tablet: Page, tile: RegExp | string, heading: RegExp | string) {
  await home(tablet);
  await tablet.getByRole('button', { name: tile }).click();
  await expect(tablet.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** axe on the tablet's screen as it is now (at 200 % text). */
export const expectTabletAccessible = (tablet: Page) => expectAccessible(tablet);

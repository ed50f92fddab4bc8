import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of violations when the page breaks WCAG 2.2 AA. Run it once per page state. `within`
 * limits the check to what a step changed (a dialog, a drawer): the rest of the page was checked in its own
 * state, and axe over a wide grid is the slowest step of the suite on a busy machine.
 */
export async function expectAccessible(page: Page, within?: string) {
  // Colours are judged as they settle: mid-fade, a dialog's text is fainter than it will be. Only finite
  // animations are awaited: a spinner or a progress bar runs forever and its `finished` never comes.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (within) axe = axe.include(within);
  const { violations } = await axe.analyze();
  const found = violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}

import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { signInAs } from '../support/demo';
import { choosePicture } from '../support/family';
import { expectNote, fillField, openAdd, saveForm } from '../support/grid';
import { chooseMenuPdf, downloadMenuPdf } from '../support/menus';
import { MANAGER } from '../support/residents';

// Files off the local disk (issue 41): each instance of CI's scale-out stage has a data directory of its
// own and no folder is shared, so a photo or PDF taken by A can only reach B through the file store (the
// database by default, ADR 0046). What A took, B serves whole, to the same people.
const a = process.env.E2E_A_URL!;
const b = process.env.E2E_B_URL!;

/** A page of its own browser on instance B, signed in as `email`. */
async function onB(browser: Browser, email: string, at: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: b });
  const page = await context.newPage();
  await signInAs(page, email, at);
  return page;
}

test('a menu PDF uploaded on instance A downloads whole from instance B', async ({ page, browser }) => {
  await signInAs(page, MANAGER, '/menus');
  const add = await openAdd(page, 'menu');
  const title = `Two instances ${Date.now()}`;
  await fillField(add, 'Title', title);
  await saveForm(add, 'Content successfully created.');
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(100_000)]);
  await chooseMenuPdf(page, title, 'week.pdf', pdf);
  await expectNote(page, 'Menu PDF uploaded.');

  const there = await onB(browser, MANAGER, '/menus');
  const file = await downloadMenuPdf(there, title, 'week.pdf');
  expect(file.filename).toBe('week.pdf');
  expect(file.bytes.equals(pdf)).toBe(true);
  await there.context().close();
});

test('a family photo uploaded on instance A shows in the gallery served by instance B', async ({
  page,
  browser,
}) => {
  const family = 'family@acorn.demo';
  await signInAs(page, family, '/family-share');
  const caption = `Seen from both instances ${Date.now()}`;
  await choosePicture(page);
  await page.getByRole('textbox', { name: 'Caption (optional)' }).fill(caption);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(/^Photo uploaded\. Share it/)).toBeVisible();

  const there = await onB(browser, family, '/family-share');
  const picture = there.getByRole('img', { name: caption });
  await expect(picture).toBeVisible();
  // Drawn by the browser from B's answer, so decoded whole.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The page fetched it (the API refuses an <img> aimed at it) and drew it from memory: ask B for it again.
  const fetched = await there.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => name.endsWith('/thumbnail')),
  );
  expect(new URL(fetched!).origin).toBe(b);
  const served = await there.request.get(fetched!);
  expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/jpeg']);
  expect(new URL(page.url()).origin).toBe(a);
  await there.context().close();
});

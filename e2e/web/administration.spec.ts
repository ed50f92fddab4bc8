import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { signInAs, signInThroughPage, sessionToken } from '../support/demo';
import { acknowledge, action, cell, recordWrites, showRowsPerPage } from '../support/grid';
import { linkIn, mailTo } from '../support/mailbox';

test('role 1 adds a portal user, who is mailed a link, chooses a password and signs in', async ({ page }) => {
  await signInAs(page, 'admin@acorn.demo', '/portal-users');
  await expect(page.getByRole('grid', { name: 'Portal Users' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expectAccessible(page);

  // The roles offered, and the chips, are the server's roles table: no name is the browser's own.
  const offered = page.waitForResponse((r) => r.url().endsWith('/v1/acorn/assignable-roles'));
  await page.getByRole('button', { name: 'Add' }).click();
  const roles = ((await (await offered).json()) as { items: { role_id: number; description: string }[] })
    .items;
  expect(roles.map((r) => r.role_id)).toEqual([1, 2, 3, 4, 5, 7, 8]);
  const contentEditor = roles.find((r) => r.role_id === 4)!.description;
  await action(page, '-1', 'Save');
  await acknowledge(page, 'Email cannot be empty.');
  const email = `siobhan.${Date.now()}@maple.ie`;
  await cell(page, '-1', 'email').locator('input').fill(email);
  await action(page, '-1', 'Save');
  await acknowledge(page, 'First name cannot be empty.');
  await cell(page, '-1', 'firstname').locator('input').fill('Siobhán');
  await cell(page, '-1', 'surname').locator('input').fill('Ní Bhriain');
  await cell(page, '-1', 'roles').getByRole('combobox').click();
  await expect(page.getByRole('option', { name: 'Reserved' })).toHaveCount(0);
  await page.getByRole('option', { name: contentEditor }).click();
  await page.keyboard.press('Tab');
  await action(page, '-1', 'Save');
  await acknowledge(page, 'Saved.');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(contentEditor);
  // The email is fixed once added.
  const id = (await row.getAttribute('data-id'))!;
  await action(page, id, 'Edit');
  await expect(cell(page, id, 'email').locator('input')).toHaveCount(0);
  await action(page, id, 'Cancel');

  const link = linkIn(await mailTo(email));
  expect(link).toBeDefined();
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(link!);
  const password = 'a first passphrase of my own';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. You can now sign in.');
  await signInThroughPage(page, email, password);
  await expect(page).toHaveURL(/\/local-contents$/);
});

test('role 1 edits groups and their permissions; Acorn Group stays as it is', async ({ page }) => {
  await signInAs(page, 'admin@acorn.demo', '/groups');
  const grid = page.getByRole('grid', { name: 'Groups' });
  await expect(grid).toBeVisible();
  const acorn = grid.getByRole('row').filter({ hasText: 'Acorn Group' });
  await expect(acorn.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(acorn.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  // It says why, and neither double-click nor Enter opens it for editing.
  const reason = "The group 'Acorn Group' cannot be edited or deleted.";
  const lock = acorn.getByRole('img', { name: reason });
  await lock.hover();
  await expect(page.getByRole('tooltip')).toHaveText(reason);
  const name = acorn.locator('[data-field="title"]');
  await name.dblclick();
  await expect(acorn.getByRole('textbox')).toHaveCount(0);
  await name.press('Enter');
  await expect(acorn.getByRole('textbox')).toHaveCount(0);
  await expect(acorn.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expectAccessible(page);
  // Anything that tries anyway is refused by the server in its own words.
  const id = await acorn.getAttribute('data-id');
  const refused = await page.request.put(`/v1/acorn/groups/${id}`, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: { description: 'changed' },
  });
  expect(refused.ok()).toBe(false);
  expect(((await refused.json()) as { message: string }).message).toBe(reason);

  await page.getByRole('button', { name: 'Add' }).click();
  await action(page, '-1', 'Save');
  await acknowledge(page, 'Group title cannot be empty.');
  const title = `Riverside ${Date.now()}`;
  await cell(page, '-1', 'title').locator('input').fill(title);
  await action(page, '-1', 'Save');
  await acknowledge(page, 'Group description cannot be empty.');
  await cell(page, '-1', 'description').locator('input').fill('Limerick, 40 residents');
  await cell(page, '-1', 'group_permissions').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Read report' }).click();
  await page.getByRole('option', { name: 'Add public events' }).click();
  await page.keyboard.press('Tab');
  await action(page, '-1', 'Save');
  await acknowledge(page, 'Saved.');
  const row = grid.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Read report');
  await expect(row).toContainText('Add public events');
});

test('role 1 sees residents with their orders; the Active switch asks first and says what happened', async ({
  page,
}) => {
  await signInAs(page, 'admin@acorn.demo');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Acorn Users' }).click();
  await expect(page).toHaveURL(/\/acorn-users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acorn Users' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Acorn Users' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
  // axe over the spec's 50 rows a page takes most of this test's time on a busy machine.
  await showRowsPerPage(page, 10);
  await expectAccessible(page);

  const writes = recordWrites(page, 'acorn-users');
  const active = grid
    .getByRole('row')
    .nth(1)
    .getByRole('switch', { name: /^Active: / });
  const name = (await active.getAttribute('aria-label'))!;
  const resident = name.replace(/^Active: /, '');
  const was = await active.isChecked();
  const verb = was ? 'Deactivate' : 'Activate';

  // Cancel leaves it as it was, and nothing is sent.
  await active.click();
  const ask = page.getByRole('dialog', { name: `${verb} ${resident}` });
  // The confirmation is the app's one dialog component, checked by axe in the profile spec.
  await expect(ask).toContainText('Are you sure you want to do this?');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('switch', { name })).toBeChecked({ checked: was });
  expect(writes).toEqual([]);

  await page.getByRole('switch', { name }).click();
  await ask.getByRole('button', { name: verb }).click();
  await acknowledge(page, 'Acorn User content successfully updated.');
  expect(writes).toEqual(['PUT']);
  await expect(page.getByRole('switch', { name })).toBeChecked({ checked: !was });
  await page.reload();
  await expect(page.getByRole('switch', { name })).toBeChecked({ checked: !was });
  await page.getByRole('switch', { name }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: was ? 'Activate' : 'Deactivate' })
    .click();
  const said = page.getByRole('dialog').filter({ hasText: 'Acorn User content successfully updated.' });
  await expect(said).toContainText(`${resident} is now ${was ? 'active' : 'inactive'}.`);
  await said.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('switch', { name })).toBeChecked({ checked: was });
});

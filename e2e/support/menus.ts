import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { rowWith } from './grid';

/** The menus table's row of a menu, by its title. */
export const menuRow = rowWith;

/** Chooses a file for a menu through its row's Upload PDF button, as a person would. */
export async function chooseMenuPdf(page: Page, title: string, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await menuRow(page, title)
    .getByRole('button', { name: `Upload PDF for ${title}` })
    .click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer });
}

/** Downloads a menu's PDF through its row's Download button: the name the browser was given and the bytes. */
export async function downloadMenuPdf(page: Page, title: string, name: string) {
  const saved = page.waitForEvent('download');
  await menuRow(page, title)
    .getByRole('button', { name: `Download ${name} of ${title}` })
    .click();
  const file = await saved;
  return { filename: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * What a field says about itself beneath it (its helper text, read with it by a screen reader): the
 * elements its aria-describedby names, as one text.
 */
export function descriptionOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** Whether a field is marked as holding a mistake. */
export const isInvalid = (field: HTMLElement) => field.getAttribute('aria-invalid') === 'true';

/** The grid's row that shows `text` (a title, a serial number). */
export function rowOf(text: string): HTMLElement {
  const row = screen.getByText(text).closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row shows ${text}`);
  return row;
}

/** The grid's data rows, top to bottom (its header row left out). */
export const dataRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-id'));

/**
 * Puts `text` into a field as a paste does, after what it holds: one change (typing is one per key, and
 * slow in a test; type where the keys matter).
 */
export async function enter(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

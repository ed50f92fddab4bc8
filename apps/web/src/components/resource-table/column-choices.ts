import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useStoredState } from '../../lib/use-stored-state';

/** Where one user's column choices for one table are kept: each user and table has its own. */
export const columnChoicesKey = (userId: number | undefined, resource: string) =>
  `acorn.columns.${userId ?? 'anonymous'}.${resource}`;

/** The stored choices: which columns are hidden (false) or shown; none stored, or unreadable, is none. */
export function parseColumnChoices(stored: string | null): GridColumnVisibilityModel {
  try {
    const choices: unknown = JSON.parse(stored ?? '{}');
    if (!choices || typeof choices !== 'object' || Array.isArray(choices)) return {};
    return Object.fromEntries(Object.entries(choices).filter(([, shown]) => typeof shown === 'boolean'));
  } catch {
    return {};
  }
}

/** Until a user chooses, a wide table shows its most useful columns (`shown`) and hides the rest. */
export const defaultColumnChoices = (
  fields: readonly string[],
  shown: readonly string[] | undefined,
): GridColumnVisibilityModel =>
  shown ? Object.fromEntries(fields.filter((f) => !shown.includes(f)).map((f) => [f, false])) : {};

/**
 * The column chooser's choices (and the column menu's Hide), kept per user and table, so they survive a
 * reload (issue 14 §3); what the user has not chosen follows the table's default.
 */
export function useColumnChoices(
  userId: number | undefined,
  resource: string,
  fields: readonly string[],
  shown: readonly string[] | undefined,
) {
  const [chosen, setChosen] = useStoredState(columnChoicesKey(userId, resource), parseColumnChoices);
  return [{ ...defaultColumnChoices(fields, shown), ...chosen }, setChosen] as const;
}

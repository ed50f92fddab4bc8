import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useState } from 'react';

/** Where one user's column choices for one table are kept: each user and table has its own. */
export const columnChoicesKey = (userId: number | undefined, resource: string) =>
  `acorn.columns.${userId ?? 'anonymous'}.${resource}`;

/** The stored choices: which columns are hidden (false) or shown; none stored, or unreadable, is none. */
export function readColumnChoices(storage: Pick<Storage, 'getItem'>, key: string): GridColumnVisibilityModel {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
    return Object.fromEntries(Object.entries(stored).filter(([, shown]) => typeof shown === 'boolean'));
  } catch {
    return {};
  }
}

/**
 * The column chooser's choices (and the column menu's Hide), kept in local storage per user and table,
 * so they survive a reload (issue 14 §3). Sign-out clears local storage, and them with it.
 */
export function useColumnChoices(userId: number | undefined, resource: string) {
  const key = columnChoicesKey(userId, resource);
  const [model, setModel] = useState(() => readColumnChoices(localStorage, key));
  const change = (next: GridColumnVisibilityModel) => {
    setModel(next);
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or refused (private mode): the choice still holds until the page is left.
    }
  };
  return [model, change] as const;
}

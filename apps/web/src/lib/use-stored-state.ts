import { useState } from 'react';

/**
 * State kept in local storage under `key`, so it survives a reload: read once through `parse` (which turns
 * nothing stored, or something damaged, into the default) and written as JSON on every change. Storage
 * that is full or refused (private mode) keeps the choice until the page is left. Sign-out clears local
 * storage, and every such choice with it.
 */
export function useStoredState<T>(key: string, parse: (stored: string | null) => T) {
  const [value, setValue] = useState(() => {
    try {
      return parse(localStorage.getItem(key));
    } catch {
      return parse(null);
    }
  });
  const change = (next: T) => {
    setValue(next);
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // kept in memory only
    }
  };
  return [value, change] as const;
}

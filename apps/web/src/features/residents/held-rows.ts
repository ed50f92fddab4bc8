import { useState } from 'react';

interface Keyed {
  user_id: number;
}

/**
 * Fresh rows laid out in the order shown before: each shown row takes its fresh content in place (or keeps
 * its last content if it has left the page), and rows new to the page go at the end. Nothing shown moves.
 */
export function heldRows<R extends Keyed>(shown: readonly R[], fresh: readonly R[]): R[] {
  const byId = new Map(fresh.map((row) => [row.user_id, row]));
  const shownIds = new Set(shown.map((row) => row.user_id));
  return [
    ...shown.map((row) => byId.get(row.user_id) ?? row),
    ...fresh.filter((row) => !shownIds.has(row.user_id)),
  ];
}

/**
 * The rows to show. While `holding` (the pointer or the keyboard is in the list) a live refresh may change
 * what rows say but never where they are, so nothing jumps under a pointer about to click; the server's
 * order applies once the hold ends. A new view (filter, sort, page) is the person's own doing and applies
 * at once.
 */
export function useHeldRows<R extends Keyed>(
  fresh: readonly R[],
  holding: boolean,
  view: string,
): readonly R[] {
  const [last, setLast] = useState({ fresh, holding, view, shown: fresh });
  if (last.fresh !== fresh || last.holding !== holding || last.view !== view) {
    const shown = holding && last.view === view ? heldRows(last.shown, fresh) : fresh;
    setLast({ fresh, holding, view, shown });
    return shown;
  }
  return last.shown;
}

import { useState } from 'react';

const keyOf = (userId: number) => `acorn.drawer-collapsed.${userId}`;

/** Whether this user keeps the wide drawer collapsed: remembered across reloads, per user. */
export function useCollapsed(userId: number): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(keyOf(userId)) === 'true');
  const toggle = () => {
    const next = !collapsed;
    // Storage may be full or refused; the choice then lasts until the reload only.
    try {
      localStorage.setItem(keyOf(userId), String(next));
    } catch {
      /* kept in memory */
    }
    setCollapsed(next);
  };
  return [collapsed, toggle];
}

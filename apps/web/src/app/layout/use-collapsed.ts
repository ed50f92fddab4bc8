import { useStoredState } from '../../lib/use-stored-state';

/** Whether this user keeps the wide drawer collapsed: remembered across reloads, per user. */
export function useCollapsed(userId: number): [boolean, () => void] {
  const [collapsed, setCollapsed] = useStoredState(
    `acorn.drawer-collapsed.${userId}`,
    (stored) => stored === 'true',
  );
  return [collapsed, () => setCollapsed(!collapsed)];
}

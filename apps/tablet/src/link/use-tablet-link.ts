import { useMemo, useSyncExternalStore } from 'react';
import type { Tablet } from '../state/tablet-context';
import type { TabletLink } from './tablet-link';

/** The screens' view of the link: its state, re-rendered on every change, and its actions. */
export function useTabletLink(link: TabletLink): Tablet {
  const state = useSyncExternalStore(link.subscribe, link.getState);
  return useMemo(() => ({ state, actions: link.actions }), [state, link]);
}

import { createContext, useContext, type ReactNode } from 'react';
import type { TabletActions, TabletState } from './tablet-state';

export interface Tablet {
  state: TabletState;
  actions: TabletActions;
}

const TabletContext = createContext<Tablet | null>(null);

/** Gives the screens the tablet's state and actions: the real link in the app, a fixed one in tests. */
export function TabletProvider({ tablet, children }: { tablet: Tablet; children: ReactNode }) {
  return <TabletContext.Provider value={tablet}>{children}</TabletContext.Provider>;
}

export function useTablet(): Tablet {
  const tablet = useContext(TabletContext);
  if (!tablet) throw new Error('useTablet outside TabletProvider');
  return tablet;
}

import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { theme } from '../src/app/theme';
import { DialogsProvider } from '../src/components/dialogs/dialogs-provider';
import type { LiveEvent } from '../src/lib/live-events';
import { clearSession, saveSession, type SessionUser } from '../src/lib/session';

// findBy… and waitFor wait for what a person would see; the lazily loaded form can take over the default
// second on a busy two-core machine. The limit only ends a wait for something that never comes.
configure({ asyncUtilTimeout: 10_000 });

/** The signed-in user a test plays; its roles are given per test. */
export const TEST_USER: SessionUser = {
  user_id: 41,
  user_group: 3,
  email: 'staff@example.test',
  firstname: 'Sam',
  surname: 'Staff',
  avatar: null,
  mob_phone: null,
  // Every bit, as the demo's groups hold: a test about a missing bit says which.
  group_permissions: ALL_PERMISSIONS,
};

/**
 * Signs a user in as the app does after sign-in (saveSession: local storage plus the in-memory copy that
 * useSession reads), so a screen sees exactly these roles.
 */
export function signIn(roles: number[], user: Partial<SessionUser> = {}) {
  saveSession({ user: { ...TEST_USER, ...user }, roles });
}

/** A query client as the app's, without its retries (a refused call answers at once) and fresh per test. */
export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

/** Live events open a WebSocket for staff; tests open nothing, and hear only what `liveEvent` says. */
class SilentSocket {
  static open = new Set<SilentSocket>();
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor() {
    SilentSocket.open.add(this);
  }
  send() {}
  close() {
    SilentSocket.open.delete(this);
  }
}

/** A live event as the server would send it, heard by every screen listening (wrap it in act). */
export function liveEvent(event: LiveEvent) {
  for (const socket of SilentSocket.open) socket.onmessage?.({ data: JSON.stringify(event) });
}

/** Where the router is, shown for tests that follow a navigation. */
function Whereabouts() {
  const { pathname } = useLocation();
  return <output aria-label="Current address">{pathname}</output>;
}

/** happy-dom's own handle on the window: its viewport, which media queries answer from. */
interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width: number; height: number }): void };
}
const DESKTOP = { width: 1024, height: 768 };
const PHONE = { width: 375, height: 740 };
const setViewport = (viewport: { width: number; height: number }) =>
  (window as unknown as HappyDomWindow).happyDOM?.setViewport(viewport);

interface Options {
  /** The signed-in user's roles; none (null) is nobody signed in. */
  roles: number[] | null;
  user?: Partial<SessionUser>;
  /** A phone's narrow screen (the tables show cards); a desktop's otherwise. */
  phone?: boolean;
  /**
   * Renders inside a memory router at `at`, the element on the route `path` (a screen that reads its
   * params or links elsewhere); any other address shows only where the router went. `at` may carry
   * navigation state, as a link's `state` would.
   */
  route?: { path: string; at: string | { pathname: string; search?: string; state?: unknown } };
}

export interface Rendered extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
}

/**
 * Renders `ui` inside the providers the app has (theme, query cache, dialogs) with a user signed in. Each
 * call has its own query cache, so nothing one test fetched is seen by the next.
 */
export function renderApp(ui: ReactNode, { roles, user, route, phone = false }: Options): Rendered {
  if (roles) signIn(roles, user);
  else clearSession();
  setViewport(phone ? PHONE : DESKTOP);
  vi.stubGlobal('WebSocket', SilentSocket);
  const queryClient = testQueryClient();
  clients.push(queryClient);
  const content = route ? (
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: route.path, element: ui },
          { path: '*', element: <Whereabouts /> },
        ],
        { initialEntries: [route.at] },
      )}
    />
  ) : (
    ui
  );
  const result = render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <DialogsProvider>{content}</DialogsProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, user: userEvent.setup(), queryClient };
}

const clients: QueryClient[] = [];

// Vitest runs without globals here, so Testing Library cannot clean up by itself. Unmounted first, then
// the caches emptied (no timers left behind), the session ended and the stand-ins (fetch, WebSocket) gone.
afterEach(() => {
  cleanup();
  SilentSocket.open.clear();
  clients.splice(0).forEach((client) => client.clear());
  clearSession();
  setViewport(DESKTOP);
  vi.unstubAllGlobals();
});

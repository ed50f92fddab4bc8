import { admits, permits, type RouteEntry } from '@acorn/domain/access';
import { TWO_STEP_SETUP_PATH } from '@acorn/domain/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { AfterFirstPaint } from '../components/after-first-paint';
import { firstPage, rowsQuery } from '../components/resource-table/resource-api';
import { TableFrame } from '../components/resource-table/table-frame';
import { Screen } from '../components/screen';
import { queryClient } from '../lib/query-client';
import type { AnyTable } from '../components/resource-table/table-definition';
import { NoAccessScreen } from '../features/not-found/no-access-screen';
import { PendingScreen } from '../features/pending/pending-screen';
import { getSession, groupPermissionsOf, useSession } from '../lib/session';
import { loadResourceTable, type ScreenCode, type ScreenComponent } from './screen-code';

// The signed-in routes' code: it travels with the shell (one chunk, see vite.config.ts), never with the
// sign-in page, and so do the query cache and the guard.

/** Loads a screen's code: the router calls it while the navigation is pending (a route's `lazy`). */
export type ScreenLoader = () => Promise<ScreenComponent>;

/**
 * A screen that is one editable table. Its route waits for no code: the heading and the table's frame
 * paint first, while the grid's code and the table's declaration load, and the first page of rows is
 * fetched as soon as the declaration says what to fetch, so the rows are there when the grid is.
 */
const tableScreen =
  (load: () => Promise<AnyTable>): ScreenLoader =>
  async () => {
    const definition = load().then((def) => {
      // Not for a group that may not read them: the server would refuse, and the screen says so instead.
      // (Its roles are the route's, which admitted the user.)
      if (permits(groupPermissionsOf(getSession()), def.source.permissions?.read))
        void queryClient.prefetchQuery(rowsQuery(def.source.name, firstPage(def.source)));
      return def;
    });
    const ready = Promise.all([definition, loadResourceTable()]).then(([def, { ResourceTable }]) => ({
      default: def.with((own) => () => <ResourceTable def={own} />),
    }));
    const Table = lazy(() => ready);
    return ({ title }) => (
      <Screen title={title}>
        <AfterFirstPaint fallback={<TableFrame label={title} />}>
          <Table />
        </AfterFirstPaint>
      </Screen>
    );
  };

/** The loader of a built screen's code (see SCREEN_CODE). */
export const screenLoader = (code: ScreenCode): ScreenLoader =>
  code.kind === 'table' ? tableScreen(code.load) : code.load;

/** The signed-in pages' query cache, provided by the shell's route (the public pages use none). */
export const WithQueries = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

/** A screen the user's roles admit, or, inside the shell, a plain word that they may not see it. */
function guarded(route: RouteEntry, Screen: ComponentType<{ title: string }>) {
  return function Guarded() {
    const session = useSession();
    if (!session) return null; // the shell sends the user to sign in
    // The server refuses such an administrator everything else (ADR 0038); so does the page.
    if (session.user.two_step_setup_required) return <Navigate to={TWO_STEP_SETUP_PATH} replace />;
    return admits(route.access, session.roles) ? (
      <Screen title={route.title} />
    ) : (
      <NoAccessScreen roles={session.roles} />
    );
  };
}

/** A route's screen, guarded: its built code, or PendingScreen for a route not built yet. */
export async function guardedScreen(route: RouteEntry, code: ScreenCode | undefined) {
  return guarded(route, code ? await screenLoader(code)() : PendingScreen);
}

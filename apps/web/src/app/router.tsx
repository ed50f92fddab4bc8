import { ROUTES, type PublicPath, type RouteEntry } from '@acorn/domain/access';
import { TWO_STEP_SETUP_PATH } from '@acorn/domain/auth';
import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { LogoutPage } from '../features/auth/logout-page';
import { SignInPage } from '../features/auth/sign-in-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { lazyNamed } from '../lib/lazy-named';
import { getSession } from '../lib/session';
import { loadIncomingCallCards, loadScreens, loadShell, screenCode } from './screen-code';

// The sign-in page loads only what it needs; the rarer public pages come when used.
const ForgotPasswordPage = lazyNamed(
  () => import('../features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyNamed(
  () => import('../features/auth/reset-password-page'),
  'ResetPasswordPage',
);

const TwoStepSetupPage = lazyNamed(() => import('../features/auth/two-step-setup-page'), 'TwoStepSetupPage');

/** Every public route's page: a path missing here, or not in the route table, does not compile. */
const PUBLIC_PAGES: Record<PublicPath, ReactNode> = {
  '/': <SignInPage />,
  '/logout': <LogoutPage />,
  '/forgot-password': (
    <Suspense>
      <ForgotPasswordPage />
    </Suspense>
  ),
  '/reset-password': (
    <Suspense>
      <ResetPasswordPage />
    </Suspense>
  ),
  '/two-step-setup': (
    <Suspense>
      <TwoStepSetupPage />
    </Suspense>
  ),
  '/not-found': <NotFoundPage />,
};

/**
 * The router fetches every matched route's code at once, before its middleware has run. Without a session
 * nothing is fetched: the load fails (and is tried again next time, as the router does not keep failures)
 * while the middleware below sends the user to sign in.
 */
const whenSignedIn =
  <T,>(load: () => Promise<T>) =>
  async () => {
    if (!getSession()) throw new Error('Signed out');
    return load();
  };

/**
 * Each screen's code loads as a route `lazy`, while the navigation is pending: the shell shows a progress
 * bar over the page being left, and the new page and its menu highlight arrive together.
 */
function screenRoute(route: RouteEntry): RouteObject {
  const code = screenCode(route.path, route.aliasOf);
  return {
    path: route.path,
    lazy: { Component: whenSignedIn(async () => (await loadScreens()).guardedScreen(route, code)) },
  };
}

export const routes: RouteObject[] = [
  // Exactly the route table's public paths: PUBLIC_PAGES is keyed by them.
  ...Object.entries(PUBLIC_PAGES).map(([path, element]) => ({ path, element })),
  {
    // Without a session, back to `/`.
    middleware: [
      () => {
        const session = getSession();
        if (!session) throw redirect('/');
        if (session.user.two_step_setup_required) throw redirect(TWO_STEP_SETUP_PATH);
      },
    ],
    lazy: {
      Component: whenSignedIn(() =>
        Promise.all([loadShell(), loadScreens()]).then(([{ SignedInShell }, { WithQueries }]) => () => (
          <WithQueries>
            <SignedInShell loadIncomingCalls={loadIncomingCallCards} />
          </WithQueries>
        )),
      ),
    },
    children: ROUTES.filter((r) => r.access !== 'public').map(screenRoute),
  },
  { path: '*', element: <Navigate to="/not-found" replace /> },
];

export const createAppRouter = () => createBrowserRouter(routes);

import { admits, ROUTES, type Access, type RouteEntry } from '@acorn/domain';
import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LogoutPage } from '../features/auth/logout-page';
import { SignInPage } from '../features/auth/sign-in-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PendingScreen } from '../features/pending/pending-screen';
import { lazyNamed } from '../lib/lazy-named';
import { useSession } from '../lib/session';
import { SCREENS } from './screens';

// The sign-in page loads only what it needs; the shell and the rarer public pages come when used.
const Shell = lazyNamed(() => import('./layout/shell'), 'Shell');
const ForgotPasswordPage = lazyNamed(
  () => import('../features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyNamed(
  () => import('../features/auth/reset-password-page'),
  'ResetPasswordPage',
);

const PUBLIC_PAGES: Record<string, ReactNode> = {
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
  '/not-found': <NotFoundPage />,
};

/** Signed-in screens live in the shell; without a session, back to `/`. */
function SignedIn() {
  const session = useSession();
  if (!session) return <Navigate to="/" replace />;
  return (
    <Suspense>
      <Shell session={session} />
    </Suspense>
  );
}

/** A screen the user's roles do not admit looks like one that does not exist. */
function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  return session && admits(access, session.roles) ? children : <NotFoundPage />;
}

function screenRoute(route: RouteEntry): RouteObject {
  const Screen = SCREENS[route.aliasOf ?? route.path];
  return {
    path: route.path,
    element: (
      <Guard access={route.access}>
        {Screen ? <Screen title={route.title} /> : <PendingScreen title={route.title} />}
      </Guard>
    ),
  };
}

export const routes: RouteObject[] = [
  ...ROUTES.filter((r) => r.access === 'public').map((r) => ({
    path: r.path,
    element: PUBLIC_PAGES[r.path],
  })),
  { element: <SignedIn />, children: ROUTES.filter((r) => r.access !== 'public').map(screenRoute) },
  { path: '*', element: <Navigate to="/not-found" replace /> },
];

export const createAppRouter = () => createBrowserRouter(routes);

import type { ComponentType } from 'react';
import { lazyNamed } from '../lib/lazy-named';

// Each screen is its own chunk, loaded when its route is first visited.
const ProfilePage = lazyNamed(() => import('../features/profile/profile-page'), 'ProfilePage');
const NewspapersPage = lazyNamed(() => import('../features/newspapers/newspapers-page'), 'NewspapersPage');

/** The built screens by route path; every other guarded route shows PendingScreen. */
export const SCREENS: Partial<Record<string, ComponentType>> = {
  '/profile': ProfilePage,
  '/newspapers': NewspapersPage,
};

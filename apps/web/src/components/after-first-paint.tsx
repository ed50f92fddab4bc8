import { Suspense, useDeferredValue, type ReactNode } from 'react';

/**
 * Shows `fallback` first and renders `children` in the background right after (React's deferred value,
 * which yields to the browser as it goes). For a heavy part of a screen, the Data Grid above all: the
 * rest of the screen, its heading among them, is painted before the heavy part is built, instead of all
 * of it at once when the heavy part is done. While the children's code loads, the fallback stays.
 */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const show = useDeferredValue(true, false);
  return <Suspense fallback={fallback}>{show ? children : fallback}</Suspense>;
}

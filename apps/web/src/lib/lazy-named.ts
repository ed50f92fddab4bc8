import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export: the module becomes its own chunk, loaded on first render. */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

import { useEffect, useState } from 'react';

/**
 * A module loaded on first need (`wanted`), then kept: its exports keep their own types, generics
 * included, which React.lazy's one default component would lose.
 */
export function useModule<M>(load: () => Promise<M>, wanted: boolean): M | null {
  const [loaded, setLoaded] = useState<{ module: M } | null>(null);
  useEffect(() => {
    if (wanted && !loaded)
      load().then(
        (module) => setLoaded({ module }),
        (error: unknown) => console.error(error),
      );
    // The loader is fixed for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, loaded]);
  return loaded?.module ?? null;
}

import { useTablet } from '../state/tablet-context';

/** Placeholder until the screens land. */
export function App() {
  const { state } = useTablet();
  return <main>{state.phase === 'set-up' ? 'Set up this tablet' : 'Acorn'}</main>;
}

import { useTablet } from '../state/tablet-context';
import { ReadyApp } from './ready-app';
import { SetUpScreen } from './set-up/set-up-screen';

/** The tablet's screens: set-up until it has a credential, then the resident's own. */
export function App() {
  const { state } = useTablet();
  return state.phase === 'set-up' ? <SetUpScreen /> : <ReadyApp />;
}

import type { ScreenId } from '../screen-ids';
import { CallMe } from './call-me';
import { Clock } from './clock';
import { Greeting } from './greeting';
import { Tiles } from './tiles';

/** The resident's home: the time, a greeting, what they can open, and a way to ask for a call. */
export function HomeScreen({ onOpen }: { onOpen: (screen: ScreenId) => void }) {
  return (
    <main className="screen home">
      <Clock />
      <Greeting />
      <Tiles onOpen={onOpen} />
      <CallMe />
    </main>
  );
}

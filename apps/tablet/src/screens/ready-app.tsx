import { useEffect, useState } from 'react';
import { useTablet } from '../state/tablet-context';
import { CallScreen } from './call/call-screen';
import { ConnectionLine } from './connection-line';
import { HomeScreen } from './home/home-screen';
import { PromptLayer } from './prompts/prompt-layer';
import type { ScreenId } from './screen-ids';
import { SubScreen } from './sub-screen';

/** How long a 'thank you' after an answer stays on screen. */
const THANKS_MS = 120_000;

/**
 * One screen at a time (home or what a tile opened, no router: nothing to lose on a reload) with the
 * oldest prompt (or a call) over it; while either shows, the screen behind is inert.
 */
export function ReadyApp() {
  const { state } = useTablet();
  const [screen, setScreen] = useState<ScreenId>('home');
  const [thanks, setThanks] = useState('');
  const prompt = state.prompts[0];
  const { call } = state;
  useEffect(() => {
    if (!thanks) return;
    const timer = setTimeout(() => setThanks(''), THANKS_MS);
    return () => clearTimeout(timer);
  }, [thanks]);
  const open = (next: ScreenId) => {
    setThanks('');
    setScreen(next);
  };
  return (
    <>
      <div className="app" inert={prompt !== undefined || call !== null}>
        <ConnectionLine />
        <p role="status" className="note">
          {thanks}
        </p>
        {screen === 'home' ? (
          <HomeScreen onOpen={open} />
        ) : (
          <SubScreen id={screen} onHome={() => open('home')} />
        )}
      </div>
      {/* A call comes before any prompt: it cannot wait, a prompt can. */}
      {call ? (
        <CallScreen key={call.view.call_id} call={call} />
      ) : (
        prompt && <PromptLayer key={prompt.command_id} prompt={prompt} onAnswered={setThanks} />
      )}
    </>
  );
}

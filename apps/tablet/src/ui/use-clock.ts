import { useEffect, useState } from 'react';
import { useTablet } from '../state/tablet-context';

const MINUTE = 60_000;

/**
 * The time, renewed as each minute turns (a clock on screen never lags by more than a moment), and the
 * zone to show it in: the resident's facility, or the browser's own until the profile is known.
 */
export function useClock(): { now: number; zone: string | undefined } {
  const zone = useTablet().state.profile?.time_zone;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        MINUTE - (Date.now() % MINUTE),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return { now, zone };
}

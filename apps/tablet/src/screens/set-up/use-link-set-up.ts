import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTablet } from '../../state/tablet-context';
import { messageOf } from '../../ui/message-of';

/** The token of a one-time set-up link (…/tablet/enrol#token=…), when this is one. */
function tokenInAddress(): string | null {
  if (!/\/enrol\/?$/.test(location.pathname)) return null;
  return new URLSearchParams(location.hash.slice(1)).get('token') || null;
}

/** The token is spent either way: it leaves the address (and the history) for the app's own. */
function leaveLink() {
  history.replaceState(null, '', location.pathname.replace(/enrol\/?$/, ''));
}

/**
 * Redeems a set-up link's token once, as the page opens. On success the link moves the app to 'ready'; on
 * failure the sentence is kept for an alert and the form below stays usable.
 */
export function useLinkSetUp(): { linking: boolean; error: string | null } {
  const { actions } = useTablet();
  const [token] = useState(tokenInAddress);
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);
  const redeem = useEffectEvent((t: string) => actions.enrolWithToken(t));
  useEffect(() => {
    // Once per page, even where React runs effects twice on purpose (StrictMode): a token is single-use.
    if (!token || started.current) return;
    started.current = true;
    void redeem(token).then(leaveLink, (error: unknown) => {
      leaveLink();
      setFailed(messageOf(error));
    });
  }, [token]);
  return { linking: token !== null && failed === null, error: failed };
}

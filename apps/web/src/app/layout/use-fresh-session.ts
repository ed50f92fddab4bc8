import { useEffect } from 'react';
import { checkSession } from '../../features/auth/auth-api';
import { onRefused } from '../../lib/api';
import { getSession, saveSession } from '../../lib/session';

/**
 * Keeps the session the page draws from (roles, group permission bits) as the server has it now: asked of
 * /me when the shell opens, when the window comes back into focus, and after any refusal (403). The server
 * checks every call anyway (ADR 0030); this only keeps the page from offering what it would refuse.
 */
export function useFreshSession() {
  useEffect(() => {
    let asking = false;
    const refresh = () => {
      if (asking) return;
      asking = true;
      checkSession()
        .then((fresh) => {
          if (JSON.stringify(fresh) !== JSON.stringify(getSession())) saveSession(fresh);
        })
        // An ended session is found by the next call that needs it; a network hiccup changes nothing.
        .catch(() => undefined)
        .finally(() => {
          asking = false;
        });
    };
    refresh();
    window.addEventListener('focus', refresh);
    const stopListening = onRefused(refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      stopListening();
    };
  }, []);
}

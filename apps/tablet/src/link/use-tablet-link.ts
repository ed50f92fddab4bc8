import { useMemo, useState } from 'react';
import type { Tablet } from '../state/tablet-context';
import { INITIAL_STATE } from '../state/tablet-state';

/** Placeholder until the link lands: a tablet in set-up that can do nothing. */
export function useTabletLink(): Tablet {
  const [state] = useState(INITIAL_STATE);
  const refused = () => Promise.reject(new Error('Not built yet.'));
  return useMemo(
    () => ({
      state,
      actions: {
        enrolWithSecret: refused,
        enrolWithToken: refused,
        answerCheckIn: () => {},
        answerInvite: () => {},
        markRead: () => {},
        dismiss: () => {},
        requestCall: refused,
        fetchWithCredential: () => refused(),
      },
    }),
    [state],
  );
}

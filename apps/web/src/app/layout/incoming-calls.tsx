import type { LiveEvent, RingingCall } from '@acorn/domain/tablet-link';
import { Suspense, useEffect, useState } from 'react';
import { apiCall } from '../../lib/api';
import { lazyNamed } from '../../lib/lazy-named';
import { useLiveEvents } from '../../lib/live-events';
import type { IncomingCallCards } from './incoming-call-cards';

/** A tablet's call as this page knows it: ringing, or how it stopped (the live event that said so). */
export interface IncomingCall {
  call: RingingCall;
  stopped: Extract<LiveEvent, { type: 'call_stopped_ringing' }> | null;
}

/** Loads the cards and the in-call view (their own chunk): every staff page carries only this listener. */
export type LoadIncomingCallCards = () => Promise<{ IncomingCallCards: typeof IncomingCallCards }>;

const ringing = (call: RingingCall): IncomingCall => ({ call, stopped: null });

/** The calls ringing now, from the server: for a page opened mid-ring, or a stream that was down. */
function loadRinging(setCalls: (update: (known: IncomingCall[]) => IncomingCall[]) => void) {
  apiCall('get', '/v1/acorn/calls/ringing').then(
    ({ items }) =>
      setCalls((known) => [
        // A card that stopped stays until closed; one still ringing here but not there stopped unheard.
        ...known.filter((k) => k.stopped || items.some((i) => i.call_id === k.call.call_id)),
        ...items.filter((i) => !known.some((k) => k.call.call_id === i.call_id)).map(ringing),
      ]),
    // Not loaded: the live events still bring the next ring.
    () => undefined,
  );
}

/**
 * Residents' tablets calling the care home (issue 22): each ringing call is a card for every staff member
 * of the group until they answer it, someone else does, or it stops.
 */
export function IncomingCalls({ userId, load }: { userId: number; load: LoadIncomingCallCards }) {
  const [Cards] = useState(() => lazyNamed(load, 'IncomingCallCards'));
  const [calls, setCalls] = useState<IncomingCall[]>([]);
  const [inCall, setInCall] = useState(false);
  useEffect(() => loadRinging(setCalls), []);
  useLiveEvents(
    (event) => {
      if (event.type === 'call_ringing')
        setCalls((known) => [...known.filter((k) => k.call.call_id !== event.call_id), ringing(event)]);
      else if (event.type === 'call_stopped_ringing')
        setCalls((known) =>
          known.map((k) => (k.call.call_id === event.call_id ? { ...k, stopped: event } : k)),
        );
    },
    () => loadRinging(setCalls),
  );

  return (
    (calls.length > 0 || inCall) && (
      <Suspense fallback={null}>
        <Cards
          calls={calls}
          userId={userId}
          onDismiss={(callId) => setCalls((known) => known.filter((k) => k.call.call_id !== callId))}
          onInCall={setInCall}
        />
      </Suspense>
    )
  );
}

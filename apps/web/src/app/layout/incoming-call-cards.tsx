import type { RingingCall } from '@acorn/domain/tablet-link';
import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useRef, useState } from 'react';
import type { CallStart } from '../../components/calls/call-driver';
import { lazyNamed } from '../../lib/lazy-named';
import { sharedKeys } from '../../lib/query-keys';
import { IncomingCallCard } from './incoming-call-card';
import type { IncomingCall } from './incoming-calls';

const InCallDialog = lazyNamed(() => import('../../components/calls/in-call-dialog'), 'InCallDialog');

interface Props {
  calls: IncomingCall[];
  /** The signed-in staff member: a call they answered elsewhere is no card here. */
  userId: number;
  onDismiss: (callId: number) => void;
  /** An answered call's view is open (or closed again): the listener keeps this mounted meanwhile. */
  onInCall: (inCall: boolean) => void;
}

/**
 * The ringing tablets' cards, stacked under the app bar at the top right (the width of a phone's screen),
 * and the in-call view of the one answered. Not a dialog: whatever the person was doing keeps its focus;
 * the cards follow the app bar in the tab order.
 */
export function IncomingCallCards({ calls, userId, onDismiss, onInCall }: Props) {
  const queryClient = useQueryClient();
  const stack = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<{ call: RingingCall; start: CallStart } | null>(null);

  const closeCall = useCallback(() => {
    if (active)
      void queryClient.invalidateQueries({ queryKey: sharedKeys.residentCalls(active.call.user_id) });
    setActive(null);
    onInCall(false);
  }, [active, queryClient, onInCall]);

  /** A card leaves; if the keyboard was on it, it goes to the next card, or else to the page's content. */
  const dismiss = (callId: number) => {
    const hadFocus = stack.current?.contains(document.activeElement) ?? false;
    onDismiss(callId);
    if (hadFocus)
      requestAnimationFrame(() =>
        (stack.current?.querySelector<HTMLElement>('button, a') ?? document.querySelector('main'))?.focus(),
      );
  };

  if (active)
    return (
      <Suspense fallback={null}>
        <InCallDialog start={active.start} name={active.call.resident_name} onClose={closeCall} />
      </Suspense>
    );
  if (calls.length === 0) return null;
  return (
    <Box
      ref={stack}
      sx={{
        position: 'fixed',
        top: { xs: 56, sm: 64 },
        left: { xs: 0, sm: 'auto' },
        right: { xs: 0, sm: 4 },
        width: { sm: 384 },
        maxHeight: { xs: 'calc(100dvh - 56px)', sm: 'calc(100dvh - 64px)' },
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        // Room for the cards' shadows and focus rings; the room itself lets clicks through to the page.
        p: 1.5,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {calls.map((incoming) => (
        <IncomingCallCard
          key={incoming.call.call_id}
          incoming={incoming}
          userId={userId}
          onAnswered={(reply) => {
            setActive({ call: incoming.call, start: { answered: reply, at: Date.now() } });
            onInCall(true);
            onDismiss(incoming.call.call_id);
          }}
          onDismiss={() => dismiss(incoming.call.call_id)}
        />
      ))}
    </Box>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { OngoingCall } from '../../state/tablet-state';
import { PromptDialog } from '../../ui/prompt-dialog';

/** A video element showing a stream (React has no prop for srcObject). */
function Video({ stream, label, self }: { stream: MediaStream | null; label: string; self?: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      className={self ? 'self-view' : 'remote-view'}
      aria-label={label}
      autoPlay
      playsInline
      muted={self}
    />
  );
}

/** mm:ss since the call was answered, each second. */
function useTimer(since: string | null): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const seconds = since ? Math.max(0, Math.floor((now - Date.parse(since)) / 1_000)) : 0;
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The call itself: the caller large, the resident's own picture small, one large Hang up. */
export function InCall({ call, onHangUp }: { call: OngoingCall; onHangUp: () => void }) {
  const { view } = call;
  const timer = useTimer(view.answered_at);
  return (
    <PromptDialog title={`Call with ${view.caller}`} fill>
      <div className="call-videos">
        <Video stream={call.remote} label={`${view.caller}’s camera`} />
        <Video stream={call.local} label="Your camera" self />
      </div>
      <p role="status" className="prompt-text" data-call-phase={view.phase}>
        {view.phase === 'connected'
          ? `Talking for ${timer}`
          : // The resident's own call: who answered it, while the picture comes.
            `${view.rung_by === 'tablet' ? `${view.caller} answered. ` : ''}Connecting…`}
      </p>
      <div className="answers">
        <button type="button" className="help" onClick={onHangUp}>
          Hang up
        </button>
      </div>
    </PromptDialog>
  );
}

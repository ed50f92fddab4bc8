import { useState } from 'react';
import { useTablet } from '../../state/tablet-context';
import { messageOf } from '../../ui/message-of';

/** Said once asked: online, the care home's staff are rung at once (the call screen shows it calling). */
const ASKED = 'The care home has been asked to call you.';
/** Offline, the request waits for the connection: too late to ring by then, so staff call back. */
const ASKED_OFFLINE =
  'There is no connection just now. Your request will be sent when the tablet is back online, and the care home will call you back.';

/** 'Call me': asks the care home to call the resident, and says so plainly. */
export function CallMe() {
  const { state, actions } = useTablet();
  const [said, setSaid] = useState('');
  const [asking, setAsking] = useState(false);
  const inCall = state.call !== null;
  const [wasInCall, setWasInCall] = useState(inCall);
  if (inCall !== wasInCall) {
    setWasInCall(inCall);
    // The call itself answers the request: after it, the words would only be stale.
    if (inCall) setSaid('');
  }
  const ask = () => {
    // A second press while asking asks nothing more (the button stays put, so focus is not lost).
    if (asking) return;
    const online = state.connection === 'online';
    setAsking(true);
    setSaid('Asking the care home…');
    void actions
      .requestCall()
      .then(
        () => (online ? ASKED : ASKED_OFFLINE),
        (error: unknown) => messageOf(error),
      )
      .then((words) => {
        setSaid(words);
        setAsking(false);
      });
  };
  return (
    <div className="call-me">
      <button type="button" className="call-button" onClick={ask}>
        Call me
      </button>
      <p role="status" className="quiet">
        {said}
      </p>
    </div>
  );
}

import { useState } from 'react';
import { useTablet } from '../../state/tablet-context';
import { messageOf } from '../../ui/message-of';

/** 'Call me': asks the care home to call the resident, and says so plainly. */
export function CallMe() {
  const { actions } = useTablet();
  const [said, setSaid] = useState('');
  const [asking, setAsking] = useState(false);
  const ask = () => {
    // A second press while asking asks nothing more (the button stays put, so focus is not lost).
    if (asking) return;
    setAsking(true);
    setSaid('Asking the care home…');
    void actions
      .requestCall()
      .then(
        () => 'The care home has been asked to call you.',
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

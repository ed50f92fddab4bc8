import { useEffect, useEffectEvent, useState } from 'react';
import { useTablet } from '../../state/tablet-context';
import { useClock } from '../../ui/use-clock';
import { whenReceived } from '../../ui/facility-clock';

/**
 * The care home's messages, newest first. Each unread one is read once it is on this screen: its read
 * receipt goes to the portal. 'New' marks those that were unread when the screen opened.
 */
export function MessagesScreen() {
  const { state, actions } = useTablet();
  const { now, zone } = useClock();
  const [fresh] = useState(() => new Set(state.messages.filter((m) => !m.read).map((m) => m.command_id)));
  const unread = state.messages.filter((m) => !m.read).map((m) => m.command_id);
  const markRead = useEffectEvent((ids: number[]) => ids.forEach((id) => actions.markRead(id)));
  const unreadKey = unread.join(',');
  useEffect(() => {
    if (unreadKey) markRead(unreadKey.split(',').map(Number));
  }, [unreadKey]);

  if (state.messages.length === 0) return <p className="quiet">No messages yet.</p>;
  return (
    <ul className="list">
      {state.messages.map((m) => (
        <li key={m.command_id} className="card message">
          {fresh.has(m.command_id) && <span className="badge">New</span>}
          <p className="message-text">{m.text}</p>
          <p className="quiet">{whenReceived(m.received_at, now, zone)}</p>
        </li>
      ))}
    </ul>
  );
}

import { useTablet } from '../state/tablet-context';

/**
 * Said calmly when the tablet is offline: what shows is from earlier and nothing is lost. Connecting says
 * nothing (it is usually a moment); the live region is always there so the change is read out.
 */
export function ConnectionLine() {
  const { connection } = useTablet().state;
  return (
    <p role="status" className="note">
      {connection === 'offline'
        ? 'No connection just now. What you see is from earlier; new things will come when it is back.'
        : ''}
    </p>
  );
}

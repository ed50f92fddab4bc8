import { useClock } from '../../ui/use-clock';
import { dayName, partsAt } from '../../ui/facility-clock';

/** The time (24-hour) and the date written out, on the clock of where the resident lives. */
export function Clock() {
  const { now, zone } = useClock();
  const parts = partsAt(now, zone);
  return (
    <p className="clock">
      <span className="clock-time">{parts.time}</span>
      <span className="clock-date">{dayName(parts)}</span>
    </p>
  );
}

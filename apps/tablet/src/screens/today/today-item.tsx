import { timeRange } from '../../ui/facility-clock';
import type { TodayEntry } from './today-entries';

const ANSWERS = { going: 'You said you are going', not_going: 'You said you are not going' } as const;

export function TodayItem({ entry, zone }: { entry: TodayEntry; zone: string | undefined }) {
  return (
    <li className="card">
      <p className="entry-time">{timeRange(entry.start, entry.end, zone)}</p>
      <h2>{entry.title}</h2>
      {entry.detail && <p>{entry.detail}</p>}
      {entry.location && <p>{entry.location}</p>}
      {entry.answer && <p className="quiet">{ANSWERS[entry.answer]}</p>}
    </li>
  );
}

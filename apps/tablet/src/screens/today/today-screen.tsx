import { tabletTodaySchema } from '@acorn/domain/tablet-link';
import { useTablet } from '../../state/tablet-context';
import { useClock } from '../../ui/use-clock';
import { okJson, useFetched } from '../../ui/use-fetched';
import { dayName, partsAt } from '../../ui/facility-clock';
import { todayEntries } from './today-entries';
import { TodayItem } from './today-item';

const readToday = (response: Response) => okJson(response).then((json) => tabletTodaySchema.parse(json));

/** Today's date and, in time order, the home's activities and the resident's own appointments. */
export function TodayScreen() {
  const { state } = useTablet();
  const { now, zone } = useClock();
  const today = useFetched('/v1/acorn/tablet-link/today', readToday);
  const activities = today.status === 'ready' ? today.data.activities : [];
  const entries = todayEntries(activities, state.calendar?.appointments ?? [], now, zone);
  return (
    <>
      <p className="today-date">{dayName(partsAt(now, zone))}</p>
      {today.status === 'loading' && (
        <p role="status" className="quiet">
          Loading…
        </p>
      )}
      {today.status === 'failed' && (
        <p role="status" className="note">
          The home’s activities cannot be shown just now. They will come back when the tablet is online.
        </p>
      )}
      {entries.length > 0 ? (
        <ul className="list">
          {entries.map((entry) => (
            <TodayItem key={entry.key} entry={entry} zone={zone} />
          ))}
        </ul>
      ) : (
        today.status === 'ready' && <p className="quiet">Nothing planned today.</p>
      )}
    </>
  );
}

import { useSearchParams } from 'react-router';
import { isDay } from './week-days';

/**
 * The week the page shows, kept in the address (?week=, its Monday) so a reload, a shared link and Back
 * show the same; this week on the care home's clock without one. Each choice is a new history entry.
 */
export function useWeekParam() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  return {
    week: isDay(asked) ? asked : null,
    chooseWeek: (monday: string | null) =>
      setParams((before) => {
        const after = new URLSearchParams(before);
        if (monday === null) after.delete('week');
        else after.set('week', monday);
        return after;
      }),
  };
}

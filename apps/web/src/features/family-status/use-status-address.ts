import type { FamilyResident } from '@acorn/domain';
import { useSearchParams } from 'react-router';
import { isDay } from './week-days';

/**
 * The resident and the week the page shows, kept in the address (?user_id=, ?week=) so a reload, a shared
 * link and Back show the same: the resident asked for when linked, else the first; the week asked for,
 * else this one. Each choice is a new history entry.
 */
export function useStatusAddress(residents: readonly FamilyResident[] | undefined) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('user_id'));
  const resident = residents?.find((r) => r.user_id === asked) ?? residents?.[0];
  const week = isDay(params.get('week')) ? params.get('week') : null;
  const change = (name: 'user_id' | 'week', value: string | null) =>
    setParams((before) => {
      const after = new URLSearchParams(before);
      if (value === null) after.delete(name);
      else after.set(name, value);
      // Another resident starts at this week.
      if (name === 'user_id') after.delete('week');
      return after;
    });
  return {
    resident,
    week,
    chooseResident: (userId: number) => change('user_id', String(userId)),
    chooseWeek: (monday: string | null) => change('week', monday),
  };
}

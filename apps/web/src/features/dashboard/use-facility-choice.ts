import type { FacilityRow } from '@acorn/domain/facilities';
import { useSearchParams } from 'react-router';

/**
 * The facility the dashboard shows, kept in the address (?facility_id=) so a reload, a shared link and
 * Back show the same one: the one asked for when it is in the list, else the first. Each choice is a new
 * history entry, so Back returns to the facility seen before.
 */
export function useFacilityChoice(facilities: readonly FacilityRow[] | undefined) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('facility_id'));
  const chosen = facilities?.find((f) => f.facility_id === asked) ?? facilities?.[0];
  const choose = (facilityId: number) =>
    setParams((before) => {
      const after = new URLSearchParams(before);
      after.set('facility_id', String(facilityId));
      return after;
    });
  return { chosen, choose };
}

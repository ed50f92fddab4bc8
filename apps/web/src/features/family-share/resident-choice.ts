import type { FamilyResident } from '@acorn/domain';
import { useSearchParams } from 'react-router';

export const residentName = (r: Pick<FamilyResident, 'firstname' | 'surname'>) =>
  [r.firstname, r.surname].filter(Boolean).join(' ') || 'Your resident';

/**
 * The resident the page is for, kept in the address (?user_id=) so a reload or a shared link shows the
 * same one: the one asked for when it is the member's, else the first.
 */
export function useResidentChoice(residents: readonly FamilyResident[] | undefined) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('user_id'));
  const chosen = residents?.find((r) => r.user_id === asked) ?? residents?.[0];
  const choose = (userId: number) =>
    setParams((before) => {
      const after = new URLSearchParams(before);
      after.set('user_id', String(userId));
      return after;
    });
  return { chosen, choose };
}

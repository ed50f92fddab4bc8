import type { FamilyResident } from '@acorn/domain/family';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { apiCall } from '../../lib/api';

/** The family member's residents; every family page opens on one of them. */
export const familyResidentsKey = ['family', 'residents'] as const;

const fetchFamilyResidents = async (): Promise<FamilyResident[]> =>
  (await apiCall('get', '/v1/acorn/family/residents')).items;

export const residentName = (r: Pick<FamilyResident, 'firstname' | 'surname'>) =>
  [r.firstname, r.surname].filter(Boolean).join(' ') || 'Your resident';

/**
 * The resident a family page is about: the one its address names (`?user_id=`), else the first; with the
 * others, for the picker, and a way to choose another (kept in the address, so a reload, a shared link
 * and Back open the same one).
 */
export function useFamilyResident() {
  const [params, setParams] = useSearchParams();
  const query = useQuery({ queryKey: familyResidentsKey, queryFn: fetchFamilyResidents });
  const residents = query.data ?? [];
  const named = Number(params.get('user_id'));
  const resident = residents.find((r) => r.user_id === named) ?? residents[0] ?? null;
  // Another resident starts afresh (this week, the first page): nothing else of the address carries over.
  const choose = (userId: number) => setParams(new URLSearchParams({ user_id: String(userId) }));
  return { residents, resident, choose, isPending: query.isPending, error: query.error };
}

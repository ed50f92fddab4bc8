import { apiCall } from '../../lib/api';

export interface Person {
  id: number;
  /** How the person is shown: a name, and what tells two of the same name apart. */
  label: string;
}

/** Portal users (staff and family members) by name or email. */
export const searchPortalUsers = async (text: string): Promise<Person[]> =>
  (
    await apiCall('get', '/v1/acorn/portal-users', {
      query: { page_size: 20, sort: 'surname', order: 'asc', q: text.trim() },
    })
  ).items.map((u) => ({ id: u.user_id, label: `${u.firstname} ${u.surname} (${u.email})` }));

/** Residents by name. */
export const searchResidents = async (text: string): Promise<Person[]> =>
  (await apiCall('get', '/v1/acorn/residents', { query: { q: text.trim() } })).items.map((r) => ({
    id: r.user_id,
    label: `${[r.firstname, r.surname].filter(Boolean).join(' ') || 'Resident'} (#${r.user_id})`,
  }));

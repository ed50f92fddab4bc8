import { api } from '../../lib/api';

export interface Person {
  id: number;
  /** How the person is shown: a name, and what tells two of the same name apart. */
  label: string;
}

type Page<T> = { items: T[] };
const query = (text: string, extra: Record<string, string>) =>
  new URLSearchParams({ ...extra, ...(text.trim() ? { q: text.trim() } : {}) }).toString();

/** Portal users (staff and family members) by name or email. */
export const searchPortalUsers = async (text: string): Promise<Person[]> =>
  (
    await api<Page<{ user_id: number; firstname: string; surname: string; email: string }>>(
      `/v1/acorn/portal-users?${query(text, { page_size: '20', sort: 'surname', order: 'asc' })}`,
    )
  ).items.map((u) => ({ id: u.user_id, label: `${u.firstname} ${u.surname} (${u.email})` }));

/** Residents by name. */
export const searchResidents = async (text: string): Promise<Person[]> =>
  (
    await api<Page<{ user_id: number; firstname: string | null; surname: string | null }>>(
      `/v1/acorn/residents?${query(text, {})}`,
    )
  ).items.map((r) => ({
    id: r.user_id,
    label: `${[r.firstname, r.surname].filter(Boolean).join(' ') || 'Resident'} (#${r.user_id})`,
  }));
